import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  openAppEvents,
  recordNavigations,
  seededArticle,
  tagDevice,
  UA,
  waitForHydration,
  type SeededItem,
} from './support';

/**
 * Opening the app (issue 13): the strategy per environment, in Chromium with emulated agents. The
 * launch addresses the tests' site is configured with (playwright.config.ts): Universal Link
 * https://link.davmu.test/open, Android package com.davmu.share, scheme davmu (the default), WeChat
 * open-platform app id wx0a1b2c3d4e5f6a7b. The platform's app info names the scheme nanling:// and
 * the package cn.nanling.news at its top (issue 29): those win over the settings. Scheme and intent navigations are seen through the DevTools protocol
 * (Page.frameRequestedNavigation carries the whole URL, fragment included); http(s) ones are
 * fulfilled with page.route. The 2.5 s fallback runs on page.clock.
 */
const UNIVERSAL_LINK = 'https://link.davmu.test/open';
const WX_OPEN_APP_ID = 'wx0a1b2c3d4e5f6a7b';
const SDK_URL = 'https://wx-sdk.test/jweixin.js';
/** The demo platform's app (apps/platform-api/src/seed/demo-site.ts), not the settings' davmu. */
const SCHEME = 'nanling';
const ANDROID_PACKAGE = 'cn.nanling.news';

/** The first seeded article, its path and spec §3's app-open parameters in the order the site writes them. */
async function launchableArticle(request: APIRequestContext): Promise<SeededItem & { path: string; query: string }> {
  const article = await seededArticle(request);
  const query = new URLSearchParams({
    stype: 'article',
    id: article.post_id,
    ...(article.type ? { type: article.type } : {}),
    post_id: article.post_id,
    ...(article.content_link ? { content_link: article.content_link } : {}),
    mp: String(article.mp),
  }).toString();
  return { ...article, path: new URL(article.share_link, 'http://site').pathname, query };
}

async function downloadUrl(request: APIRequestContext): Promise<string> {
  const answer = await (await request.get('/peony/v1/system/static?module=app_download_url')).json();
  return JSON.parse(answer.data).url as string;
}

/** The download page, answered locally. */
async function serveDownloadPage(page: Page, url: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>download page</h1>' }),
  );
}

async function tapGo(page: Page): Promise<void> {
  await page.getByTestId('open-app-banner').getByRole('button', { name: '打开APP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '立即前往' }).click();
}

test("the platform's app info names the app nanling://, cn.nanling.news at the top of app_info", async ({
  request,
}) => {
  const info = JSON.parse((await (await request.get('/peony/v1/app/info')).json()).data.app_info);
  expect(info).toMatchObject({ scheme: `${SCHEME}://`, android_package: ANDROID_PACKAGE });
});

test.describe('Android Chrome', () => {
  test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 } });
  test('立即前往 navigates to the intent URL with the item and the 口令 download page as fallback', async ({
    page,
    request,
  }) => {
    const item = await launchableArticle(request);
    const userId = await tagDevice(page, 'open');
    const navigations = await recordNavigations(page);
    await page.goto(item.path);
    await waitForHydration(page);
    await tapGo(page);
    // The fallback Chrome follows itself is the site's download page with the 口令 (issue 63,
    // deferred-link.spec.ts), not the app's download page: the token survives the way there.
    const fallback = encodeURIComponent(`${new URL(page.url()).origin}/davmu/share/download/index.html#kouling=`);
    const intent = `intent://open?${item.query}#Intent;scheme=${SCHEME};package=${ANDROID_PACKAGE};S.browser_fallback_url=${fallback}`;
    await expect.poll(() => navigations.find((url) => url.startsWith(intent))).toMatch(/;end$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(() => openAppEvents(request, userId))
      .toEqual([
        expect.objectContaining({
          behavior: 'open_app',
          tid: item.post_id,
          strategy: 'intent',
          fallback: 0,
          source: 'dialog',
        }),
      ]);
  });
});

