import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_METRICS_URL,
  API_URL,
  recordNavigations,
  SITE_METRICS_URL,
  seededArticlePath,
  UA,
  waitForHydration,
} from './support';

/**
 * The deferred deep link and the share funnel (issue 63): the tap that may end at the download page
 * copies 【南岭新闻】打开APP查看：{title} #{token}# inside the tap and says so in a toast; the app's claim
 * of that text answers the story's content link once. One share link is then driven through view →
 * open-app tap → download → claim, and its counts read back from the API and from both /metrics.
 */
const TEXT = /^【南岭新闻】打开APP查看：(.+) #([A-Za-z0-9_-]{22})#$/;

async function articleId(request: APIRequestContext): Promise<{ path: string; postId: string; title: string }> {
  const path = await seededArticlePath(request);
  const postId = path.split('/').at(-2) as string;
  const detail = (await (await request.get(`/peony/v1/content/detail/${postId}`)).json()).data as { title: string };
  return { path, postId, title: detail.title };
}

/** Opens the seeded article and waits for its hydration: the article. */
async function openArticle(page: Page, request: APIRequestContext): Promise<Awaited<ReturnType<typeof articleId>>> {
  const article = await articleId(request);
  await page.goto(article.path);
  await waitForHydration(page);
  return article;
}

/** The Universal Link and the download page answered locally: the page stays where it is. */
async function stayOnPage(page: Page): Promise<void> {
  await page.route('https://link.davmu.test/**', (route) => route.fulfill({ status: 204 }));
  await page.route('https://download.davmu.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>download page</h1>' }),
  );
}

