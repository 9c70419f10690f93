// The bar's height on its own, so a frame that reserves it does not carry the bar's code.

/** Height of the bar above the safe area; a page's footer reserves it (the bar is fixed). */
export const BOTTOM_BAR_HEIGHT = '52px';
