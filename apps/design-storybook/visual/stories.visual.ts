// One test per story of the built Storybook's index.json: the story rendered alone (its play
// function run), shot once it is ready (story-readiness.ts) and compared with baselines/<story id>.png,
// then checked with axe. A story that is not fit to be photographed fails with the reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { A11Y_EXCEPTIONS } from '../.storybook/a11y-exceptions';
import { DESKTOP_TAG, FROZEN_TIME, RENDERS_NOTHING_TAG, storybookDir } from './settings';
import { COUNT_DOM_CHANGES, StoryNetwork, waitUntilReady } from './story-readiness';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

function readStories(): IndexEntry[] {
  const indexFile = path.join(storybookDir, 'index.json');
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8'));
  } catch {
    throw new Error(`No built Storybook at ${indexFile}: run \`npm run build-storybook\` (npm run visual does).`);
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * One page per worker, with Storybook's preview loaded once: each next story is opened as Storybook's
 * own test runner opens it, through the preview's channel (setCurrentStory), which unmounts the
 * last story and renders the next. Loading the preview's 4 MB of scripts again for every story
 * (page.goto) took 600-800 ms of a story's 1.6 s. What a story leaves in the document outside its
 * root is put back first: the <html> and <body> attributes as the document was parsed (a story of a
 * signed-in visitor marks <html data-session>), storage, cookies and the scroll position.
 */
interface StoryPage {
  page: Page;
  network: StoryNetwork;
}

/** The <html> and <body> attributes as the document was parsed, before any of the preview's code ran. */
interface FirstAttributes {
  html: Array<[string, string]>;
  body: Array<[string, string]>;
}

/**
 * Keeps the document's first attributes (FirstAttributes) on window.__visualDocument. When the parser
 * is done the document turns `interactive`; Storybook's module scripts run only after that.
 */
const KEEP_FIRST_ATTRIBUTES = () => {
  const attributes = (element: Element) =>
    element.getAttributeNames().map((name): [string, string] => [name, element.getAttribute(name) ?? '']);
  document.addEventListener('readystatechange', () => {
    const kept = window as unknown as { __visualDocument?: FirstAttributes };
    if (document.readyState !== 'interactive' || kept.__visualDocument) return;
    kept.__visualDocument = { html: attributes(document.documentElement), body: attributes(document.body) };
  });
};

const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const options = { baseURL, viewport, deviceScaleFactor, locale, timezoneId, reducedMotion };
      const context = await browser.newContext(options);
      await context.addInitScript(COUNT_DOM_CHANGES);
      await context.addInitScript(KEEP_FIRST_ATTRIBUTES);
      const page = await context.newPage();
      await page.clock.setFixedTime(FROZEN_TIME);
      const network = new StoryNetwork(page, baseURL ?? '');
      await network.isolate(page);
      await use({ page, network });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Waits until the story has rendered, its play function has run and its page has settled; a story
 * that threw, or that is not fit to be photographed (story-readiness.ts), fails the test with why.
 */
async function renderStory({ page, network }: StoryPage, story: IndexEntry) {
  const { id } = story;
  await page.context().clearCookies();
  network.reset();
  const previewLoaded = await page.evaluate(() => {
    // Before any story too: a page that went elsewhere keeps the origin's storage through page.goto.
    if (location.protocol.startsWith('http')) [localStorage, sessionStorage].forEach((storage) => storage.clear());
    type PreviewWindow = { __STORYBOOK_ADDONS_CHANNEL__?: unknown; __visualDocument?: FirstAttributes };
    const preview = window as unknown as PreviewWindow;
    if (!preview.__STORYBOOK_ADDONS_CHANNEL__ || !preview.__visualDocument) return false;
    const restore = (element: Element, attributes: Array<[string, string]>) => {
      element.getAttributeNames().forEach((name) => element.removeAttribute(name));
      attributes.forEach(([name, value]) => element.setAttribute(name, value));
    };
    restore(document.documentElement, preview.__visualDocument.html);
    restore(document.body, preview.__visualDocument.body);
    window.scrollTo(0, 0);
    return true;
  });
  if (previewLoaded) {
    await page.evaluate((storyId) => {
      type Channel = { emit(event: string, data: unknown): void };
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  } else {
    // The accessibility panel's own axe run is left out: this test runs axe itself, once.
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
  }
  await page.waitForFunction((storyId) => {
    type StorybookWindow = { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } };
    const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
  }, id);
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? document.getElementById('error-message')?.textContent
      : null,
  );
  expect(error ?? null, 'the story rendered and its play function passed').toBeNull();
  const rendersNothing = story.tags?.includes(RENDERS_NOTHING_TAG) ?? false;
  const { problems } = await waitUntilReady(page, network, { rendersNothing });
  expect(problems, `${id} is ready to be photographed`).toEqual([]);
}

/**
 * The full-page picture is taken with the window at the top of the page, where a bar anchored to the
 * screen's bottom (the detail page's comment bar, the lists' tab bar, the floating navigation
 * button) stands over the middle of a long page and hides what is there. Each is drawn where a
 * visitor sees it once scrolled to the end instead: a sticky one in its place in the page, a fixed
 * one moved down by what the page has below the window. Bottom-anchored means a rule of the page's
 * style sheets gives it a `bottom` and no `top` (computed values cannot tell: a positioned element's
 * `top` reads as the pixels it is at).
 */
async function drawBottomBarsAtPageEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const below = document.documentElement.scrollHeight - window.innerHeight;
    if (below <= 0) return;
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule && rule.style.bottom !== '' && rule.style.top === '')
          selectors.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        collect(sheet.cssRules);
      } catch {
        // A cross-origin sheet's rules cannot be read; the stories have none.
      }
    }
    if (selectors.length === 0) return;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>(selectors.join(',')))) {
      const { position } = getComputedStyle(element);
      if (position === 'sticky') element.style.position = 'relative';
      else if (position === 'fixed') element.style.translate = `0 ${below}px`;
    }
  });
}

const SCREENSHOT_TIMEOUT_MS = 30_000;

for (const story of readStories()) {
  const tags = story.tags?.includes(DESKTOP_TAG) ? [`@${DESKTOP_TAG}`] : [];
  test(`${story.title} › ${story.name} [${story.id}]`, { tag: tags }, async ({ storyPage }) => {
    const { page } = storyPage;
    await renderStory(storyPage, story);
    await drawBottomBarsAtPageEnd(page);
    await expect.soft(page, 'looks as its baseline').toHaveScreenshot(`${story.id}.png`, {
      fullPage: true,
      // Two identical shots in a row of a long page take a while on a loaded machine (5 s, the default,
      // timed out at load average 50 on 2 cores); the story has settled by then.
      timeout: SCREENSHOT_TIMEOUT_MS,
    });
    // Legacy mode: axe runs once in the story's document (no blank page per story to merge frames in; a
    // story framed by another, as in the desktop page, is checked as a story of its own).
    const axe = await new AxeBuilder({ page }).setLegacyMode(true).disableRules(Object.keys(A11Y_EXCEPTIONS)).analyze();
    const violations = axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => {
          const where = node.target.join(' ');
          return `${violation.id} (${violation.impact}) at ${where}: ${node.failureSummary ?? violation.help}`;
        }),
      );
    expect(violations, 'no serious or critical accessibility violation').toEqual([]);
  });
}
