import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, settledInView, testPhone } from './support';

/**
 * What the browser tests of a detail page's actions share (actions.spec.ts, logged out, and
 * actions-logged-in.spec.ts): the seeded items each writes to (each item that a test writes to is
 * written by that test only: tests run in parallel), the footer's controls, logging in and out, and
 * the platform refusals they script.
 */
const BASE = '/davmu/share';
/** The page's one personal request (is_collect, is_follow): the site's viewer state (issue 62). */
export const VIEWER_STATE = `${BASE}/api/viewer-state`;
export const ECONOMY = '一季度全省经济运行稳中有进，规上工业增加值同比增长6.2%'; // 28 comments, read only here
export const METRO = '地铁12号线今日开通初期运营，沿线25座车站同步启用'; // normal item the logged-in test writes to
export const DIMSUM = '老广的一盅两件：这五家早茶店开了超过半个世纪'; // media-account item (mp-food)
export const AI = '大模型走进政务大厅：AI助手一年答复群众咨询超百万次'; // media-account item (mp-tech)
export const SPACE = '新一代载人飞船完成首次飞行试验，返回舱顺利着陆'; // normal item of the draft-callback test
export const TRAFFIC = '五一假期出行提示：这些路段易拥堵，请错峰出行'; // enable_comment false
export const HOUSING = '公积金新政落地：首套房贷款额度上限提高至120万元'; // enable_comment true, comment_available 'false'
export const FLOWER = '迎春花市开锣：120个花档亮相，年桔、桃花最受欢迎'; // normal item, under 1000 collects: header count and star roll-back
export const WETLAND = '湿地公园迎来越冬候鸟，黑脸琵鹭数量创新高'; // normal item of the comment-limit test

export const footer = (page: Page) => page.getByTestId('comment-footer-bar');
export const commentInput = (page: Page) => footer(page).getByRole('textbox');
export const collectButton = (page: Page) => footer(page).getByRole('button', { name: /^收藏/ });
export const headerCollect = (page: Page) => page.getByTestId('detail-header').locator('.collect');
/** The comment count of the comments heading and of the footer (one number: all comments, replies included). */
export async function commentCounts(page: Page): Promise<[string, string]> {
  const heading = (await page.getByTestId('comments').getByRole('heading', { level: 2 }).textContent()) ?? '';
  const label =
    (await footer(page)
      .getByLabel(/^评论 /)
      .getAttribute('aria-label')) ?? '';
  return [heading.replace(/^评论\s*/, '').trim(), label.replace(/^评论 /, '')];
}
export const loginPanel = (page: Page) => page.getByRole('dialog', { name: '手机号登录' });
export const openAppDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: /立即前往|关闭弹窗/ });

/**
 * What each page logged (console, uncaught errors, failed requests), printed when its test fails: a
 * failure seen only in full runs is read from the report (the logout flake these tests had was a
 * layout shift under the tap, logOutFromFooter).
 */
