/** The browser UI features turned off: the address bar's popup, as WebUI pages. */
export declare const HEADLESS_BROWSER_UI: string[];
