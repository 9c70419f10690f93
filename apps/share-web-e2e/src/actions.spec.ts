import { expect, test } from '@playwright/test';
import { MOBILE_UA } from '../playwright.config';
import { chunkOf, seededItem, waitForHydration } from './support';
import {
  ECONOMY,
  DIMSUM,
  TRAFFIC,
  HOUSING,
  WETLAND,
  footer,
  commentInput,
  collectButton,
  commentCounts,
  loginPanel,
  openAppDialog,
  open,
  logInThroughPanel,
  focusOpensLogin,
  seed,
  keepPageLogs,
} from './detail-actions';

/**
 * Comments, collect, follow and the like prompt on detail pages (issue 7; spec §2, §4–§8) logged out,
 * the comment limit and a mini program's messages, against the reference API. Logged in:
 * actions-logged-in.spec.ts.
 */
keepPageLogs();

test.describe('logged out', () => {
  test('comments list: 10 a page, load more, replies on demand, author, ip_location, time, stars', async ({
    page,
    request,
  }) => {
    const economy = await seededItem(request, ECONOMY);
    await open(page, economy.share_link);
    const comments = page.getByTestId('comments');
    await expect(comments.getByTestId('comment')).toHaveCount(10);
    // One count, heading and footer alike: all comments, replies included (the item's comment_count),
    // more than the list's top-level count.
    const all = (await (await request.get(`/peony/v1/content/detail/${economy.post_id}`)).json()).data
      .comment_count as number;
    const topLevel = (await (await request.get(`/peony/v1/comment/${economy.post_id}`)).json()).data.count as number;
    expect(all).toBeGreaterThan(topLevel);
    expect(await commentCounts(page)).toEqual([String(all), String(all)]);
    const first = comments.getByTestId('comment').first();
    await expect(first).toContainText('数据亮眼，希望下半年继续保持！');
    await expect(first.getByTestId('ip-location').first()).not.toBeEmpty();
    await expect(first.locator('time').first()).toHaveText(/(秒|分钟|小时|天)前|\d{4}/);
    await expect(first.getByRole('button', { name: /^点赞 / }).first()).toBeVisible();

    await comments.getByRole('button', { name: '加载更多' }).click();
    await expect(comments.getByTestId('comment')).toHaveCount(20);
    await comments.getByRole('button', { name: '加载更多' }).click();
    await expect(comments.getByTestId('comment')).toHaveCount(28);
    await expect(comments.getByRole('button', { name: '没有更多了' })).toBeDisabled();

    // '新能源汽车增长31.5%…' has three replies: two inline, the third on demand.
    const thread = comments.getByTestId('comment').filter({ hasText: '新能源汽车增长31.5%，这个速度太快了。' });
    await expect(thread.getByTestId('reply')).toHaveCount(2);
    const childCall = page.waitForRequest((r) => /\/peony\/v1\/comment\/\w{8}\/\w{8}/.test(r.url()));
    await thread.getByRole('button', { name: '展开1条回复' }).click();
    await childCall;
    await expect(thread.getByTestId('reply')).toHaveCount(3);
    await expect(thread.getByText('补贴政策也功不可没。')).toBeVisible();
    await expect(thread.getByRole('button', { name: /展开/ })).toHaveCount(0);
  });

  test('a tap on the comments’ 加载更多 before the comment list’s code has arrived loads page 2 once it has', async ({
    page,
    request,
  }) => {
    const economy = await seededItem(request, ECONOMY);
    // The comment list's chunk (not in the first load: it comes once the page is idle) is held back.
    const chunk = chunkOf('libs/content-detail/src/lib/comments/paged-comments-panel.tsx');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(
      (url) => url.pathname === chunk,
      async (route) => {
        asked = true;
        await held;
        await route.continue();
      },
    );
    const pages: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === `/peony/v1/comment/${economy.post_id}` && url.searchParams.get('page') === '2')
        pages.push(url.search);
    });
    await page.goto(economy.share_link);
    await waitForHydration(page);
    await expect.poll(() => asked).toBe(true);

    const comments = page.getByTestId('comments');
    await expect(comments.getByTestId('comment')).toHaveCount(10);
    // The list cannot hydrate yet: the tap lands on the server's button, and nothing is asked for.
    await comments.getByRole('button', { name: '加载更多' }).click();
    await page.waitForTimeout(300);
    expect(pages).toHaveLength(0);

    release();
    // Replayed once the list has hydrated (within the 10 s a tap is kept): page 2, once, under the first 10.
    await expect(comments.getByTestId('comment')).toHaveCount(20, { timeout: 9_000 });
    await page.waitForTimeout(300);
    expect(pages).toHaveLength(1);
  });

  test('anonymous visitors: focus, send, collect and star open the login panel; blank is refused; like prompts the app', async ({
    page,
    request,
  }) => {
    const economy = await seededItem(request, ECONOMY);
    await open(page, economy.share_link);
    await expect(commentInput(page)).toHaveAttribute('placeholder', '我来讲两句');

    await footer(page).getByRole('button', { name: '发送' }).click();
    await expect(page.getByText('评论不能为空～')).toBeVisible();

    await focusOpensLogin(page);
    await loginPanel(page).getByRole('button', { name: '关闭' }).first().click();
    await expect(loginPanel(page)).toBeHidden();

    await collectButton(page).click();
    await expect(loginPanel(page)).toBeVisible();
    await loginPanel(page).getByRole('button', { name: '关闭' }).first().click();

    await page
      .getByTestId('comment')
      .first()
      .getByRole('button', { name: /^点赞 / })
      .first()
      .click();
    await expect(loginPanel(page)).toBeVisible();
    await loginPanel(page).getByRole('button', { name: '关闭' }).first().click();

    // Liking is never done on the page (spec §1, §5).
    let liked = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /like|star/.test(r.url())) liked = true;
    });
    await footer(page).getByRole('button', { name: /^点赞/ }).click();
    await expect(openAppDialog(page)).toContainText('请打开APP点赞');
    await expect(openAppDialog(page).getByRole('button', { name: '立即前往' })).toBeVisible();
    await expect(openAppDialog(page).getByRole('button', { name: '再考虑下' })).toBeVisible();
    expect(liked).toBe(false);
  });

  for (const title of [TRAFFIC, HOUSING]) {
    test(`closed comments (${title.slice(0, 6)}…): the label 评论已关闭, the toast 评论已关闭～, no input`, async ({
      page,
      request,
    }) => {
      const closed = await seededItem(request, title);
      await open(page, closed.share_link);
      await expect(commentInput(page)).toHaveCount(0);
      await footer(page).getByRole('button', { name: '评论已关闭' }).click();
      await expect(page.getByText('评论已关闭～')).toBeVisible();
      await expect(loginPanel(page)).toBeHidden();
    });
  }

  test('media-account item: follow opens the login panel; comments come from /guzzle', async ({ page, request }) => {
    const dimsum = await seededItem(request, DIMSUM);
    expect(dimsum.mp).toBe(1);
    await open(page, dimsum.share_link);
    await expect(page.getByTestId('comment')).toHaveCount(2);
    await page.getByTestId('mp-account').getByRole('button', { name: '关注' }).click();
    await expect(loginPanel(page)).toBeVisible();
  });
});

