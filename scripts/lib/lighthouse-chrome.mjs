// The Chromium that Lighthouse measures in (npm run bench, scripts/trace-tasks.mjs --lighthouse) and audits
// in (the browser tests' lighthouse-audits.spec.ts).
//
// The flags are chrome-launcher's defaults (they turn off browser features that add work of their
// own to a measured load: translation, media router, component updates…) and the project's usual
// ones, plus one more set of features off: headless Chromium 156 builds the address bar's popup as
// WebUI pages, two renderers of browser UI that start with the browser and were busy during the
// page's first parse and layout (13-15 ms each on this 2-core machine, which Lighthouse then
// simulates as the page's own work). A phone's browser does not render them for a page load.
//
// It imports no module the browser tests import: they load it with a native import() while their own
// files (and the modules those import) come through Playwright's transform, and a module loaded both
// ways shows that import its functions but not its exported constants.
import * as chromeLauncher from 'chrome-launcher';
import { HEADLESS_BROWSER_UI } from './browser-ui.mjs';

/** Launches Chromium for one Lighthouse run; kill() it after. */
export function launchLighthouseChrome(chromePath) {
  // One --disable-features switch: Chromium reads only the last one given.
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${HEADLESS_BROWSER_UI.join(',')}` : flag,
  );
  return chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: [...defaults, '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
}
