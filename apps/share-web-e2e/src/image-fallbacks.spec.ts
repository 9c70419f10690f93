/**
 * Broken-image glyphs (issue 61, defect 9): when images fail (thumbnails and bottom-bar icons
 * offline), no image shows the browser's broken-image icon or its alt text — before the page's
 * scripts run (the head marks a failed image and the global style hides it) and once hydrated (ui's
 * Image primitive draws its designed fallback).
 */
import { expect, test, type Page } from '@playwright/test';
import { seededArticlePath, waitForHydration } from './support';

const BASE = '/davmu/share';

/** Every image request fails, as offline thumbnails do. */
async function failImages(page: Page): Promise<void> {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'image' ? route.abort('internetdisconnected') : route.fallback(),
  );
}

/** The sources of images that failed and are still drawn (the broken-image glyph and alt text). */
function brokenAndShown(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
      .filter((img) => img.checkVisibility({ visibilityProperty: true }))
      .map((img) => img.getAttribute('src') ?? ''),
  );
}

/**
 * The sources of images that failed and are still in the page, drawn or hidden: once hydrated every
 * failed image has given way to its designed fallback (hiding it only leaves a hole).
 */
function failedAndKept(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
      .map((img) => img.getAttribute('src') ?? ''),
  );
}

for (const [name, path] of [
  ['the home page', `${BASE}/`],
  ['an article', null],
] as const) {
  test(`${name}: no broken-image glyph once hydrated`, async ({ page, request }) => {
    await failImages(page);
    await page.goto(path ?? (await seededArticlePath(request)));
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await brokenAndShown(page)).toEqual([]);
  });
}

// Pages of avatars, icons and thumbnails drawn outside the feed cards (circles, catalogues, a
// content module's icons, reporters, the invite page): each failed image gives way to its designed
// fallback, none is left in the page (hidden by the head's script until hydration only).
for (const [name, path] of [
  ['the circles', `${BASE}/dimim/circle/index.html`],
  ['the dejin catalogue', `${BASE}/dejin/catalog/index.html`],
  ['a content module', `${BASE}/content_model/index.html?id=3YutLC3E`],
  ['the clue topics', `${BASE}/clue_report/topics/index.html`],
  ['the invite page', `${BASE}/invite/NL1037/index.html`],
] as const) {
  test(`${name}: no broken-image glyph once hydrated`, async ({ page }) => {
    await failImages(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await failedAndKept(page)).toEqual([]);
  });
}

test('the home page: no broken-image glyph before any script of the page runs', async ({ page }) => {
  await failImages(page);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${BASE}/`);
  // The page's inline loader reloads it once when its chunks fail (deferred-scripts.ts): the
  // document read is the one there once the network is quiet, the reload's (no script of the page
  // runs in it either), with every image's error event dispatched.
  await page.waitForLoadState('networkidle');
  expect(await brokenAndShown(page)).toEqual([]);
});

test('the bottom bar draws its fallback icon for an icon that fails', async ({ page }) => {
  await failImages(page);
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  const bar = page.getByRole('navigation', { name: '底部导航' });
  await expect(bar.locator('img')).toHaveCount(0);
  await expect(bar.locator('svg').first()).toBeVisible();
});