test.describe('another Android browser (custom scheme)', () => {
  // The clipboard takes the 口令 (the tap copies it), so the fallback is the app's download page; a
  // browser that refuses the clipboard is deferred-link.spec.ts's.
  test.use({
    userAgent: UA.androidFirefox,
    viewport: { width: 390, height: 844 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('goes to the download page when the page is still visible after 2.5 s', async ({ page, request }) => {
    const item = await launchableArticle(request);
    const download = await downloadUrl(request);
    await serveDownloadPage(page, download);
    const userId = await tagDevice(page, 'open');
    const navigations = await recordNavigations(page);
    await page.clock.install();
    await page.goto(item.path);
    await waitForHydration(page);
    await tapGo(page);
    await expect.poll(() => navigations).toContain(`${SCHEME}://open?${item.query}`);
    await page.clock.runFor(2_400);
    expect(navigations).not.toContain(download);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(download);
    await expect
      .poll(() => openAppEvents(request, userId))
      .toEqual([expect.objectContaining({ strategy: 'scheme', fallback: 1, source: 'dialog' })]);
  });

  test('fires no fallback when the page is hidden within the timeout (the app opened)', async ({ page, request }) => {
    const item = await launchableArticle(request);
    const download = await downloadUrl(request);
    await serveDownloadPage(page, download);
    const userId = await tagDevice(page, 'open');
    const navigations = await recordNavigations(page);
    await page.clock.install();
    await page.goto(item.path);
    await waitForHydration(page);
    await tapGo(page);
    await expect.poll(() => navigations).toContain(`${SCHEME}://open?${item.query}`);
    await page.clock.runFor(1_000);
    // The app comes to the front: the page is hidden.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(5_000);
    expect(navigations).not.toContain(download);
    expect(page.url()).toContain(item.path);
    await expect
      .poll(() => openAppEvents(request, userId))
      .toEqual([expect.objectContaining({ strategy: 'scheme', fallback: 0 })]);
  });
});

test.describe('iOS Safari', () => {
  test.use({ userAgent: UA.iosSafari });
  test('立即前往 opens the Universal Link with the item', async ({ page, request }) => {
    const item = await launchableArticle(request);
    let opened = '';
    await page.route(`${UNIVERSAL_LINK}**`, (route) => {
      opened = route.request().url();
      return route.fulfill({ status: 200, contentType: 'text/html', body: 'universal link' });
    });
    await page.goto(item.path);
    await waitForHydration(page);
    await tapGo(page);
    await expect(page).toHaveURL(`${UNIVERSAL_LINK}?${item.query}`);
    expect(opened).toBe(`${UNIVERSAL_LINK}?${item.query}`);
  });
});

/** jweixin 1.6 in miniature: records config, verifies it a moment later. */
const FAKE_SDK = `(function () {
  var calls = (window.__wxCalls = []);
  var verified = false, queue = [];
  function record(name, args) { calls.push({ name: name, args: args === undefined ? null : JSON.parse(JSON.stringify(args)) }); }
  window.wx = {
    config: function (options) { record('config', options); verified = false;
      setTimeout(function () { verified = true; queue.splice(0).forEach(function (fn) { fn(); }); }, 20); },
    ready: function (fn) { verified ? fn() : queue.push(fn); },
    error: function () {},
    updateAppMessageShareData: function (data) { record('updateAppMessageShareData', data); },
    updateTimelineShareData: function (data) { record('updateTimelineShareData', data); },
  };
})();`;

test.describe('WeChat', () => {
  test.use({ userAgent: UA.wechat });

  test('configures the open tag and lays it over both buttons with the item as extinfo; its error event opens the download page', async ({
    page,
    request,
  }) => {
    const item = await launchableArticle(request);
    const download = await downloadUrl(request);
    await serveDownloadPage(page, download);
    const userId = await tagDevice(page, 'open');
    await page.route(SDK_URL, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_SDK }),
    );
    await page.goto(item.path);
    await waitForHydration(page);

    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as { __wxCalls?: Array<{ name: string; args: { openTagList?: string[] } }> }
            ).__wxCalls?.find((c) => c.name === 'config')?.args.openTagList,
        ),
      )
      .toEqual(['wx-open-launch-app']);
    const bannerTag = page.getByTestId('open-app-banner').locator('wx-open-launch-app');
    await expect(bannerTag).toHaveAttribute('appid', WX_OPEN_APP_ID);
    await expect(bannerTag).toHaveAttribute('extinfo', item.query);

    // The tag covers the button it lies over.
    const button = await page.getByTestId('open-app-banner').getByRole('button', { name: '打开APP' }).boundingBox();
    const tag = await bannerTag.boundingBox();
    expect(tag).toEqual(button);

    // The dialog of the like prompt carries the tag over 立即前往 too.
    await page.getByTestId('comment-footer-bar').getByRole('button', { name: /^点赞/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '请打开APP点赞' });
    const dialogTag = dialog.locator('wx-open-launch-app');
    await expect(dialogTag).toHaveAttribute('extinfo', item.query);
    expect(await dialogTag.boundingBox()).toEqual(await dialog.getByRole('button', { name: '立即前往' }).boundingBox());
    await dialog.getByRole('button', { name: '再考虑下' }).click();

    // The site's download page with the 口令 (issue 63, deferred-link.spec.ts), beside the app's link.
    await bannerTag.dispatchEvent('error', { detail: { errMsg: 'launch:fail' } });
    await expect(page).toHaveURL(/\/davmu\/share\/download\/index\.html#kouling=/);
    await expect(page.getByRole('link', { name: '去下载APP' })).toHaveAttribute('href', download);
    await expect
      .poll(() => openAppEvents(request, userId))
      .toEqual([expect.objectContaining({ strategy: 'wechat-open-tag', fallback: 1, source: 'banner' })]);
  });

  test('before the SDK is ready, 立即前往 shows the open-in-browser guide', async ({ page, request }) => {
    const item = await launchableArticle(request);
    await page.route(SDK_URL, (route) => route.abort());
    await page.goto(item.path);
    await waitForHydration(page);
    await tapGo(page);
    const guide = page.getByTestId('open-in-browser-guide');
    await expect(guide).toContainText('选择「在浏览器打开」');
    await guide.getByRole('button', { name: '我知道了' }).click();
    await expect(guide).toHaveCount(0);
  });
});

