/** The features a Chromium launched through Playwright with `args` turns off (its last --disable-features). */
export declare function disabledFeatures(args: string[]): Promise<string[]>;

/** `args` plus one --disable-features switch: Playwright's own list, the caller's and HEADLESS_BROWSER_UI. */
export declare function chromiumArgs(args?: string[]): Promise<string[]>;
