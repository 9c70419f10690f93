/**
 * The live room's open-app dialog (issue 61, defect 1): 点赞 → 立即前往 reaches the launch or the guide
 * of the visitor's environment through open-app's one launch strategy, with its tracking beacon; the
 * dialog shows the site's logo, and in a mini program only 关闭弹窗. Scheme and intent navigations are
 * seen through the DevTools protocol, the Universal Link is fulfilled with page.route.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAppEvents, recordNavigations, seededItem, tagDevice, UA, waitForHydration } from './support';

const PRESS = '正在直播｜全市防汛工作新闻发布会';
const UNIVERSAL_LINK = 'https://link.davmu.test/open';
/** The demo platform's app (apps/platform-api/src/seed/demo-site.ts). */
const SCHEME = 'nanling';
const ANDROID_PACKAGE = 'cn.nanling.news';

/** Opens the room, taps 点赞 and returns the dialog it opens (its logo the site's, not the default). */
async function likeDialog(page: Page, request: APIRequestContext) {
  const item = await seededItem(request, PRESS);
  await page.goto(item.share_link);
  await waitForHydration(page);
  await page.getByTestId('live-status').getByRole('button', { name: /^点赞/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '请打开APP点赞' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', /.+/);
  await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
  return { item, dialog };
}

test.describe('Android Chrome', () => {
  test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 } });
  test('立即前往 launches the intent URL with the room and sends the beacon', async ({ page, request }) => {
    const userId = await tagDevice(page, 'live-open');
    const navigations = await recordNavigations(page);
    const { item, dialog } = await likeDialog(page, request);
    await dialog.getByRole('button', { name: '立即前往' }).click();
    await expect.poll(() => navigations.find((url) => url.startsWith('intent://'))).toContain(`stype=live`);
    const intent = navigations.find((url) => url.startsWith('intent://')) ?? '';
    expect(intent).toContain(`post_id=${item.post_id}`);
    expect(intent).toContain(`#Intent;scheme=${SCHEME};package=${ANDROID_PACKAGE};`);
    // Chrome's own fallback: the site's download page with the 口令 (issue 63, deferred-link.spec.ts).
    expect(intent).toContain(
      `S.browser_fallback_url=${encodeURIComponent(`${new URL(page.url()).origin}/davmu/share/download/index.html#kouling=`)}`,
    );
    await expect
      .poll(() => openAppEvents(request, userId))
      .toEqual([
        expect.objectContaining({ behavior: 'open_app', tid: item.post_id, strategy: 'intent', source: 'dialog' }),
      ]);
  });
});

/** The Universal Link, answered by a page of its own: returns what it was opened with ('' until then). */
async function routeUniversalLink(page: Page): Promise<() => string> {
  let opened = '';
  await page.route(`${UNIVERSAL_LINK}**`, (route) => {
    opened = route.request().url();
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>app</h1>' });
  });
  return () => opened;
}

/** The room opened with its Universal Link, and the open_app beacon stored for it. */
async function expectUniversalLinkLaunch(
  request: APIRequestContext,
  opened: () => string,
  userId: string,
  postId: string,
) {
  await expect.poll(opened).toContain(`post_id=${postId}`);
  expect(opened().startsWith(`${UNIVERSAL_LINK}?stype=live`)).toBe(true);
  await expect
    .poll(() => openAppEvents(request, userId))
    .toEqual([
      expect.objectContaining({ behavior: 'open_app', tid: postId, strategy: 'universal-link', source: 'dialog' }),
    ]);
}

test.describe('iOS Safari', () => {
  test.use({ userAgent: UA.iosSafari, viewport: { width: 390, height: 844 } });
  test('立即前往 opens the Universal Link with the room and sends the beacon', async ({ page, request }) => {
    const userId = await tagDevice(page, 'live-open');
    const opened = await routeUniversalLink(page);
    const { item, dialog } = await likeDialog(page, request);
    await dialog.getByRole('button', { name: '立即前往' }).click();
    await expectUniversalLinkLaunch(request, opened, userId, item.post_id);
  });

  test('a tap before the tracking code has arrived waits for it: the beacon leaves', async ({ page, request }) => {
    const userId = await tagDevice(page, 'live-open');
    const opened = await routeUniversalLink(page);
    // The tracking code is a chunk that arrives after hydration: held here until after the tap. An
    // event raised before it waits in the page, and a launch that left at once lost it with the page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/assets/tracking-runtime-*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    const { item, dialog } = await likeDialog(page, request);
    await expect.poll(() => asked).toBe(true);
    await dialog.getByRole('button', { name: '立即前往' }).click();
    // The launch waits (at most LINK_TOKEN_WAIT_MS, 1.5 s) for the tracking code.
    await page.waitForTimeout(300);
    expect(opened()).toBe('');
    release();
    await expectUniversalLinkLaunch(request, opened, userId, item.post_id);
  });
});

test.describe('WeChat before its open tag is ready', () => {
  test.use({ userAgent: UA.wechat, viewport: { width: 390, height: 844 } });
  test('立即前往 shows the open-in-browser guide and sends the guide beacon', async ({ page, request }) => {
    const userId = await tagDevice(page, 'live-open');
    const { item, dialog } = await likeDialog(page, request);
    await dialog.getByRole('button', { name: '立即前往' }).click();
    await expect(page.getByTestId('open-in-browser-guide')).toBeVisible();
    await expect
      .poll(() => openAppEvents(request, userId))
      .toEqual([expect.objectContaining({ behavior: 'open_app_guide', tid: item.post_id, source: 'dialog' })]);
  });
});

test.describe('mini program', () => {
  test.use({ userAgent: UA.miniProgram, viewport: { width: 390, height: 844 } });
  test('the dialog offers only 关闭弹窗, which closes it', async ({ page, request }) => {
    const { dialog } = await likeDialog(page, request);
    await expect(dialog.getByRole('button')).toHaveText(['关闭弹窗']);
    await dialog.getByRole('button', { name: '关闭弹窗' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
