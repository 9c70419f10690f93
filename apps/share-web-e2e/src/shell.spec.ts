import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { previewLinkOf, seededArticlePath, waitForHydration } from './support';

const BASE = '/davmu/share';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

test.describe('page head', () => {
  test('has the title, language, fixed viewport and phone-number detection off', async ({ page }) => {
    await page.goto(`${BASE}/`);
    await expect(page).toHaveTitle('客户端分享');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).toContain('user-scalable=no');
    expect(viewport).toContain('maximum-scale=1');
    await expect(page.locator('meta[name="format-detection"]')).toHaveAttribute('content', 'telephone=no');
  });

  test('pages prepend their own title', async ({ page }) => {
    await page.goto(`${BASE}/search/index.html`);
    await expect(page).toHaveTitle('搜索 - 客户端分享');
  });

  test('server HTML carries text and styles without JavaScript', async ({ request }) => {
    const html = await (await request.get(`${BASE}/search/index.html`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The head's tag, which the browser keeps as it is (data-styled="active", app/lib/server-styles.ts).
    const css = head.match(/<style data-styled="active"[^>]*>([^<]*)<\/style>/)?.[1] ?? '';
    expect(css.length).toBeGreaterThan(2000);
    expect(head).toContain(':root{--primary-color:#FF4A26;');
    expect(html).toContain('data-screen="Search"');
    expect(html).toContain('热门搜索');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page is rendered and styled by the server', async ({ page }) => {
    await page.goto(`${BASE}/search/index.html`);
    await expect(page.getByText('热门搜索')).toBeVisible();
    // The global style and the components' styles came with the HTML.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(await page.evaluate(() => document.querySelectorAll('style[data-styled]').length)).toBeGreaterThan(0);
  });
});

test('the page-wide reset and the site colour stay once hydrated and after a client-side navigation', async ({
  page,
  request,
}) => {
  // They are the server's alone: the browser's build renders neither (root.tsx's ServerGlobalStyle).
  const styles = () =>
    page.evaluate(() => ({
      margin: getComputedStyle(document.body).margin,
      boxSizing: getComputedStyle(document.querySelector('main') ?? document.body).boxSizing,
      background: getComputedStyle(document.body).backgroundColor,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--primary-color'),
    }));
  const expected = { margin: '0px', boxSizing: 'border-box', background: 'rgb(245, 246, 247)', primary: '#FF4A26' };
  await page.goto(await seededArticlePath(request));
  await waitForHydration(page);
  expect(await styles()).toEqual(expected);
  const article = page.url();
  await page.locator('a[href*="/doc/"]').first().click();
  await expect(page).not.toHaveURL(article);
  await expect(page.getByTestId('detail-header')).toBeVisible();
  expect(await styles()).toEqual(expected);
});

test.describe('HTTP', () => {
  test('hashed assets are cached for a year, compressed, and carry security headers', async ({ request }) => {
    const html = await (await request.get(`${BASE}/`)).text();
    const asset = html.match(/\/davmu\/share\/assets\/[^"]+\.js/)?.[0] ?? '';
    expect(asset).toBeTruthy();
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-powered-by']).toBeUndefined();
  });

  test('HTML is compressed with brotli or gzip', async ({ request }) => {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(`${BASE}/search/index.html`, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(await response.text()).toContain('data-screen="Search"');
    }
  });

  test('HTML carries Referrer-Policy and is one cacheable page with a session or without; /auth is private', async ({
    request,
  }) => {
    const anonymous = await request.get(`${BASE}/`);
    expect(anonymous.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(anonymous.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    const withSession = await request.get(`${BASE}/`, { headers: { Cookie: 'share_session=1' } });
    expect(withSession.headers()['cache-control']).toBe(anonymous.headers()['cache-control']);
    const mine = await request.get(`${BASE}/auth`, { headers: { Cookie: 'share_session=1' } });
    expect(mine.headers()['cache-control']).toBe('private, no-store');
  });

  test('/healthz answers ok', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('the root redirects to the base path', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${BASE}/`);
  });

  test('the platform API is reachable through the site', async ({ request }) => {
    const response = await request.get('/openapi.json', { failOnStatusCode: false });
    // The contract itself is served by the API; the site proxies only the API path families.
    expect(response.status()).toBe(404);
    const auth = await request.post('/peony/v1/auth', { data: { appid: 1, platform: 'mobile' } });
    expect(auth.status()).toBe(200);
    const body = await auth.json();
    expect(body.code).toBe(0);
    expect(typeof body.data.token).toBe('string');
  });
});

test.describe('desktop redirect', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a desktop agent gets a 302 to /pc with the full current address', async ({ request, baseURL }) => {
    const path = `${BASE}/search/index.html?q=1`;
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(`${BASE}/pc?url=${encodeURIComponent(baseURL + path)}`);
  });

  test('lands on /pc, which shows the mobile page in a phone-sized frame', async ({ page }) => {
    await page.goto(`${BASE}/search/index.html`);
    await expect(page).toHaveURL(/\/davmu\/share\/pc\?url=/);
    const frame = page.frameLocator('iframe[title="mobile page"]');
    await expect(frame.getByTestId('screen')).toHaveAttribute('data-screen', 'Search');
    const box = await page.locator('iframe[title="mobile page"]').boundingBox();
    expect(box?.width).toBe(375);
  });

  test('follows changeRoute messages from its own origin to allowed hosts only', async ({ page, baseURL }) => {
    await page.goto(`${BASE}/pc?url=${encodeURIComponent(`${baseURL}${BASE}/list/index.html`)}`);
    await expect(page.frameLocator('iframe').getByTestId('screen')).toHaveAttribute('data-screen', 'List');
    await waitForHydration(page);
    // A foreign host is ignored.
    await page.evaluate(() => window.postMessage({ type: 'changeRoute', pc_link: 'https://evil.example.com/' }, '*'));
    await page.waitForTimeout(300);
    expect(page.url()).toContain('/pc?url=');
    // Our own host is followed.
    await page.evaluate(
      (link) => window.postMessage({ type: 'changeRoute', pc_link: link }, '*'),
      `${baseURL}${BASE}/pc?url=${encodeURIComponent(`${baseURL}${BASE}/bar`)}`,
    );
    await expect(page.frameLocator('iframe').getByTestId('screen')).toHaveAttribute('data-screen', 'Bar');
  });

  test('never frames a foreign address: the open-redirect corpus', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const corpus = readFileSync(path.resolve(__dirname, '../../../tools/corpora/openredirects.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(corpus.length).toBeGreaterThan(60);
    const origin = new URL(baseURL ?? '').host;
    const cases = corpus.flatMap((payload) =>
      [payload, `https:${payload}`, `http://${origin}${payload}`].flatMap((value) => [
        { value, query: encodeURIComponent(value) },
        { value, query: value },
      ]),
    );
    for (let i = 0; i < cases.length; i += 8) {
      await Promise.all(
        cases.slice(i, i + 8).map(async ({ value, query }) => {
          const html = await (await request.get(`${BASE}/pc?url=${query}`)).text();
          const src = html.match(/<iframe[^>]*src="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? '';
          expect(src, `payload ${value}`).not.toBe('');
          expect(['m.example-partner.cn', origin], `payload ${value} framed ${src}`).toContain(new URL(src).host);
        }),
      );
    }
  });
});

test.describe('client desktop redirect', () => {
  test.use({ viewport: { width: 1200, height: 800 } });
  test('a wide window on a mobile agent moves to /pc, but the framed page stays', async ({ page }) => {
    await page.goto(`${BASE}/bar`);
    await expect(page).toHaveURL(/\/davmu\/share\/pc\?url=/);
    await expect(page.frameLocator('iframe').getByTestId('screen')).toHaveAttribute('data-screen', 'Bar');
  });
});

test.describe('client desktop redirect on a phone turned sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  test('a landscape phone (WeChat agent, touch) stays on the mobile page', async ({ page }) => {
    const toPc: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pc?url=')) toPc.push(request.url());
    });
    await page.goto(`${BASE}/bar`);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.matchMedia('(orientation: landscape)').matches)).toBe(true);
    await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'Bar');
    expect(new URL(page.url()).pathname).toBe(`${BASE}/bar`);
    expect(toPc).toEqual([]);
  });
});

