// The element the percent read is measured on (spec §4 reading session): the body block of the
// docDetail layout (DetailLayout's data-block="body").
export const READING_BODY_SELECTOR = '[data-block="body"]';

export function readingBody(): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(READING_BODY_SELECTOR);
}
