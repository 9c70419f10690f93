import { expect, test, type APIRequestContext } from '@playwright/test';
import { previewLinkOf, seededArticlePath, waitForHydration } from './support';

/**
 * The open-app banner as a visitor on a slow phone meets it (issue 16, points 8, 11 and 12): in the
 * server's HTML with logo, name, description and a working link; the image-failure placeholder for a
 * broken logo; the site logo in the open-app dialog; previews with their countdown and watermark in
 * place of the banner, and an expired preview that says so with a 404.
 */
const BASE = '/davmu/share';

interface H5Config {
  site_name: string;
  site_logo: string;
  descriptions: string;
}

async function h5Config(request: APIRequestContext): Promise<H5Config> {
  return JSON.parse((await (await request.get('/peony/v1/app/info')).json()).data.app_info).h5_config as H5Config;
}

async function downloadUrl(request: APIRequestContext): Promise<string> {
  return JSON.parse((await (await request.get('/peony/v1/system/static?module=app_download_url')).json()).data)
    .url as string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

test('the banner is in the server HTML with logo, name, description and 打开APP linking to the download page', async ({
  request,
}) => {
  const [site, download, path] = await Promise.all([
    h5Config(request),
    downloadUrl(request),
    seededArticlePath(request),
  ]);
  const html = await (await request.get(path)).text();
  const start = html.indexOf('data-testid="open-app-banner"');
  expect(start).toBeGreaterThan(-1);
  const banner = html.slice(start, html.indexOf('</header>', start));
  expect(banner).toContain(`src="${escapeHtml(site.site_logo)}"`);
  expect(banner).toContain(`>${site.site_name}<`);
  expect(banner).toContain(`>${site.descriptions}<`);
  expect(banner).toMatch(
    new RegExp(
      `<a[^>]*role="button"[^>]*href="${escapeHtml(download).replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}"[^>]*>打开APP</a>`,
    ),
  );
});

test('the banner is visible before any JavaScript has run', async ({ page, request }) => {
  const path = await seededArticlePath(request);
  // Hold every script back: what shows is the server's HTML alone.
  await page.route('**/*.js', () => undefined);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const banner = page.getByTestId('open-app-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: '打开APP' })).toBeVisible();
  const box = await banner.boundingBox();
  expect(box?.height).toBe(56);
});

test('a logo that fails to load shows the placeholder, and the open-app dialog shows the site logo', async ({
  page,
  request,
}) => {
  const site = await h5Config(request);
  const path = await seededArticlePath(request);
  await page.route(site.site_logo, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(path);
  await waitForHydration(page);
  const banner = page.getByTestId('open-app-banner');
  const logo = banner.getByRole('img', { name: site.site_name });
  await expect(logo.locator('svg')).toBeVisible();
  await expect(banner.locator('img')).toHaveCount(0);

  await page.unroute(site.site_logo);
  await page.reload();
  await waitForHydration(page);
  await page.getByTestId('open-app-banner').getByRole('button', { name: '打开APP' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '立即前往' });
  await expect(dialog.getByRole('img', { name: site.site_name })).toHaveAttribute('src', site.site_logo);
});

test.describe('previews', () => {
  test('a preview page shows the countdown and watermark instead of the open-app banner, and never the dialog', async ({
    page,
    request,
  }) => {
    const path = await previewLinkOf(request, await seededArticlePath(request));
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('data-testid="open-app-banner"');
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId('preview-watermark')).toHaveAttribute('data-text', '内部临时预览');
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByTestId('open-app-banner')).toHaveCount(0);
    await expect(page.locator('[data-slot="header"]')).toHaveCount(0);
    const controls = page.getByRole('button', { name: /^点赞|^收藏/ });
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) await control.dispatchEvent('click');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an expired preview says 预览链接已失效 with the 404 status', async ({ page }) => {
    const response = await page.goto(`${BASE}/preview-alice/doc/2026/11/draft-17/index.html`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('预览链接已失效')).toBeVisible();
    await expect(page.getByText('抱歉，您访问的页面不存在')).toHaveCount(0);
  });
});
