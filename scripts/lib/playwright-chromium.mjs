// Debian's Chromium as the browser tests and the bench start it through Playwright, with the
// browser's own UI that headless Chromium 156 builds for every window turned off.
//
// Headless Chromium 156 renders the address bar's popup as WebUI pages: renderers of browser UI that
// start with each window (a Playwright context is one) and work through the page's first parse and
// layout. A phone's browser renders none of them for a page load. Turning them off cut the CPU of 15
// page loads from about 70 s to 44 s here, and three browser-test files' wall time from 215 s to 157 s.
// (The visual check's time did not change: its stories wait on their own signals; it keeps its flags.)
//
// Playwright passes a --disable-features list of its own (features that break automation) and adds
// the caller's arguments after it; Chromium reads only the last --disable-features, so passing ours
// alone would switch Playwright's back on. Playwright does not export its list: a probe browser,
// launched once, reports its command line and the union is passed.
//
// A Playwright config uses this module as its global setup (the default export) and `launchArgs` for
// its launch options; a script awaits `chromiumArgs`.
import { chromium } from 'playwright';
import { HEADLESS_CHROMIUM_ARGS, requireTool } from './outside-tools.mjs';

/** The browser UI features turned off: the address bar's popup, as WebUI pages. */
export const HEADLESS_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';
/** Where a Playwright config's global setup leaves the arguments for its workers. */
const ARGS_VARIABLE = 'SHARE_CHROMIUM_ARGS';

/**
 * The features a Chromium launched through Playwright with `args` turns off: the last
 * --disable-features switch of its command line (Chromium reads only that one).
 */
export async function disabledFeatures(args) {
  // --enable-automation lets the browser answer Browser.getBrowserCommandLine.
  const probe = await chromium.launch({
    executablePath: requireTool('chromium'),
    args: [...args, '--enable-automation'],
  });
  try {
    const session = await probe.newBrowserCDPSession();
    const { arguments: line } = await session.send('Browser.getBrowserCommandLine');
    const last = line.filter((arg) => arg.startsWith(DISABLE_FEATURES)).at(-1);
    if (!last) throw new Error(`Playwright's Chromium has no ${DISABLE_FEATURES} switch: ${line.join(' ')}`);
    return last.slice(DISABLE_FEATURES.length).split(',');
  } finally {
    await probe.close();
  }
}

/**
 * `args` plus one --disable-features switch: Playwright's own list, the caller's (a switch of its own
 * in `args`) and HEADLESS_BROWSER_UI. The probe runs without the caller's switch, so that what it
 * reads back is Playwright's.
 */
export async function chromiumArgs(args = HEADLESS_CHROMIUM_ARGS) {
  const isSwitch = (arg) => arg.startsWith(DISABLE_FEATURES);
  const others = args.filter((arg) => !isSwitch(arg));
  const callers = args.filter(isSwitch).flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
  const features = new Set([...(await disabledFeatures(others)), ...callers, ...HEADLESS_BROWSER_UI]);
  return [...others, `${DISABLE_FEATURES}${[...features].filter(Boolean).join(',')}`];
}

/**
 * A Playwright config's global setup: computes the arguments from its first project's (launchArgs
 * has not been set yet in the runner) and leaves them in the environment, which the workers inherit
 * and read when they load the config.
 */
export default async function setUpChromiumArgs(config) {
  const args = config.projects[0]?.use.launchOptions?.args ?? HEADLESS_CHROMIUM_ARGS;
  process.env[ARGS_VARIABLE] = JSON.stringify(await chromiumArgs(args));
}

/** The arguments the global setup left; before it ran (the runner's own read of the config), `args`. */
export function launchArgs(args = HEADLESS_CHROMIUM_ARGS) {
  const set = process.env[ARGS_VARIABLE];
  return set ? JSON.parse(set) : args;
}
