// The popup iframe's size (spec §9): the login panel frames the agreement pages in it.
/** Popup iframe size of spec §9 (px). */
export const POPUP_IFRAME_WIDTH = 500;
export const POPUP_IFRAME_HEIGHT = 280;
