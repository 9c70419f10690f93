// One test per story of the built Storybook's index.json: the story rendered alone (its play
// function run), screenshotted and compared with baselines/<story id>.png, then checked with axe.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { A11Y_EXCEPTIONS } from '../.storybook/a11y-exceptions';
import { DESKTOP_TAG, FROZEN_TIME, storybookDir } from './settings';

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
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const options = { baseURL, viewport, deviceScaleFactor, locale, timezoneId, reducedMotion };
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.clock.setFixedTime(FROZEN_TIME);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Waits until the story has rendered and its play function has run; a story that threw fails the test. */
async function renderStory(page: Page, id: string) {
  await page.evaluate(() => {
    if (location.protocol.startsWith('http')) [localStorage, sessionStorage].forEach((storage) => storage.clear());
  });
  await page.context().clearCookies();
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
  // Fonts and images in place before the picture is taken; the whole page is shot, so images below the
  // window load now rather than when scrolled to (a lazy one's decode() would wait for that forever).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    images.forEach((image) => (image.loading = 'eager'));
    await Promise.all(images.filter((image) => !image.complete).map((image) => image.decode().catch(() => undefined)));
  });
}

for (const story of readStories()) {
  const tags = story.tags?.includes(DESKTOP_TAG) ? [`@${DESKTOP_TAG}`] : [];
  test(`${story.title} › ${story.name} [${story.id}]`, { tag: tags }, async ({ storyPage: page }) => {
    await renderStory(page, story.id);
    await expect.soft(page, 'looks as its baseline').toHaveScreenshot(`${story.id}.png`, { fullPage: true });
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
