/**
 * Where 打开APP and the demo H5 cards lead (issue 61, defect 3): the demo download page looks like
 * the product's (the app's icon and name, App Store and Android buttons, a way back to the story),
 * and every demo H5 page of the reference API's media folder looks like a real activity page —
 * styled, with its way back and its call to the app, and no note to operators.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seededArticlePath, waitForHydration } from './support';

const H5_DIR = path.resolve(__dirname, '../../platform-api/assets/h5');
const PAGES = readdirSync(H5_DIR).filter((name) => name.endsWith('.html'));
const DOWNLOAD = '/media/h5/app-download.html';

/** Every image of the page has loaded (none broken). */
async function expectImagesLoaded(page: Page) {
  const broken = await page.evaluate(() =>
    [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
  );
  expect(broken).toEqual([]);
}

/** The page is styled as the product: the shared style sheet applies, no operator's note shows. */
async function expectProductLook(page: Page) {
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(244, 245, 247)');
  await expect(page.getByText(/DEMO_|运营方|示例页面|参考平台/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: '返回' })).toBeVisible();
  await expectImagesLoaded(page);
}

test('the download page shows the app icon and name, store buttons, and a way back', async ({ page, request }) => {
  const story = await seededArticlePath(request);
  await page.goto(story);
  await waitForHydration(page);
  // As the download strategy goes there: from the story, by location.assign.
  await page.evaluate((url) => window.location.assign(url), DOWNLOAD);
  await page.waitForURL(`**${DOWNLOAD}`);
  await expect(page.getByRole('img', { name: '南岭新闻' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '南岭新闻' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'App Store 下载' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\//,
  );
  await expect(page.getByRole('link', { name: '安卓版下载' })).toHaveAttribute('href', /^https:\/\//);
  await expectProductLook(page);
  // The site serves media HTML without scripts (its CSP): 返回 is a link to the site, and the
  // browser's back returns to the story.
  await expect(page.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/davmu/share/');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${story.replace(/[.]/g, '\\.')}$`));
});

for (const name of PAGES.filter((file) => `/media/h5/${file}` !== DOWNLOAD)) {
  test(`the demo H5 page ${name} looks like an activity page and calls to the app`, async ({ page }) => {
    const response = await page.goto(`/media/h5/${name}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectProductLook(page);
    await expect(page.getByRole('link', { name: /^去APP/ })).toHaveAttribute('href', 'app-download.html');
  });
}
