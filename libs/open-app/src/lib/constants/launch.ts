// How a launch that leaves the page opens the app (the leave-for-app chunk reads them).
/**
 * How long a custom-scheme launch waits before it sends the visitor to the download page. A page
 * hidden, left or blurred within this time means the app opened, and no fallback fires.
 */
export const OPEN_APP_FALLBACK_MS = 2_500;
/** Host and path of the scheme and intent launch URLs: `{scheme}://open?stype=…`. */
export const APP_OPEN_HOST = 'open';
