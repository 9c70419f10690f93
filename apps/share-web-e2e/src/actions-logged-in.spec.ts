import { expect, test } from '@playwright/test';
import { seededItem } from './support';
import {
  VIEWER_STATE,
  METRO,
  DIMSUM,
  AI,
  SPACE,
  FLOWER,
  footer,
  commentInput,
  collectButton,
  headerCollect,
  commentCounts,
  openAppDialog,
  open,
  logInThroughPanel,
  logOutFromFooter,
  focusOpensLogin,
  logInByPassword,
  closeDialog,
  seed,
  REASON,
  refusal,
  refuseWrites,
  consoleWarnings,
  expectSilentFailure,
  keepPageLogs,
} from './detail-actions';

/**
 * Comments, collect, follow and stars on detail pages (issue 7; spec §4–§8) logged in, for a normal and a
 * media-account (actor mp) item, against the reference API; failed writes roll back silently.
 */
keepPageLogs();

test.describe('logged in', () => {
  // Each test walks a whole rule set with a login: more than the default 30 s on a 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test('normal item: comment, reply, one send per double tap, blur clears reply mode, collect with roll-back, star, logout resets', async ({
    page,
    request,
  }) => {
    const metro = await seededItem(request, METRO);
    await open(page, metro.share_link);
    await logInByPassword(page, (headers) =>
      page.request.post(`/peony/v1/collection/${metro.post_id}`, {
        headers,
        data: { type: 'del', cid: metro.post_id },
      }),
    );

    // Blank content.
    await commentInput(page).fill('   ');
    await footer(page).getByRole('button', { name: '发送' }).click();
    await expect(page.getByText('评论不能为空～')).toBeVisible();

    // One comment count on the page, heading and footer alike.
    const [headingBefore, footerBefore] = await commentCounts(page);
    expect(headingBefore).toBe(footerBefore);

    // A comment, double-tapped: sent once, shown first without a reload, 评论成功 as the open-app dialog.
    const text = `终于通车了 ${Date.now()}`;
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/peony/v1/comment/')) posts.push(r.postData() ?? '');
    });
    await commentInput(page).fill(text);
    // The answer waits until the double tap is over: a fast answer would open the dialog under the
    // second tap, which then lands on the dialog's backdrop and dismisses it.
    await page.route('**/peony/v1/comment/**', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fallback();
    });
    await footer(page).getByRole('button', { name: '发送' }).dblclick();
    await expect(openAppDialog(page)).toContainText('评论成功');
    await page.unroute('**/peony/v1/comment/**');
    await expect(page.getByTestId('comment').first()).toContainText(text);
    expect(posts).toHaveLength(1);
    // Both counts moved together by the one comment.
    expect(await commentCounts(page)).toEqual([String(Number(footerBefore) + 1), String(Number(footerBefore) + 1)]);
    expect(JSON.parse(posts[0])).toMatchObject({ content: text, comment_type: 1, track_id: expect.any(String) });
    await expect(commentInput(page)).toHaveValue('');
    await closeDialog(page);

    // Reply mode: the placeholder names the alias; blur clears it.
    const target = page.getByTestId('comment').filter({ hasText: '参与建设了三年，终于通车了，自豪！' });
    const alias = (await target.locator('.who').textContent()) ?? '';
    await target.getByRole('button', { name: `回复 ${alias}` }).click();
    await expect(commentInput(page)).toHaveAttribute('placeholder', `回复 ${alias}`);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(commentInput(page)).toHaveAttribute('placeholder', '我来讲两句');

    // A reply: target fields sent, 评论已发送, it appears in the thread.
    await target.getByRole('button', { name: `回复 ${alias}` }).click();
    const replyText = `致敬建设者 ${Date.now()}`;
    await commentInput(page).fill(replyText);
    await footer(page).getByRole('button', { name: '发送' }).click();
    await expect(openAppDialog(page)).toContainText('评论已发送');
    expect(JSON.parse(posts[1])).toMatchObject({
      content: replyText,
      comment_type: 2,
      target_user_alias: alias,
      parent_id: expect.any(String),
      target_user_id: expect.any(String),
    });
    await expect(target.getByTestId('reply').filter({ hasText: replyText })).toBeVisible();
    await expect(commentInput(page)).toHaveAttribute('placeholder', '我来讲两句');
    await closeDialog(page);

    // Star a comment: pressed and counted.
    const starButton = target.getByRole('button', { name: /^点赞 / }).first();
    const before = Number(((await starButton.textContent()) ?? '').replace(/\D/g, '')) || 0;
    await starButton.click();
    await expect(target.getByRole('button', { name: /^点赞 / }).first()).toHaveAttribute('aria-pressed', 'true');
    expect(before).toBeGreaterThanOrEqual(0);

    // A failed collect stops silently and rolls back the optimistic star.
    await page.route('**/peony/v1/collection/**', (route) => route.fulfill(refusal()));
    await collectButton(page).click();
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(openAppDialog(page)).toBeHidden();
    await expect(page.getByText(REASON)).toHaveCount(0);
    await page.unroute('**/peony/v1/collection/**');

    // Collect, fetched again after a reload, then uncollect.
    const collectCall = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/peony/v1/collection/'));
    await collectButton(page).click();
    expect((await collectCall).postDataJSON()).toMatchObject({ type: 'add', cid: metro.post_id });
    await expect(openAppDialog(page)).toContainText('收藏成功');
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'true');
    await closeDialog(page);
    await page.reload();
    await expect(page.locator('[data-testid="comment-footer-bar"][data-ready="true"]')).toBeVisible({
      timeout: 15_000,
    });
    await page.waitForLoadState('networkidle');
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'true');
    await collectButton(page).click();
    await expect(openAppDialog(page)).toContainText('取消收藏成功');
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'false');
    await closeDialog(page);

    // The collect state resets on logout.
    await collectButton(page).click();
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'true');
    await closeDialog(page);
    await logOutFromFooter(page);
    await expect(page.getByText('退出登录成功~')).toBeVisible();
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('media-account item: follow 1 / unfollow 0, collect, comment and star through /guzzle', async ({
    page,
    request,
  }) => {
    const ai = await seededItem(request, AI);
    expect(ai.mp).toBe(1);
    await open(page, ai.share_link);
    const uid = (await (await request.get(`/guzzle/v1/content/detail/${ai.post_id}`)).json()).data.mp_user_id as string;
    await logInByPassword(page, (headers) =>
      Promise.all([
        page.request.post(`/guzzle/v1/mp/follow/${uid}`, { headers, data: { type: 0 } }),
        page.request.post(`/guzzle/v1/collection/${ai.post_id}`, { headers, data: { type: 'del', cid: ai.post_id } }),
      ]),
    );

    const account = page.getByTestId('mp-account');
    const follow = page.waitForRequest((r) => r.url().includes('/guzzle/v1/mp/follow/'));
    await account.getByRole('button', { name: '关注' }).click();
    expect((await follow).postDataJSON()).toEqual({ type: 1 });
    await expect(openAppDialog(page)).toContainText('关注成功');
    await expect(account.getByRole('button', { name: '已关注' })).toBeVisible();
    await closeDialog(page);
    await page.reload();
    await expect(page.locator('[data-testid="comment-footer-bar"][data-ready="true"]')).toBeVisible({
      timeout: 15_000,
    });
    await page.waitForLoadState('networkidle');
    await expect(account.getByRole('button', { name: '已关注' })).toBeVisible();
    const unfollow = page.waitForRequest((r) => r.url().includes('/guzzle/v1/mp/follow/'));
    await account.getByRole('button', { name: '已关注' }).click();
    expect((await unfollow).postDataJSON()).toEqual({ type: 0 });
    await expect(openAppDialog(page)).toContainText('取消关注成功');
    await expect(account.getByRole('button', { name: '关注' })).toBeVisible();
    await closeDialog(page);

    const collect = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/guzzle/v1/collection/'));
    await collectButton(page).click();
    expect((await collect).postDataJSON()).toMatchObject({ type: 'add', cid: ai.post_id });
    await expect(openAppDialog(page)).toContainText('收藏成功');
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'true');
    await closeDialog(page);
    await collectButton(page).click();
    await expect(openAppDialog(page)).toContainText('取消收藏成功');
    await closeDialog(page);

    const text = `AI办事真方便 ${Date.now()}`;
    const comment = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/guzzle/v1/comment/'));
    await commentInput(page).fill(text);
    await footer(page).getByRole('button', { name: '发送' }).click();
    expect((await comment).postDataJSON()).toMatchObject({ content: text, comment_type: 1 });
    await expect(openAppDialog(page)).toContainText('评论成功');
    await expect(page.getByTestId('comment').first()).toContainText(text);
    await closeDialog(page);

    const star = page.waitForRequest((r) => r.url().includes('/guzzle/v1/star'));
    await page
      .getByTestId('comment')
      .first()
      .getByRole('button', { name: /^点赞 / })
      .first()
      .click();
    expect((await star).postDataJSON()).toMatchObject({ type: 1 });
    await expect(
      page
        .getByTestId('comment')
        .first()
        .getByRole('button', { name: /^点赞 / })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('collect: the header count moves with the footer count, and both go back when the write fails', async ({
    page,
    request,
  }) => {
    const flower = await seededItem(request, FLOWER);
    await open(page, flower.share_link);
    await logInByPassword(page, (headers) =>
      page.request.post(`/peony/v1/collection/${flower.post_id}`, {
        headers,
        data: { type: 'del', cid: flower.post_id },
      }),
    );
    await expect(collectButton(page)).toHaveAttribute('aria-pressed', 'false');
    const count = Number(((await collectButton(page).getAttribute('aria-label')) ?? '').replace(/\D/g, ''));
    // Under 1000 the count rule shows the number as is, so one more is seen.
    expect(count).toBeLessThan(999);
    const both = async (n: number, collected: boolean) => {
      await expect(headerCollect(page)).toHaveText(`收藏 ${n}`);
      await expect(headerCollect(page)).toHaveAttribute('data-collected', String(collected));
      await expect(collectButton(page)).toHaveAttribute('aria-label', `收藏 ${n}`);
      await expect(collectButton(page)).toHaveAttribute('aria-pressed', String(collected));
    };
    await both(count, false);

    // Refused (HTTP 500 with an error envelope): one more at once in both places, then both go back.
    const warnings = consoleWarnings(page);
    const gate = await refuseWrites(page, '**/peony/v1/collection/**', 500);
    await collectButton(page).click();
    await both(count + 1, true);
    gate.release();
    await both(count, false);
    await expectSilentFailure(page, warnings, 'collect');
    await page.unroute('**/peony/v1/collection/**');

    await collectButton(page).click();
    await expect(openAppDialog(page)).toContainText('收藏成功');
    await both(count + 1, true);
    await closeDialog(page);
    await collectButton(page).click();
    await expect(openAppDialog(page)).toContainText('取消收藏成功');
    await both(count, false);
  });

  test('media-account item: a failed follow or unfollow goes back, silently, the reason in the console', async ({
    page,
    request,
  }) => {
    const dimsum = await seededItem(request, DIMSUM);
    expect(dimsum.mp).toBe(1);
    await open(page, dimsum.share_link);
    const uid = (await (await request.get(`/guzzle/v1/content/detail/${dimsum.post_id}`)).json()).data
      .mp_user_id as string;
    await logInByPassword(page, (headers) =>
      page.request.post(`/guzzle/v1/mp/follow/${uid}`, { headers, data: { type: 0 } }),
    );
    const account = page.getByTestId('mp-account');
    const follow = account.getByRole('button', { name: '关注', exact: true });
    const followed = account.getByRole('button', { name: '已关注', exact: true });
    await expect(follow).toBeVisible();
    const warnings = consoleWarnings(page);

    // A follow refused with an error envelope (HTTP 200, code 500): 已关注 at once, then 关注 again.
    let gate = await refuseWrites(page, '**/guzzle/v1/mp/follow/**');
    const write = page.waitForRequest((r) => r.url().includes('/guzzle/v1/mp/follow/'));
    await follow.click();
    expect((await write).postDataJSON()).toEqual({ type: 1 });
    await expect(followed).toBeVisible();
    gate.release();
    await expect(follow).toBeVisible();
    await expectSilentFailure(page, warnings, 'follow');
    await page.unroute('**/guzzle/v1/mp/follow/**');

    // Followed for real; an unfollow answered with HTTP 500: 关注 at once, then 已关注 again.
    await follow.click();
    await expect(openAppDialog(page)).toContainText('关注成功');
    await closeDialog(page);
    warnings.length = 0;
    gate = await refuseWrites(page, '**/guzzle/v1/mp/follow/**', 500);
    await followed.click();
    await expect(follow).toBeVisible();
    gate.release();
    await expect(followed).toBeVisible();
    await expectSilentFailure(page, warnings, 'follow');
    await page.unroute('**/guzzle/v1/mp/follow/**');
    // After the reload, what is personal comes in one request: the site's viewer state, never the
    // platform's user_related and is_followed from the browser.
    const personal: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === VIEWER_STATE || pathname.endsWith('/user_related') || pathname.includes('/mp/is_followed/'))
        personal.push(pathname);
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(followed).toBeVisible();
    expect(personal).toEqual([VIEWER_STATE]);
  });

  test('comment star: a failed star puts the count and the state back, silently; the footer like never writes', async ({
    page,
    request,
  }) => {
    const flower = await seededItem(request, FLOWER);
    await open(page, flower.share_link);
    await logInByPassword(page);
    const comment = page.getByTestId('comment').filter({ hasText: '今年的年桔特别靓。' });
    const star = comment.getByRole('button', { name: /^点赞 / }).first();
    const pressed = (await star.getAttribute('aria-pressed')) === 'true';
    const count = Number(((await star.getAttribute('aria-label')) ?? '').replace(/\D/g, ''));
    expect(count).toBeLessThan(999);
    const warnings = consoleWarnings(page);

    for (const status of [200, 500]) {
      warnings.length = 0;
      const gate = await refuseWrites(page, '**/peony/v1/star', status);
      await star.click();
      await expect(star).toHaveAttribute('aria-label', `点赞 ${pressed ? count - 1 : count + 1}`);
      await expect(star).toHaveAttribute('aria-pressed', String(!pressed));
      gate.release();
      await expect(star).toHaveAttribute('aria-label', `点赞 ${count}`);
      await expect(star).toHaveAttribute('aria-pressed', String(pressed));
      await expectSilentFailure(page, warnings, 'star');
      await page.unroute('**/peony/v1/star');
    }

    // Liking is never done on the page (spec §1, §5): nothing to roll back, the app is prompted.
    const likeCount = await footer(page).getByRole('button', { name: /^点赞/ }).getAttribute('aria-label');
    await footer(page).getByRole('button', { name: /^点赞/ }).click();
    await expect(openAppDialog(page)).toContainText('请打开APP点赞');
    await closeDialog(page);
    await expect(footer(page).getByRole('button', { name: /^点赞/ })).toHaveAttribute('aria-label', likeCount ?? '');
  });

  test("an anonymous visitor's send calls back after login, so the draft is sent", async ({ page, request }) => {
    const space = await seededItem(request, SPACE);
    await open(page, space.share_link);
    const phoneSeed = seed();
    await focusOpensLogin(page);
    await logInThroughPanel(page, request, phoneSeed);
    const text = `航天加油 ${Date.now()}`;
    await commentInput(page).fill(text);
    // Logged out with the draft kept: send opens the login panel, logging in sends the draft.
    await logOutFromFooter(page);
    await expect(page.getByText('退出登录成功~')).toBeVisible();
    await expect(commentInput(page)).toHaveValue(text);
    await footer(page).getByRole('button', { name: '发送' }).click();
    await logInThroughPanel(page, request, phoneSeed);
    await expect(openAppDialog(page)).toContainText('评论成功');
    await expect(page.getByTestId('comment').first()).toContainText(text);
  });
});
