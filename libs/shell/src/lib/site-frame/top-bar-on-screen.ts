// The height of the top bar on the page shown now, for what is fixed outside the site frame (the
// offline notice, rendered by the root): the frame's TOP_BAR_HEIGHT is a custom property of its page
// and does not reach it. An attribute, not a global style: styled-components inserts a global
// style's rule again when the page hydrates (the server's head already has it).

/** The site frame's page carries its top bar's height (a CSS length) in this attribute. */
export const TOP_BAR_ATTRIBUTE = 'data-top-bar';

/** The top bar's height on screen now; null where no site frame is (an error screen, a story). */
export function topBarOnScreen(): string | null {
  return document.querySelector(`[${TOP_BAR_ATTRIBUTE}]`)?.getAttribute(TOP_BAR_ATTRIBUTE) ?? null;
}