const pageLogs = new WeakMap<Page, string[]>();
/** Keeps each page's log in the calling test file, printed when its test fails. */
export function keepPageLogs() {
  test.beforeEach(({ page }) => {
    const log: string[] = [];
    pageLogs.set(page, log);
    const at = () => `${(performance.now() / 1000).toFixed(1)} s`;
    page.on('console', (message) => log.push(`${at()} console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => log.push(`${at()} pageerror: ${error.message}`));
    page.on('requestfailed', (request) =>
      log.push(`${at()} requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
  });
  test.afterEach(({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const log = pageLogs.get(page) ?? [];
    console.log(
      [`page log of "${testInfo.title}" (${log.length} lines, the last 60):`, ...log.slice(-60)]
        .map((line) => line.slice(0, 400))
        .join('\n'),
    );
  });
}

export async function open(page: Page, link: string) {
  await page.goto(link);
  // Hydrated: the container marks the footer once its handlers are attached.
  await expect(page.locator('[data-testid="comment-footer-bar"][data-ready="true"]')).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** Logs in through whatever opened the panel, with the dev outbox's code. */
export async function logInThroughPanel(page: Page, request: APIRequestContext, seed: number) {
  const phone = testPhone(seed);
  const panel = loginPanel(page);
  await expect(panel).toBeVisible();
  await panel.getByPlaceholder('请输入手机号').fill(phone);
  await panel.getByRole('checkbox').check();
  // A second login within 60 s finds the button counting down: the code just used is accepted
  // again from the same device within 60 s (reference API rule), so it is read from the outbox.
  const send = panel.getByRole('button', { name: '获取验证码' });
  if (await send.isVisible()) {
    await send.click();
    await expect(panel.getByRole('button', { name: /s后重新获取/ })).toBeVisible();
  }
  const outbox = await (await request.get(`${API_URL}/dev/sms-outbox?tel=${phone}`)).json();
  await panel.getByPlaceholder('请输入验证码').fill(outbox.data.code);
  await panel.getByRole('button', { name: '登录', exact: true }).click();
  await expect(panel).toBeHidden();
}

/** 退出登录 at the page's foot, once the blocks above it have settled, and 确定 in its confirmation. */
export async function logOutFromFooter(page: Page) {
  const logout = page.getByRole('button', { name: '退出登录' });
  await settledInView(logout);
  await logout.click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
}

/** Spec §5: focusing the comment input while logged out opens the login panel (retried until hydrated). */
export async function focusOpensLogin(page: Page) {
  await expect(async () => {
    await commentInput(page).blur();
    await commentInput(page).focus();
    await expect(loginPanel(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Logs in without an SMS (the reference API caps code sends per address per hour): a password login
 * of a demo account through the API, its token saved where the site restores a session from (spec §4).
 */
const DEMO_ACCOUNT = { tel: '13912345678', password: 'Demo@2026' };
export async function logInByPassword(
  page: Page,
  reset: (headers: Record<string, string>) => Promise<unknown> = async () => undefined,
) {
  const answer = await (
    await page.request.post('/peony/v1/auth', {
      data: {
        appid: 1,
        platform: 'mobile',
        account: DEMO_ACCOUNT.tel,
        password: DEMO_ACCOUNT.password,
        device_id: 'e2e-actions',
      },
    })
  ).json();
  expect(answer.code).toBe(0);
  const { token, user_id } = answer.data as { token: string; user_id: string };
  // A run that stopped half-way must not leave the next one collected or following.
  await reset({ Authorization: token });
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user_id', u);
      document.cookie = `share_token=${t}; path=/`;
    },
    [token, user_id],
  );
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
}

export async function closeDialog(page: Page) {
  await openAppDialog(page)
    .getByRole('button', { name: /再考虑下|关闭弹窗/ })
    .click();
  await expect(openAppDialog(page)).toBeHidden();
}

export const seed = () => Math.floor(Math.random() * 80_000_000);

/** The reason of the failures the tests script: a platform refusal, with HTTP 200 or 500. */
export const REASON = '服务繁忙';
export const refusal = (status = 200) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ code: 500, message: REASON, data: null }),
});

/** A gate for a routed answer: the optimistic state is seen before the answer is let through. */
function hold() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Answers the write calls matching `pattern` with a refusal once the gate opens. */
export async function refuseWrites(page: Page, pattern: string, status = 200) {
  const gate = hold();
  await page.route(pattern, async (route) => {
    await gate.promise;
    await route.fulfill(refusal(status));
  });
  return gate;
}

/** The console's warnings: spec §8 keeps a failed action silent on the page, its reason goes there. */
export function consoleWarnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') lines.push(message.text());
  });
  return lines;
}

export async function expectSilentFailure(page: Page, warnings: string[], what: string) {
  await expect.poll(() => warnings.join('\n')).toContain(`[${what}] failed: ${REASON}`);
  await expect(page.getByText(REASON)).toHaveCount(0);
  await expect(openAppDialog(page)).toHaveCount(0);
}
