/**
 * Anonymous live chat is no dead end (issue 61, defect 6): tapping 登录后参与互动 opens the phone
 * login panel; dismissing it leaves the input alone (focus returns there without reopening it).
 */
import { expect, test } from '@playwright/test';
import { seededItem, waitForHydration } from './support';

const PRESS = '正在直播｜全市防汛工作新闻发布会';

test('tapping 登录后参与互动 opens the login panel', async ({ page, request }) => {
  await page.goto((await seededItem(request, PRESS)).share_link);
  await waitForHydration(page);
  await page.getByTestId('live-chat').getByPlaceholder('登录后参与互动').click();
  const panel = page.getByRole('dialog', { name: '手机号登录' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Focus came back to the input: the panel stays closed.
  await page.waitForTimeout(500);
  await expect(panel).toBeHidden();
});