test.describe('preview reload rule', () => {
  let path = '';
  // The preview link's credential (issue 58), kept through the reload like the rest of the query.
  let token = '';
  test.beforeEach(async ({ request }) => {
    const link = new URL(await previewLinkOf(request, await seededArticlePath(request)), 'http://site');
    path = link.pathname;
    token = link.search.slice(1);
  });

  test('without _ the page reloads at the same path with the query kept and a fresh _', async ({ page }) => {
    const before = Date.now();
    await page.goto(`${path}?from=app&${token}`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('from')).toBe('app');
    expect(`preview_token=${encodeURIComponent(url.searchParams.get('preview_token') ?? '')}`).toBe(token);
    const stamp = Number(url.searchParams.get('_'));
    expect(stamp).toBeGreaterThanOrEqual(before - 1000);
    await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'ContentDetail');
  });

  test('a stale _ is replaced; a fresh one renders as is', async ({ request }) => {
    const stale = await request.get(`${path}?_=${Date.now() - 31_000}&${token}`, { maxRedirects: 0 });
    expect(stale.status()).toBe(302);
    expect(stale.headers()['location']).toMatch(
      new RegExp(`^${path.replace(/[.]/g, '\\.')}\\?_=\\d+&${token.replace(/[.]/g, '\\.')}$`),
    );
    const freshStamp = Date.now();
    const fresh = await request.get(`${path}?_=${freshStamp}&${token}`, { maxRedirects: 0 });
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()['cache-control']).toBe('private, no-store');
  });

  test('other preview actors are not reloaded', async ({ request }) => {
    const response = await request.get(`${path.replace('/preview-holly/', '/preview-bob/')}?${token}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
  });
});
