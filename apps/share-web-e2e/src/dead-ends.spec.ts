/**
 * Issue 53's dead ends, as a picky visitor at 390 × 844 met them: the bottom bar gone after 本地 or
 * 我的, an outage page with no way on, a page opened once that was not readable offline, and a desktop
 * page whose QR code and title stayed on the first article while the visitor browsed in its frame.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { seededArticlePath, startSiteProcess, waitForHydration } from './support';

const BASE = '/davmu/share';
const SHOTS = process.env['E2E_SHOTS_DIR'];
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

test.use({ viewport: { width: 390, height: 844 } });

/** A screenshot to look at, outside the repository (E2E_SHOTS_DIR), when asked for. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe('the bottom bar on the pages its items lead to', () => {
  for (const tab of ['本地', '我的']) {
    test(`after ${tab} the bar stays, with ${tab} selected, and 首页 leads home`, async ({ page }) => {
      await page.goto(`${BASE}/`);
      await waitForHydration(page);
      await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: tab }).click();
      await expect(page).not.toHaveURL(new RegExp(`${BASE}/(\\?.*)?$`));
      await waitForHydration(page);
      const bar = page.getByRole('navigation', { name: '底部导航' });
      await expect(bar).toBeVisible();
      await expect(bar.locator('[aria-current="page"]')).toHaveText(tab);
      // The footer's end is not hidden under the bar.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footer = await page.locator('[data-slot="footer"] > *').first().boundingBox();
      const barBox = await bar.boundingBox();
      expect(footer && barBox && footer.y + footer.height <= barBox.y).toBe(true);
      await shot(page, `bottom-bar-${tab === '本地' ? 'local' : 'mine'}`);
      await bar.getByRole('link', { name: '首页' }).click();
      await expect(page).toHaveURL(`${BASE}/`);
      await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'Home');
    });
  }
});

test.describe('the outage page (the platform down: 503)', () => {
  // One worker, one site: split over the two workers, each started a site on the same port; the
  // second exited (taken) while its /healthz was answered by the first, and its page went to
  // chrome-error://chromewebdata/ once the first worker stopped its site.
  test.describe.configure({ mode: 'serial' });
  let platform: Server;
  let site: ChildProcess;
  const port = Number(process.env['E2E_SITE_PORT'] ?? 4310) + 2;
  const origin = `http://127.0.0.1:${port}`;
  const ARTICLE = `${BASE}/news/doc/2026/11/zXSnvMrm/index.html?from=singlemessage`;
  const DOWNLOAD = 'https://download.davmu.test/nanling';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // A platform that drops every connection.
    platform = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    site = await startSiteProcess(platformUrl, port, { APP_DOWNLOAD_URL: DOWNLOAD, HTML_CACHE_SECONDS: '0' });
  });

  test.afterAll(async () => {
    if (site.exitCode === null) site.kill('SIGKILL');
    platform.closeAllConnections();
    platform.close();
  });

  test('before JavaScript: the banner, 重试 reloads the same address, 返回首页 leads home', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const answer = await page.goto(`${origin}${ARTICLE}`);
    expect(answer?.status()).toBe(503);
    const error = page.getByTestId('error-page');
    await expect(error.getByRole('heading', { level: 1 })).toHaveText('503');
    await expect(error).toContainText('网络错误，请稍后重试～');
    const banner = page.getByTestId('open-app-banner');
    await expect(banner).toContainText('打开APP，查看更多精彩内容');
    await expect(banner.getByRole('button', { name: '打开APP' })).toHaveAttribute('href', DOWNLOAD);
    await expect(error.getByRole('link', { name: '重试' })).toHaveAttribute('href', ARTICLE);
    await expect(error.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', `${BASE}/`);
    await shot(page, 'outage-no-js');

    await error.getByRole('link', { name: '重试' }).click();
    await expect.poll(() => documents).toEqual([`${origin}${ARTICLE}`, `${origin}${ARTICLE}`]);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '503');

    await page.getByTestId('error-page').getByRole('link', { name: '返回首页' }).click();
    // Home asks the platform for several lists, each failing on its own: on a busy 2-core runner the
    // error page took over 5 s once.
    await expect(page).toHaveURL(`${origin}${BASE}/`, { timeout: 15_000 });
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await context.close();
  });

  test('hydrated: 重试 loads the page again from the server', async ({ page }) => {
    let documents = 0;
    // What each document request met, for the message should the page end anywhere else.
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') seen.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => seen.push(`failed ${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(`${origin}${ARTICLE}`);
    await waitForHydration(page);
    await expect(page.getByTestId('open-app-banner')).toBeVisible();
    await page.getByTestId('error-page').getByRole('link', { name: '重试' }).click();
    await expect.poll(() => documents).toBe(2);
    await expect(page, `the documents: ${seen.join('; ')}`).toHaveURL(`${origin}${ARTICLE}`);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '503');
  });
});

test.describe('a page opened once reads offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the first visit installs the worker and keeps its page: offline, a reload shows the article', async ({
    page,
    context,
    request,
  }) => {
    const path = await seededArticlePath(request);
    const title = (await (await request.get(`/peony/v1/content/detail/${path.split('/').at(-2)}`)).json()).data
      .title as string;
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // The worker keeps the open page as it activates.
    await expect
      .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, page.url()), {
        timeout: 10_000,
      })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Its code too: the page hydrates offline.
    await waitForHydration(page);
    await shot(page, 'offline-first-visit');
    await context.setOffline(false);
  });
});

test.describe('the desktop page follows its frame', () => {
  test.use({ userAgent: DESKTOP_UA, isMobile: false, hasTouch: false, viewport: { width: 1280, height: 900 } });

  test('after browsing from article A to article B inside the frame, the tab title and the QR code are B’s', async ({
    page,
    request,
  }) => {
    const a = await seededArticlePath(request);
    await page.goto(a);
    await expect(page).toHaveURL(/\/pc\?url=/);
    await waitForHydration(page);
    const frame = page.frameLocator('iframe[title="mobile page"]');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    const qr = page.getByTestId('pc-qr-code');
    const code = qr.getByRole('img', { name: '手机扫码，打开APP或继续阅读' });
    const origin = new URL(page.url()).origin;
    await expect(code).toHaveAccessibleDescription(`${origin}${a}`);

    // Another article linked from A (related reading, recommendations).
    const link = frame.locator(`a[href*="/doc/"]:not([href*="${a.split('/').at(-2)}"])`).first();
    await link.scrollIntoViewIfNeeded();
    const b = new URL((await link.getAttribute('href')) as string, origin);
    await link.click();
    const bTitle = frame.getByRole('heading', { level: 1 });
    await expect(bTitle).not.toHaveText(await page.title());
    const pageB = await request.get(b.pathname, { headers: { 'user-agent': DESKTOP_UA, 'sec-fetch-dest': 'iframe' } });
    const expectedTitle = /<title>([^<]*)<\/title>/.exec(await pageB.text())?.[1];
    expect(expectedTitle).toBeTruthy();

    await expect(page).toHaveTitle(expectedTitle as string);
    await expect(qr).toHaveAttribute('data-url', b.href);
    await expect(code).toHaveAccessibleDescription(b.href);
    // The code drawn is the server's code of B's address (its modules, the dark path).
    const pcOfB = await (
      await request.get(`${BASE}/pc?url=${encodeURIComponent(b.href)}`, { headers: { 'user-agent': DESKTOP_UA } })
    ).text();
    const modulesOfB = /<path stroke="#000000" d="([^"]+)"/.exec(pcOfB)?.[1];
    expect(modulesOfB).toBeTruthy();
    await expect(code.locator('path[stroke]')).toHaveAttribute('d', modulesOfB as string);
    // The new code's arrival leaves the tab's title B's.
    await expect(page).toHaveTitle(expectedTitle as string);
    await shot(page, 'desktop-follows-frame');
  });
});