async function tapOpenApp(page: Page): Promise<void> {
  await page.getByTestId('open-app-banner').getByRole('button', { name: '打开APP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '立即前往' }).click();
}

const claim = async (request: APIRequestContext, text: string) =>
  (await (await request.post('/peony/v1/link_token/claim', { data: { text } })).json()) as {
    code: number;
    message: string;
    data: { content_link: string; share_id: string | null } | null;
  };

for (const [name, userAgent] of [
  ['WeChat', UA.wechat],
  ['Android', UA.androidChrome],
  ['iOS', UA.iosSafari],
] as const) {
  test.describe(name, () => {
    test.use({ userAgent, viewport: { width: 390, height: 844 } });

    test('the open-app tap copies the 口令 with a token, says so, and the app claims it once', async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await stayOnPage(page);
      const article = await openArticle(page, request);
      await tapOpenApp(page);

      const toast = page.getByRole('status').filter({ hasText: '已复制口令，打开APP即可查看' });
      await expect(toast).toBeVisible();
      const shown = await toast.innerText();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const [, title] = TEXT.exec(copied) ?? [];
      expect(title).toBe(article.title.replace(/#/g, ''));
      expect(shown).toBe(`已复制口令，打开APP即可查看\n${copied}`);

      expect(await claim(request, copied)).toEqual({
        code: 0,
        message: 'success',
        data: expect.objectContaining({ content_link: `/peony/v1/content/detail/${article.postId}` }),
      });
      expect(await claim(request, copied)).toEqual({ code: 409, message: '口令已使用', data: null });
    });
  });
}

test('an unknown or made-up token is refused with its own code', async ({ request }) => {
  expect(await claim(request, '【南岭新闻】打开APP查看：x #AAAAAAAAAAAAAAAAAAAAAA#')).toEqual({
    code: 404,
    message: '口令不存在',
    data: null,
  });
});

/**
 * A Prometheus text page, on a connection of its own: the funnel's reads are seconds apart, and a
 * kept-alive connection that the metrics server closed after its 5 s idle timeout, reused at that
 * moment, failed the read with ECONNRESET (once in CI).
 */
async function metricsPage(request: APIRequestContext, url: string): Promise<string> {
  return (await request.get(url, { headers: { connection: 'close' } })).text();
}

/** The value of one series of a Prometheus text page (0 when absent). */
async function sample(request: APIRequestContext, url: string, series: string): Promise<number> {
  const text = await metricsPage(request, url);
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test.describe('one share link through the funnel', () => {
  test.use({ userAgent: UA.androidFirefox, viewport: { width: 390, height: 844 } });

  test('view → open-app tap → download → claim, counted per share on the API and on /metrics', async ({
    page,
    context,
    request,
  }) => {
    // A page, the scheme's 2.5 s fallback, the download page and three metrics pages: slow under load.
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await stayOnPage(page);
    const article = await articleId(request);
    const share = (await (await request.post('/peony/v1/share', { data: { post_id: article.postId } })).json())
      .data as { share_id: string; link: string };
    expect(share.link).toBe(`${article.path}?share_id=${share.share_id}`);

    const series = (step: string) =>
      `share_funnel_steps_total{step="${step}",environment="android",content_type="article"}`;
    const steps = ['view', 'open_app', 'launch', 'download'];
    const before = await Promise.all(steps.map((step) => sample(request, SITE_METRICS_URL, series(step))));
    const claimsBefore = await sample(request, API_METRICS_URL, 'platform_link_token_claims_total{result="claimed"}');

    await page.goto(share.link);
    await waitForHydration(page);
    await tapOpenApp(page);
    // The scheme does not open an app here: after the fallback's wait the download page opens.
    // (Polled: the scheme's own navigation is aborted, which waitForURL takes for a failure.)
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe('https://download.davmu.test/nanling');
    await page.waitForLoadState();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(TEXT);

    const claimed = await claim(request, copied);
    expect(claimed.data).toMatchObject({ share_id: share.share_id });

    await expect
      .poll(
        async () =>
          (await (await request.get(`${API_URL}/peony/v1/share/stats?share_id=${share.share_id}`)).json()).data,
      )
      .toEqual({
        share_id: share.share_id,
        post_id: article.postId,
        counts: { view: 1, open_app: 1, launch: 1, download: 1, claim: 1 },
      });
    await expect
      .poll(async () => {
        const after = await Promise.all(steps.map((step) => sample(request, SITE_METRICS_URL, series(step))));
        return after.map((value, index) => value - before[index] >= 1);
      })
      .toEqual([true, true, true, true]);
    expect(
      await sample(request, API_METRICS_URL, 'platform_link_token_claims_total{result="claimed"}'),
    ).toBeGreaterThanOrEqual(claimsBefore + 1);
    // No id is a label: the site's series name steps, environment classes and content types only.
    expect(await metricsPage(request, SITE_METRICS_URL)).not.toContain(share.share_id);
  });
});

test.describe('a browser that refuses the clipboard', () => {
  test.use({ userAgent: UA.androidFirefox, viewport: { width: 390, height: 844 } });

  test('the way to download shows the 口令 with a copy button, and the download link', async ({ page, request }) => {
    // Two pages to load and the scheme's 2.5 s fallback between them.
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
      Object.defineProperty(navigator.clipboard, 'write', { value: refuse });
      Object.defineProperty(navigator.clipboard, 'writeText', { value: refuse });
    });
    await stayOnPage(page);
    const article = await openArticle(page, request);
    await tapOpenApp(page);
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/davmu\/share\/download\/index\.html#kouling=/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '下载APP' })).toBeVisible();
    const text = await page.getByTestId('kouling').textContent();
    expect(text).toMatch(TEXT);
    await expect(page.getByRole('button', { name: '复制口令' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去下载APP' })).toHaveAttribute(
      'href',
      'https://download.davmu.test/nanling',
    );
    expect((await claim(request, text ?? '')).data).toMatchObject({
      content_link: `/peony/v1/content/detail/${article.postId}`,
    });
  });
});

test('an expired token is refused with 410 口令已过期', async ({ request }) => {
  test.setTimeout(120_000);
  // A platform API of its own whose tokens live 1 s (LINK_TOKEN_TTL): the shared one keeps 2 h.
  const { spawn } = await import('node:child_process');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const port = Number(process.env['E2E_API_PORT'] ?? 3343) + 100;
  const child = spawn(
    'npx',
    ['tsx', '--tsconfig', 'apps/platform-api/tsconfig.json', 'apps/platform-api/src/main.ts'],
    {
      cwd: path.resolve(__dirname, '../../..'),
      env: {
        ...process.env,
        PLATFORM_API_PORT: String(port),
        PLATFORM_API_METRICS_PORT: '0',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'share-e2e-expiry-')),
        LINK_TOKEN_TTL: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      detached: true,
    },
  );
  try {
    const api = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await request.get(`${api}/health`).catch(() => null))?.ok() ?? false, { timeout: 90_000 })
      .toBe(true);
    const postId = (await articleId(request)).postId;
    const issued = (
      await (await request.post(`${api}/peony/v1/link_token`, { data: { post_id: postId, env: 'ios' } })).json()
    ).data as { token: string; title: string };
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const answer = await (
      await request.post(`${api}/peony/v1/link_token/claim`, {
        data: { text: `【南岭新闻】打开APP查看：${issued.title} #${issued.token}#` },
      })
    ).json();
    expect(answer).toEqual({ code: 410, message: '口令已过期', data: null });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
});

/** jweixin 1.6 in miniature (open-app.spec.ts): config verified a moment later, then ready. */
const FAKE_WX_SDK = `(function () {
  var verified = false, queue = [];
  window.wx = {
    config: function () { verified = false;
      setTimeout(function () { verified = true; queue.splice(0).forEach(function (fn) { fn(); }); }, 20); },
    ready: function (fn) { verified ? fn() : queue.push(fn); },
    error: function () {},
    updateAppMessageShareData: function () {},
    updateTimelineShareData: function () {},
  };
})();`;

/** The site's download page with the 口令 in its fragment: the fragment's text. */
const KOULING_PAGE = /\/davmu\/share\/download\/index\.html#kouling=([^#]+)$/;

test.describe('the two launches that leave the page’s hands', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('WeChat’s open tag', () => {
    test.use({ userAgent: UA.wechat });

    test('its launch failing opens the site’s download page with the 口令 to copy', async ({ page, request }) => {
      test.setTimeout(90_000);
      await stayOnPage(page);
      await page.route('https://wx-sdk.test/jweixin.js', (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WX_SDK }),
      );
      const article = await openArticle(page, request);
      const tag = page.getByTestId('open-app-banner').locator('wx-open-launch-app');
      await expect(tag).toHaveCount(1);
      // WeChat took the tap on its own element and could not launch: the tag's error event.
      await tag.dispatchEvent('error', { detail: { errMsg: 'launch:fail' } });

      await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(KOULING_PAGE);
      await waitForHydration(page);
      const text = await page.getByTestId('kouling').textContent();
      expect(text).toMatch(TEXT);
      expect(decodeURIComponent(KOULING_PAGE.exec(page.url())?.[1] ?? '')).toBe(text);
      await expect(page.getByRole('button', { name: '复制口令' })).toBeVisible();
      expect((await claim(request, text ?? '')).data).toMatchObject({
        content_link: `/peony/v1/content/detail/${article.postId}`,
      });
    });
  });

  test.describe('Android Chrome’s intent', () => {
    test.use({ userAgent: UA.androidChrome });

    test('its browser_fallback_url is the site’s download page with the copied 口令', async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await stayOnPage(page);
      // Every navigation, the intent's whole URL included (the DevTools protocol sees it).
      const navigations = await recordNavigations(page);
      const article = await openArticle(page, request);
      await tapOpenApp(page);

      await expect.poll(() => navigations.find((url) => url.startsWith('intent://'))).toBeTruthy();
      const intent = navigations.find((url) => url.startsWith('intent://')) ?? '';
      const fallback = decodeURIComponent(/;S\.browser_fallback_url=([^;]+);/.exec(intent)?.[1] ?? '');
      expect(fallback.startsWith(`${new URL(page.url()).origin}/davmu/share/download/index.html#kouling=`)).toBe(true);
      const text = decodeURIComponent(KOULING_PAGE.exec(fallback)?.[1] ?? '');
      expect(text).toMatch(TEXT);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

      // Chrome, without the app, follows it: the page shows that 口令 and the app claims it.
      await page.goto(fallback);
      await waitForHydration(page);
      await expect(page.getByTestId('kouling')).toHaveText(text);
      expect((await claim(request, text)).data).toMatchObject({
        content_link: `/peony/v1/content/detail/${article.postId}`,
      });
    });
  });
});