test.describe('QQ', () => {
  test.use({ userAgent: UA.qq });
  test('立即前往 shows the open-in-browser guide instead of a blocked link', async ({ page, request }) => {
    const item = await launchableArticle(request);
    const navigations = await recordNavigations(page);
    await page.goto(item.path);
    await waitForHydration(page);
    await tapGo(page);
    await expect(page.getByTestId('open-in-browser-guide')).toBeVisible();
    await expect(page.getByText('点击右上角 ··· 菜单')).toBeVisible();
    expect(navigations.filter((url) => !url.startsWith('http'))).toEqual([]);
  });
});

test.describe('the platform app', () => {
  test.use({ userAgent: UA.ownClient });
  test('shows no banner and no open-app dialog (the like prompt is a toast)', async ({ page, request }) => {
    const item = await launchableArticle(request);
    const html = await (await request.get(item.path, { headers: { 'user-agent': UA.ownClient } })).text();
    expect(html).not.toContain('data-testid="open-app-banner"');
    await page.goto(item.path);
    await waitForHydration(page);
    await expect(page.getByTestId('open-app-banner')).toHaveCount(0);
    await page.getByTestId('comment-footer-bar').getByRole('button', { name: /^点赞/ }).click();
    await expect(page.getByText('请打开APP点赞')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('再考虑下', () => {
  test.use({ userAgent: UA.androidChrome });
  test('closes the dialog and launches nothing', async ({ page, request }) => {
    const item = await launchableArticle(request);
    const navigations = await recordNavigations(page);
    await page.goto(item.path);
    await waitForHydration(page);
    await page.getByTestId('open-app-banner').getByRole('button', { name: '打开APP' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '再考虑下' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(navigations.filter((url) => !url.startsWith('http'))).toEqual([]);
  });
});

test.describe('the like prompt', () => {
  test.use({ userAgent: UA.androidChrome });
  test('its 立即前往 launches the app too', async ({ page, request }) => {
    const item = await launchableArticle(request);
    const navigations = await recordNavigations(page);
    await page.goto(item.path);
    await waitForHydration(page);
    await page.getByTestId('comment-footer-bar').getByRole('button', { name: /^点赞/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '请打开APP点赞' });
    await expect(dialog.getByRole('img').first()).toBeVisible();
    await dialog.getByRole('button', { name: '立即前往' }).click();
    await expect
      .poll(() => navigations.find((url) => url.startsWith('intent://')))
      .toContain(`intent://open?${item.query}#Intent;`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, userAgent: UA.iosSafari });
  test("the banner's 打开APP is a working link to the download page", async ({ page, request }) => {
    const item = await launchableArticle(request);
    const download = await downloadUrl(request);
    await serveDownloadPage(page, download);
    await page.goto(item.path);
    const banner = page.getByTestId('open-app-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: '打开APP' }).click();
    await expect(page).toHaveURL(download);
  });
});

test.describe('desktop page', () => {
  test.use({ userAgent: UA.desktop, isMobile: false, hasTouch: false, viewport: { width: 1280, height: 900 } });
  test('shows a QR code of the mobile address beside the phone frame, drawn on the server', async ({
    page,
    request,
  }) => {
    const item = await launchableArticle(request);
    await page.goto(item.path);
    await expect(page).toHaveURL(/\/pc\?url=/);
    const html = await (await request.get(page.url(), { headers: { 'user-agent': UA.desktop } })).text();
    expect(html).toMatch(/data-testid="pc-qr-code"[^>]*>.*?<svg[^>]*viewBox/s);
    const qr = page.getByTestId('pc-qr-code');
    await expect(qr).toBeVisible();
    const target = new URL(page.url()).searchParams.get('url');
    await expect(qr).toHaveAttribute('data-url', target as string);
    await expect(qr.getByRole('img', { name: '手机扫码，打开APP或继续阅读' }).locator('svg')).toBeVisible();
    const frame = await page.locator('iframe[title="mobile page"]').boundingBox();
    const code = await qr.boundingBox();
    expect(code && frame && code.x >= frame.x + frame.width).toBe(true);
  });
});
