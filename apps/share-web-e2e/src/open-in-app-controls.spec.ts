/**
 * The page's own open-in-app controls go through open-app's one launch strategy, never a bare link:
 * sp_topic's 在APP中打开 (issue 61, defect 4: a bare scheme link did nothing in WeChat) and an
 * activity's 打开APP参与活动 (a bare link to the download page, which WeChat does not open and a mini
 * program's web-view cannot). Each opens the open-app dialog at the item; 立即前往 then shows WeChat's
 * guide, or launches the intent on Android Chrome, each with its beacon.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  openAppEvents,
  OWN_CLIENT_UA,
  recordNavigations,
  seededItem,
  tagDevice,
  UA,
  waitForHydration,
} from './support';

/** Each control: the seeded item it stands on, its content type, and the control on the page. */
const CONTROLS = [
  {
    name: 'sp_topic 在APP中打开',
    title: '聚焦两会｜代表委员话发展',
    stype: 'sp_topic',
    control: (page: Page) => page.getByTestId('sp-topic-card').getByRole('button', { name: '在APP中打开' }),
  },
  {
    name: 'activity 打开APP参与活动',
    title: '马拉松志愿者招募报名表',
    stype: 'cloud_form',
    control: (page: Page) => page.getByRole('link', { name: '打开APP参与活动' }),
  },
] as const;
type Control = (typeof CONTROLS)[number];

async function tapOpenInApp(page: Page, request: APIRequestContext, control: Control) {
  const item = await seededItem(request, control.title);
  const navigations = await recordNavigations(page);
  await page.goto(item.share_link);
  await waitForHydration(page);
  await control.control(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '立即前往' }).click();
  return { item, navigations };
}

for (const control of CONTROLS) {
  test.describe(control.name, () => {
    test.describe('WeChat', () => {
      test.use({ userAgent: UA.wechat });
      test('立即前往 shows the open-in-browser guide, with its beacon', async ({ page, request }) => {
        const userId = await tagDevice(page, 'open-in-app');
        const { item, navigations } = await tapOpenInApp(page, request, control);
        await expect(page.getByTestId('open-in-browser-guide')).toBeVisible();
        // The page stays: neither the scheme nor the download page is opened where WeChat blocks them.
        expect(navigations).toEqual([]);
        await expect
          .poll(() => openAppEvents(request, userId))
          .toEqual([expect.objectContaining({ behavior: 'open_app_guide', tid: item.post_id })]);
      });
    });

    test.describe('Android Chrome', () => {
      test.use({ userAgent: UA.androidChrome });
      test('立即前往 launches the intent URL at the item, with its beacon', async ({ page, request }) => {
        const userId = await tagDevice(page, 'open-in-app');
        const { item, navigations } = await tapOpenInApp(page, request, control);
        await expect
          .poll(() => navigations.find((url) => url.startsWith('intent://')))
          .toContain(`stype=${control.stype}&id=${item.post_id}`);
        await expect
          .poll(() => openAppEvents(request, userId))
          .toEqual([expect.objectContaining({ behavior: 'open_app', tid: item.post_id, strategy: 'intent' })]);
      });
    });
  });
}

const ACTIVITY = CONTROLS[1];

test.describe('activity 打开APP参与活动 in a mini program', () => {
  test.use({ userAgent: `${UA.wechat} miniProgram` });
  test('opens the dialog with only 关闭弹窗, and leaves the page nowhere', async ({ page, request }) => {
    const item = await seededItem(request, ACTIVITY.title);
    await page.goto(item.share_link);
    await waitForHydration(page);
    await ACTIVITY.control(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: '关闭弹窗' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '立即前往' })).toHaveCount(0);
    await dialog.getByRole('button', { name: '关闭弹窗' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(item.share_link);
  });
});

test.describe("sp_topic 在APP中打开 in the platform's own app", () => {
  test.use({ userAgent: OWN_CLIENT_UA });
  test('stays the link to the app address: no open-app dialog, whose 立即前往 could do nothing there', async ({
    page,
    request,
  }) => {
    const item = await seededItem(request, CONTROLS[0].title);
    await page.goto(item.share_link);
    await waitForHydration(page);
    const card = page.getByTestId('sp-topic-card');
    await expect(card.getByRole('link', { name: '在APP中打开' })).toHaveAttribute('href', /\S/);
    await expect(card.getByRole('button', { name: '在APP中打开' })).toHaveCount(0);
  });
});

test.describe("activity in the platform's own app", () => {
  test.use({ userAgent: OWN_CLIENT_UA });
  test('shows no 打开APP参与活动: the visitor is in the app', async ({ page, request }) => {
    const item = await seededItem(request, ACTIVITY.title);
    await page.goto(item.share_link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: ACTIVITY.title })).toBeVisible();
    await expect(ACTIVITY.control(page)).toHaveCount(0);
  });
});
