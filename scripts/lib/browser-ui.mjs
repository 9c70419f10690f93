// The browser UI features the full Chromium (the bench's, compare-loads', trace-tasks') is started
// with turned off: headless Chromium 156 renders the address bar's popup as WebUI pages, renderers of
// browser UI beside every window that work through a page's first parse and layout, which a phone's
// browser does not render for a page load. Chromium's headless shell (the browser tests') has none.
// A module of its own, importing nothing: lighthouse-chrome.mjs (loaded by a browser test's native
// import()) and playwright-chromium.mjs (loaded by Jest) both read it.

/** The browser UI features turned off: the address bar's popup, as WebUI pages. */
export const HEADLESS_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
