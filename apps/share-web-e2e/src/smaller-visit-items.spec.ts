// Issue 29 point 9, the site's smaller items (the live chat's welcome rows are visitor-details.spec's): the
// mini program's router control speaks Chinese, the preview watermark stays out of the page text
// and the accessibility tree, and the first share-config request carries a token.
import { expect, test } from '@playwright/test';
import { previewLinkOf, seededArticlePath, waitForHydration } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('in a mini program', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 miniProgram/wx123',
  });
  test('the back/forward control is labelled 后退 and 前进', async ({ page, request }) => {
    await page.goto(await seededArticlePath(request));
    await waitForHydration(page);
    const control = page.getByRole('navigation', { name: '前进后退' });
    await expect(control.getByRole('button', { name: '后退' })).toBeVisible();
    await expect(control.getByRole('button', { name: '前进' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(back|forward)$/ })).toHaveCount(0);
  });
});

test('the preview watermark shows 内部临时预览 on screen but puts it neither into the page text nor the accessibility tree', async ({
  page,
  request,
}) => {
  const path = await previewLinkOf(request, await seededArticlePath(request));
  await page.goto(`${path}&_=${Date.now()}`);
  await waitForHydration(page);
  const watermark = page.getByTestId('preview-watermark');
  await expect(watermark).toBeVisible();
  const drawn = await watermark
    .locator('span')
    .first()
    .evaluate((mark) => getComputedStyle(mark, '::before').content);
  expect(drawn).toBe('"内部临时预览"');
  // Once, in the countdown banner's sentence; the 72 marks of the watermark add nothing.
  const banner = /内部临时预览，链接将在 \d{2}:\d{2} 后失效/;
  const text = await page.evaluate(() => document.body.innerText);
  expect(text.split('内部临时预览').length - 1).toBe(1);
  expect(text).toMatch(banner);
  const tree = await page.locator('body').ariaSnapshot();
  expect(tree.split('内部临时预览').length - 1).toBe(1);
});

test.describe('WeChat share setup', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
  });
  test('the first /peony/v1/system/wxshare goes out after the anonymous token, carrying it', async ({
    page,
    request,
  }) => {
    await page.route('https://wx-sdk.test/jweixin.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: 'window.wx={config:function(){},ready:function(f){setTimeout(f,0)},error:function(){},updateAppMessageShareData:function(){},updateTimelineShareData:function(){}};',
      }),
    );
    const order: string[] = [];
    const authorizations: string[] = [];
    let anonymousToken = '';
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/peony/v1/auth' && response.request().method() === 'POST') {
        // Recorded when the answer arrives, not once its body is read: a request sent meanwhile came after it.
        order.push('auth');
        anonymousToken = (await response.json()).data.token;
      }
    });
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname !== '/peony/v1/system/wxshare') return;
      order.push('wxshare');
      authorizations.push(sent.headers()['authorization'] ?? '');
    });
    await page.goto(await seededArticlePath(request));
    await waitForHydration(page);
    await expect.poll(() => authorizations.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(order.indexOf('auth')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('auth')).toBeLessThan(order.indexOf('wxshare'));
    expect(authorizations[0]).not.toBe('');
    expect(authorizations[0]).toContain(anonymousToken);
  });
});

test("a visitor reaches a module that shows 暂不支持该模块: the bottom bar's 本地 opens 本地服务, whose 热门话题 answers with the toast", async ({
  page,
}) => {
  await page.goto('/davmu/share/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '本地' }).click();
  await expect(page).toHaveURL(/\/davmu\/share\/content_model\/index\.html\?id=[A-Za-z0-9]{8}&group=[A-Za-z0-9]{8}$/);
  await waitForHydration(page);
  const screen = page.getByTestId('screen');
  await expect(screen).toHaveAttribute('data-screen', 'ContentModel');
  await expect(screen.getByRole('heading', { name: '本地服务' })).toBeVisible();
  await screen.getByRole('button', { name: '热门话题' }).click();
  const toast = page.getByRole('status').filter({ hasText: '暂不支持该模块' });
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((el) => (el as HTMLElement).innerText)).toBe('暂不支持该模块\n请到APP查看哦～');
  await page.screenshot({ path: test.info().outputPath('module-toast.png') });
});
