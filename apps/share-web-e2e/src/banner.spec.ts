import { expect, test } from '@playwright/test';
import { OWN_CLIENT_UA, waitForHydration } from './support';

const BASE = '/davmu/share';

test.describe('open-app banner and dialog', () => {
  test('shows the site from h5_config and opens the open-app dialog; 再考虑下 closes it', async ({ page, request }) => {
    const appInfo = JSON.parse((await (await request.get('/peony/v1/app/info')).json()).data.app_info);
    await page.goto(`${BASE}/search/index.html`);
    // Before hydration 打开APP is a plain link to the download page (open-app-banner.spec.ts).
    await waitForHydration(page);
    const banner = page.getByTestId('open-app-banner');
    await expect(banner.getByText(appInfo.h5_config.site_name, { exact: true })).toBeVisible();
    await expect(banner.getByText(appInfo.h5_config.descriptions)).toBeVisible();
    await expect(banner.getByRole('img', { name: appInfo.h5_config.site_name })).toHaveAttribute(
      'src',
      appInfo.h5_config.site_logo,
    );

    await banner.getByRole('button', { name: '打开APP' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '立即前往' });
    await expect(dialog.getByRole('button', { name: '立即前往' })).toBeVisible();
    await dialog.getByRole('button', { name: '再考虑下' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the theme colour comes from the app info on the first paint', async ({ request }) => {
    const appInfo = JSON.parse((await (await request.get('/peony/v1/app/info')).json()).data.app_info);
    const html = await (await request.get(`${BASE}/search/index.html`)).text();
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`--primary-color:${appInfo.primaryColor}`);
  });

  test('is not shown with the preview query flag', async ({ page }) => {
    await page.goto(`${BASE}/search/index.html?preview=1`);
    await expect(page.getByTestId('screen')).toBeVisible();
    await page.waitForTimeout(700);
    await expect(page.getByTestId('open-app-banner')).toHaveCount(0);
  });
});

test.describe('in a phone browser that is neither iOS nor Android', () => {
  // HarmonyOS NEXT: no launch to try, the download page is the way (WeChat, the default agent, gets
  // the open tag or the open-in-browser guide: open-app.spec.ts).
  test.use({
    userAgent:
      'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  });
  test('立即前往 goes to the app download address of the site config', async ({ page, request }) => {
    const download = JSON.parse(
      (await (await request.get('/peony/v1/system/static?module=app_download_url')).json()).data,
    ).url as string;
    await page.route(download, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'download page' }),
    );
    await page.goto(`${BASE}/search/index.html`);
    await waitForHydration(page);
    await page.getByTestId('open-app-banner').getByRole('button', { name: '打开APP' }).click();
    await page.getByRole('button', { name: '立即前往' }).click();
    await expect(page).toHaveURL(download);
  });
});

test.describe('inside the platform app', () => {
  test.use({
    userAgent: OWN_CLIENT_UA,
  });
  test('the banner is not shown', async ({ page }) => {
    await page.goto(`${BASE}/search/index.html`);
    await expect(page.getByTestId('screen')).toBeVisible();
    await page.waitForTimeout(700);
    await expect(page.getByTestId('open-app-banner')).toHaveCount(0);
  });
});
