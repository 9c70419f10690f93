// What stays at the top of the screen over a page: the open-app banner, the mini program's router
// control, or nothing (the platform's own app, a preview). The site frame sets its height as a
// custom property of the page, and a page's own sticky parts (a live room's player) stay under it:
// with the banner's height written into them, in the app they left a blank band at the top and hid
// the room's title.

/** The custom property the site frame sets to the height of its top bar. */
export const TOP_BAR_HEIGHT_PROPERTY = '--top-bar-height';
/** The top bar's height as a CSS length: 0 outside a site frame (a component's story). */
export const TOP_BAR_HEIGHT = `var(${TOP_BAR_HEIGHT_PROPERTY}, 0px)`;
