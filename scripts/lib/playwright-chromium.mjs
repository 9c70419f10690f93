// Debian's Chromium as the bench and compare-loads start it through Playwright, with the browser's
// own UI that headless Chromium 156 builds for every window turned off. (The browser tests and the
// visual check run Chromium's headless shell, which builds none: scripts/lib/outside-tools.mjs.)
//
// Headless Chromium 156 renders the address bar's popup as WebUI pages: renderers of browser UI that
// start with each window (a Playwright context is one) and work through the page's first parse and
// layout. A phone's browser renders none of them for a page load. Turning them off cut the CPU of 15
// page loads from about 70 s to 44 s here.
//
// Playwright passes a --disable-features list of its own (features that break automation) and adds
// the caller's arguments after it; Chromium reads only the last --disable-features, so passing ours
// alone would switch Playwright's back on. Playwright does not export its list: a probe browser,
// launched once, reports its command line and the union is passed.
import { chromium } from 'playwright';
import { HEADLESS_BROWSER_UI } from './browser-ui.mjs';
import { HEADLESS_CHROMIUM_ARGS, requireTool } from './outside-tools.mjs';

const DISABLE_FEATURES = '--disable-features=';

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
