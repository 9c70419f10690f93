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
 * One page per worker, reloaded for every story: each story gets a fresh document while the
 * Storybook's scripts stay in the browser's cache (a new browser context per story loaded and
 * compiled 4 MB of them again each time). Storage is cleared between stories.
 */
interface StoryPage {
  page: Page;
  network: StoryNetwork;
}
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const options = { baseURL, viewport, deviceScaleFactor, locale, timezoneId, reducedMotion };
      const context = await browser.newContext(options);
      await context.addInitScript(COUNT_DOM_CHANGES);
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
  await page.evaluate(() => {
    if (location.protocol.startsWith('http')) [localStorage, sessionStorage].forEach((storage) => storage.clear());
  });
  await page.context().clearCookies();
  network.reset();
  // The accessibility panel's own axe run is left out: this test runs axe itself, once.
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(() => {
    type StorybookWindow = { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };
    const preview = (window as StorybookWindow).__STORYBOOK_PREVIEW__;
    return ['finished', 'errored', 'aborted'].includes(preview?.currentRender?.phase ?? '');
  });
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

const SCREENSHOT_TIMEOUT_MS = 30_000;

for (const story of readStories()) {
  const tags = story.tags?.includes(DESKTOP_TAG) ? [`@${DESKTOP_TAG}`] : [];
  test(`${story.title} › ${story.name} [${story.id}]`, { tag: tags }, async ({ storyPage }) => {
    const { page } = storyPage;
    await renderStory(storyPage, story);
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
