// The floating button's place on its own, so a frame that keeps clear of it does not carry the panel's code.

export const FAB_SIZE = 44;
export const FAB_OFFSET = 24;
export const FAB_OFFSET_LIFTED = 72;

/**
 * Space the floating button takes at the bottom of the screen (its offset, its size and a gap): a
 * page reserves it below its last content, so at the end nothing lies under the button.
 */
export function floatingButtonReserve(lifted: boolean): string {
  return `${(lifted ? FAB_OFFSET_LIFTED : FAB_OFFSET) + FAB_SIZE + 8}px`;
}