test.describe('comment limit', () => {
  test('too many comments too fast: the platform refuses the next one and the site shows 评论太频繁，请稍后再试 as a toast', async ({
    page,
    request,
  }) => {
    const wetland = await seededItem(request, WETLAND);
    await open(page, wetland.share_link);
    await focusOpensLogin(page);
    await logInThroughPanel(page, request, seed());
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const text = `候鸟来了 ${Date.now()}`;
    await commentInput(page).fill(text);
    // The same visitor spends their comment writes elsewhere (another tab): a burst, then a few a
    // minute (COMMENT_BURST, COMMENT_PER_MINUTE of the test platform), until the platform refuses.
    let refusal: unknown = null;
    for (let n = 1; n <= 200 && refusal === null; n += 1) {
      const answer = await (
        await request.post(`/peony/v1/comment/${wetland.post_id}`, {
          headers: { Authorization: token ?? '' },
          data: { content: `连发第${n}条`, comment_type: 1 },
        })
      ).json();
      if (answer.code !== 0) refusal = answer;
    }
    expect(refusal).toEqual({ code: 429, message: '评论太频繁，请稍后再试', data: null });
    await footer(page).getByRole('button', { name: '发送' }).click();
    await expect(page.getByRole('status').filter({ hasText: '评论太频繁，请稍后再试' })).toBeVisible();
    await expect(openAppDialog(page)).toHaveCount(0);
    await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);
  });
});

test.describe('inside a mini program', () => {
  test.use({ userAgent: `${MOBILE_UA} miniProgram` });
  test.describe.configure({ timeout: 60_000 });

  test('a success message is a toast, not the dialog; the like prompt offers only 关闭弹窗', async ({
    page,
    request,
  }) => {
    const dimsum = await seededItem(request, DIMSUM);
    await open(page, dimsum.share_link);
    // The banner is hidden in a mini program: focusing the comment input opens the login panel.
    await focusOpensLogin(page);
    await logInThroughPanel(page, request, seed());
    await page.waitForTimeout(600); // mini-program detection runs after 500 ms (spec §9)
    await collectButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: '收藏成功' })).toBeVisible();
    await expect(openAppDialog(page)).toHaveCount(0);
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'true');
    await collectButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: '取消收藏成功' })).toBeVisible();

    await footer(page).getByRole('button', { name: /^点赞/ }).click();
    await expect(openAppDialog(page)).toContainText('请打开APP点赞');
    await expect(openAppDialog(page).getByRole('button', { name: '关闭弹窗' })).toBeVisible();
    await expect(openAppDialog(page).getByRole('button', { name: '立即前往' })).toHaveCount(0);
  });
});
