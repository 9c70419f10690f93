import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

const BASE = '/davmu/share';

test.describe('service worker (spec §4, §9)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers under the base path and serves the precached hashed assets and the page on the next visit', async ({
    page,
    request,
  }) => {
    const sw = await request.get(`${BASE}/sw.js`);
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toContain('javascript');

    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe(`${BASE}/`);
    // Let the worker take control, then load again: the precached assets and the page (network
    // first, kept for reading offline) come through it.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const fromWorker: string[] = [];
    const documents: boolean[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith(`${BASE}/assets/`) && response.fromServiceWorker()) fromWorker.push(url.pathname);
      if (response.request().resourceType() === 'document') documents.push(response.fromServiceWorker());
    });
    await page.reload();
    await waitForHydration(page);
    expect(fromWorker.length).toBeGreaterThan(3);
    expect(documents).toEqual([true]);
  });
});

test.describe('link prefetch (spec §4)', () => {
  test('prefetches the pages of links in view at idle, at most six', async ({ page }) => {
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    const prefetched = page.locator('head link[rel="prefetch"]');
    await expect.poll(() => prefetched.count(), { timeout: 5000 }).toBeGreaterThan(0);
    const hrefs = await prefetched.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(hrefs.length).toBeLessThanOrEqual(6);
    for (const href of hrefs) expect(new URL(href).pathname.startsWith(`${BASE}/`)).toBe(true);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  test('prefetches nothing with data saver on', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
        configurable: true,
      });
    });
    await page.goto(`${BASE}/`);
    await waitForHydration(page);
    await page.waitForTimeout(2500);
    await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
  });
});

test.describe('chunk-load error (spec §4)', () => {
  test('reloads the page once when a chunk is gone, and not again within the minute', async ({ page }) => {
    await page.route(/\/davmu\/share\/assets\/entry\.client-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    let documents = 0;
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents += 1;
    });
    await page.goto(`${BASE}/`);
    await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(2000);
    expect(documents).toBe(2);
    // The server-rendered page is still there to read.
    await expect(page.getByTestId('screen')).toBeVisible();
  });
});
