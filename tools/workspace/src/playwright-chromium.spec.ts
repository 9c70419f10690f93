/**
 * Chromium as the bench starts it through Playwright (scripts/lib/playwright-chromium.mjs): no
 * renderer of browser UI beside a page, and every feature Playwright turns off still off (Chromium
 * reads only the last --disable-features switch). The browser tests' headless shell has none to turn off.
 */
import { chromium, type Browser } from 'playwright';
import { HEADLESS_CHROMIUM_ARGS, requireTool, type OutsideTool } from '../../../scripts/lib/outside-tools.mjs';
import { HEADLESS_BROWSER_UI } from '../../../scripts/lib/browser-ui.mjs';
import { chromiumArgs, disabledFeatures } from '../../../scripts/lib/playwright-chromium.mjs';

type Chromium = Extract<OutsideTool, 'chromium' | 'chromium-headless-shell'>;

async function withBrowser<T>(
  args: string[],
  run: (browser: Browser) => Promise<T>,
  executable: Chromium = 'chromium',
): Promise<T> {
  // --enable-automation lets the browser answer Browser.getBrowserCommandLine.
  const browser = await chromium.launch({
    executablePath: requireTool(executable),
    args: [...args, '--enable-automation'],
  });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** What a browser runs beside one open page: each target's type and address. */
const targetsBesideAPage = (args: string[], executable?: Chromium) =>
  withBrowser(
    args,
    async (browser) => {
      const page = await (await browser.newContext()).newPage();
      await page.goto('about:blank');
      const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets');
      return targetInfos.map((target) => `${target.type} ${target.url}`);
    },
    executable,
  );

it('keeps every feature Playwright turns off, and turns off the address bar popup', async () => {
  const playwrights = await disabledFeatures(HEADLESS_CHROMIUM_ARGS);
  expect(playwrights).toContain('PaintHolding');
  expect(await disabledFeatures(await chromiumArgs())).toEqual([...playwrights, ...HEADLESS_BROWSER_UI]);
});

it("keeps a caller's own --disable-features list beside Playwright's", async () => {
  const playwrights = await disabledFeatures(HEADLESS_CHROMIUM_ARGS);
  const args = await chromiumArgs([...HEADLESS_CHROMIUM_ARGS, '--disable-features=Translate']);
  expect(args.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
  expect(await disabledFeatures(args)).toEqual([...playwrights, 'Translate', ...HEADLESS_BROWSER_UI]);
});

it('runs no renderer of browser UI beside a page', async () => {
  expect(await targetsBesideAPage(HEADLESS_CHROMIUM_ARGS)).toContain('browser_ui chrome://omnibox-popup.top-chrome/');
  expect(await targetsBesideAPage(await chromiumArgs())).toEqual(['page about:blank']);
});

it("the browser tests' headless shell has no browser UI to turn off", async () => {
  expect(await targetsBesideAPage(HEADLESS_CHROMIUM_ARGS, 'chromium-headless-shell')).toEqual(['page about:blank']);
});
