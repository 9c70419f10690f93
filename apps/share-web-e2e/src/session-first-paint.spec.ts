/**
 * The login state is right from the first paint (issue 61, defect 5): a logged-in visitor never sees
 * the banner's 登录 — neither at first paint nor while the page hydrates and restores the session —
 * and 我的 (/auth) says 你已登录 instead of 登录南岭新闻 / 手机号登录. Pages stay the same HTML for
 * every visitor: the stored session is read in the browser, before the first paint. Issue 62: a
 * logged-in visitor is served that HTML from the cache too, and their own state (collected) comes
 * after hydration.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, seededArticlePath, waitForHydration } from './support';

const BASE = '/davmu/share';

async function demoLogin(request: APIRequestContext): Promise<{ token: string; user_id: string }> {
  const answer = await request.post(`${API_URL}/peony/v1/auth`, {
    data: { appid: 1, platform: 'mobile', account: '13800138000', password: 'Demo@2026', device_id: 'e2e-first-paint' },
  });
  return (await answer.json()).data as { token: string; user_id: string };
}

/** Stores the session as a login does, before any of the page's scripts run. */
async function storeSession(page: Page, session: { token: string; user_id: string }): Promise<void> {
  await page.addInitScript(({ token, user_id }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user_id', String(user_id));
  }, session);
}

/** Samples every frame from the first one: the times at which a visible control named `name` was shown. */
async function watchFrames(page: Page, name: string): Promise<void> {
  await page.addInitScript((text) => {
    const seen: number[] = [];
    (window as unknown as { __shown: number[] }).__shown = seen;
    const check = () => {
      const shown = [...document.querySelectorAll('button, a, h1')].some(
        (element) =>
          element.textContent?.trim() === text &&
          (element as HTMLElement).checkVisibility({ visibilityProperty: true }),
      );
      if (shown) seen.push(Math.round(performance.now()));
      if (performance.now() < 8_000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, name);
}

const shownAt = (page: Page) => page.evaluate(() => (window as unknown as { __shown: number[] }).__shown);

test('before any script of the page runs, 登录 is hidden for a stored session and shown without one', async ({
  page,
  request,
}) => {
  // The page's own scripts never load: what shows is the first paint's state.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${BASE}/`);
  const login = page.getByTestId('open-app-banner').getByRole('button', { name: '登录', exact: true });
  await expect(login).toBeVisible();
  await storeSession(page, await demoLogin(request));
  await page.goto(`${BASE}/`);
  await expect(page.locator('html')).toHaveAttribute('data-session', 'user');
  await expect(login).toBeHidden();
});

test('a logged-in visitor never sees 登录 while an article loads and hydrates', async ({ page, request }) => {
  await storeSession(page, await demoLogin(request));
  await watchFrames(page, '登录');
  await page.goto(await seededArticlePath(request));
  await waitForHydration(page);
  // The account is fetched once the session is restored: the banner shows the avatar.
  await expect(page.getByTestId('open-app-banner').locator('img[alt]').nth(1)).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1_000);
  expect(await shownAt(page)).toEqual([]);
});

test('我的 (/auth) says 你已登录 to a logged-in visitor, never 登录南岭新闻 or 手机号登录', async ({
  page,
  request,
}) => {
  await storeSession(page, await demoLogin(request));
  await watchFrames(page, '手机号登录');
  await page.goto(`${BASE}/auth`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: '你已登录' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: '手机号登录' })).toHaveCount(0);
  await expect(page.getByText(/^登录南岭新闻$/)).toHaveCount(0);
  expect(await shownAt(page)).toEqual([]);
});

test('a logged-in visitor gets the cached page, never sees 登录, and sees the article collected once it hydrates', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await demoLogin(request);
  const article = await seededArticlePath(request);
  const postId = article.split('/').at(-2) ?? '';
  const collect = (type: 'add' | 'del') =>
    request.post(`/peony/v1/collection/${postId}`, {
      headers: { Authorization: session.token },
      data: { type, cid: postId },
    });
  expect((await collect('add')).status()).toBe(200);
  try {
    // The page in the site's cache, as an anonymous visitor left it.
    await request.get(article);
    await storeSession(page, session);
    await page.context().addCookies([{ name: 'share_session', value: '1', url: baseURL ?? '' }]);
    await watchFrames(page, '登录');
    const answer = await page.goto(article);
    expect(answer?.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
    await waitForHydration(page);
    const collected = page.getByTestId('comment-footer-bar').getByRole('button', { name: /^收藏/ });
    await expect(collected).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
    await expect(page.getByTestId('open-app-banner').locator('img[alt]').nth(1)).toBeVisible({ timeout: 20_000 });
    expect(await shownAt(page)).toEqual([]);
  } finally {
    await collect('del');
  }
});
