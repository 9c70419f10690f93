// Issue 29 point 1: a desktop browser's second visit, once the service worker is active. The frame of
// the desktop page must show the mobile page, never the desktop page inside itself (spec §2).
import { expect, test, type Page } from '@playwright/test';
import { seededArticlePath, waitForHydration } from './support';

const BASE = '/davmu/share';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** Every document answer of the page and its frames: status, whether the service worker sent it, path. */
function recordDocuments(page: Page) {
  const documents: Array<{ status: number; fromWorker: boolean; framed: boolean; path: string }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    const url = new URL(response.url());
    documents.push({
      status: response.status(),
      fromWorker: response.fromServiceWorker(),
      framed: response.frame() !== page.mainFrame(),
      path: url.pathname,
    });
  });
  return documents;
}

const mobileFrame = (page: Page) => page.frameLocator('iframe[title="mobile page"]');

test.describe('desktop page on a repeat visit with the service worker active (spec §2)', () => {
  test.use({
    serviceWorkers: 'allow',
    userAgent: DESKTOP_UA,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });

  test('the second visit shows the article in the phone frame, and changeRoute too', async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await seededArticlePath(request);
    await page.goto(article);
    await expect(page).toHaveURL(/\/davmu\/share\/pc\?url=/);
    await expect(mobileFrame(page).getByTestId('screen')).toHaveAttribute('data-screen', 'ContentDetail');
    // The framed page registers the worker; wait until it controls the frame.
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    if (!framed) throw new Error('no frame');
    await waitForHydration(framed);
    await expect
      .poll(() => framed.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);

    // Second visit: the top-level request goes through the worker and is sent to /pc; the frame's is
    // never redirected.
    const documents = recordDocuments(page);
    await page.goto(article);
    await expect(page).toHaveURL(`${BASE}/pc?url=${encodeURIComponent(`${baseURL}${article}`)}`);
    await expect(mobileFrame(page).getByTestId('screen')).toHaveAttribute('data-screen', 'ContentDetail');
    await expect(mobileFrame(page).getByTestId('pc-page')).toHaveCount(0);
    await expect(page.getByTestId('pc-page')).toHaveCount(1);
    expect(page.frames()).toHaveLength(2);
    const framedDocuments = documents.filter((document) => document.framed);
    expect(framedDocuments).toEqual([{ status: 200, fromWorker: false, framed: true, path: article }]);
    expect(
      documents.filter((document) => !document.framed).map((document) => [document.status, document.path]),
    ).toEqual([
      [302, article],
      [200, `${BASE}/pc`],
    ]);
    await page.screenshot({ path: test.info().outputPath('pc-repeat-visit.png') });

    // changeRoute to another page's desktop address: its frame shows that page, with the worker active.
    documents.length = 0;
    await waitForHydration(page);
    await page.evaluate(
      (link) => window.postMessage({ type: 'changeRoute', pc_link: link }, '*'),
      `${baseURL}${BASE}/pc?url=${encodeURIComponent(`${baseURL}${BASE}/list/index.html`)}`,
    );
    await expect(mobileFrame(page).getByTestId('screen')).toHaveAttribute('data-screen', 'List');
    expect(documents.filter((document) => document.framed)).toEqual([
      { status: 200, fromWorker: false, framed: true, path: `${BASE}/list/index.html` },
    ]);
    expect(page.frames()).toHaveLength(2);
  });

  test('a desktop page loaded inside a frame unwraps itself into the mobile page', async ({ page, baseURL }) => {
    // What a browser without fetch metadata would get if the frame was redirected anyway.
    const inner = `${BASE}/pc?url=${encodeURIComponent(`${baseURL}${BASE}/bar`)}`;
    await page.goto(`${BASE}/pc?url=${encodeURIComponent(`${baseURL}${inner}`)}`);
    await expect(mobileFrame(page).getByTestId('screen')).toHaveAttribute('data-screen', 'Bar');
    await expect(mobileFrame(page).getByTestId('pc-page')).toHaveCount(0);
  });
});
