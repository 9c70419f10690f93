import { expect, test, type Page } from '@playwright/test';
import { seededArticles } from './support';

/**
 * WeChat share setup (spec §4): the site loads the JS-SDK from WX_SDK_URL, which the config points
 * at a host that never resolves; the tests serve a fake SDK there that records every call on
 * window.__wxCalls.
 */
const SDK_URL = 'https://wx-sdk.test/jweixin.js';
const API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'launchApplication',
  'launchMiniProgram',
  'chooseImage',
];
const SIGNING_PATH = '/peony/v1/system/wx_signature';
const SHARE_CONFIG_PATH = '/peony/v1/system/wxshare';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MicroMessenger/8.0.49';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** jweixin 1.6 in miniature: config is verified a moment later, ready runs queued callbacks then. */
const FAKE_SDK = `(function () {
  var calls = (window.__wxCalls = []);
  window.__wxSdkRuns = (window.__wxSdkRuns || 0) + 1;
  var verified = false, queue = [];
  function record(name, args) { calls.push({ name: name, args: args === undefined ? null : JSON.parse(JSON.stringify(args)) }); }
  window.wx = {
    config: function (options) {
      record('config', options);
      verified = false;
      setTimeout(function () { verified = true; record('verified'); queue.splice(0).forEach(function (fn) { fn(); }); }, 20);
    },
    ready: function (fn) { record('ready'); verified ? fn() : queue.push(fn); },
    error: function () { record('error'); },
    updateAppMessageShareData: function (data) { record('updateAppMessageShareData', data); },
    updateTimelineShareData: function (data) { record('updateTimelineShareData', data); },
  };
})();`;

interface WxCall {
  name: string;
  args: Record<string, unknown> | null;
}

/** Serves the fake SDK; answers how often it was requested. */
async function serveFakeSdk(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route(SDK_URL, (route) => {
    requests += 1;
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_SDK });
  });
  return () => requests;
}

function wxCalls(page: Page): Promise<WxCall[]> {
  return page.evaluate(() => (window as unknown as { __wxCalls?: WxCall[] }).__wxCalls ?? []);
}

async function sharedData(page: Page, count = 1): Promise<{ friend: WxCall['args']; timeline: WxCall['args'] }> {
  await expect
    .poll(async () => (await wxCalls(page)).filter((c) => c.name === 'updateTimelineShareData').length)
    .toBe(count);
  const calls = await wxCalls(page);
  const last = (name: string) => calls.filter((c) => c.name === name).at(-1)?.args ?? null;
  return { friend: last('updateAppMessageShareData'), timeline: last('updateTimelineShareData') };
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

function meta(page: Page, property: string): Promise<string | null> {
  return page.locator(`meta[property="${property}"]`).getAttribute('content');
}

function consoleWarnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') lines.push(message.text());
  });
  return lines;
}

test.describe('inside WeChat on iOS (the default agent)', () => {
  test('loads the SDK once, configures it with the signing data of this page, then shares the article', async ({
    page,
    request,
  }) => {
    const [article] = await seededArticles(request);
    const sdkRequests = await serveFakeSdk(page);
    const signingResponse = page.waitForResponse((r) => r.url().includes(SIGNING_PATH));
    await page.goto(`${article.share_link}#comments`);
    const pageUrl = new URL(article.share_link, page.url()).href;

    const { friend, timeline } = await sharedData(page);
    expect(sdkRequests()).toBe(1);
    await expect(page.locator(`script[src="${SDK_URL}"]`)).toHaveCount(1);

    // Signed for this page's address without hash, and configured with exactly what the API answered.
    const signing = await signingResponse;
    expect(new URL(signing.url()).searchParams.get('url')).toBe(pageUrl);
    const answered = (await signing.json()).data as Record<string, unknown>;
    const calls = await wxCalls(page);
    const configs = calls.filter((c) => c.name === 'config');
    expect(configs).toHaveLength(1);
    expect(configs[0].args).toEqual({
      debug: false,
      appId: answered['appId'],
      timestamp: answered['timestamp'],
      nonceStr: answered['nonceStr'],
      signature: answered['signatrue'],
      jsApiList: API_LIST,
      // The open-app buttons' <wx-open-launch-app> (open-app.spec.ts).
      openTagList: ['wx-open-launch-app'],
    });
    // The API's own answer for this address: the same app id, the signature under both names.
    const own = (await (await request.get(`${SIGNING_PATH}?url=${encodeURIComponent(pageUrl)}`)).json()).data;
    expect(own.appId).toBe(answered['appId']);
    expect(own.signatrue).toMatch(/^[0-9a-f]{40}$/);
    expect(own.signatrue).toBe(own.signature);
    expect(typeof own.timestamp).toBe('number');

    // Share data only after the config was verified.
    const names = calls.map((c) => c.name);
    expect(names.indexOf('verified')).toBeLessThan(names.indexOf('updateAppMessageShareData'));

    // The article's title, description, address and absolute image: the platform's share config
    // wins where it is not empty, and for a seeded article it names the same item as the page head.
    const platform = (await (await request.get(`${SHARE_CONFIG_PATH}?path=${encodeURIComponent(pageUrl)}`)).json())
      .data;
    expect(platform.title).toBe(article.title);
    const expected = {
      title: article.title,
      desc: platform.desc,
      link: pageUrl,
      imgUrl: new URL(platform.imgUrl, pageUrl).href,
    };
    expect(expected.imgUrl).toMatch(/^http:\/\/localhost:\d+\/media\//);
    expect(expected.desc).not.toBe('');
    expect(await meta(page, 'og:title')).toBe(article.title);
    expect(friend).toEqual(expected);
    expect(timeline).toEqual(expected);
  });

  test('the signature is read under the misspelled name signatrue (spec §3)', async ({ page, request }) => {
    const [article] = await seededArticles(request);
    await serveFakeSdk(page);
    let misspelled = '';
    await page.route(`**${SIGNING_PATH}?**`, async (route) => {
      const answer = await (await route.fetch()).json();
      misspelled = answer.data.signatrue;
      await route.fulfill({ json: { ...answer, data: { ...answer.data, signature: 'not-this-field' } } });
    });
    await page.goto(article.share_link);
    await sharedData(page);
    const [config] = (await wxCalls(page)).filter((c) => c.name === 'config');
    expect(misspelled).toMatch(/^[0-9a-f]{40}$/);
    expect(config.args?.['signature']).toBe(misspelled);
  });

  test("a share config with empty fields leaves the page head's description and image", async ({ page, request }) => {
    const [article] = await seededArticles(request);
    await serveFakeSdk(page);
    await page.route(`**${SHARE_CONFIG_PATH}?**`, (route) =>
      route.fulfill({
        json: { code: 0, message: 'success', data: { title: '平台分享标题', desc: '', link: '', imgUrl: '' } },
      }),
    );
    await page.goto(article.share_link);
    const { friend } = await sharedData(page);
    expect(friend).toEqual({
      title: '平台分享标题',
      desc: await meta(page, 'og:description'),
      link: new URL(article.share_link, page.url()).href,
      imgUrl: await meta(page, 'og:image'),
    });
    expect(friend?.['imgUrl']).toMatch(/^http:\/\//);
  });

  test('a client-side navigation shares the next article; iOS keeps the landing signature', async ({
    page,
    request,
  }) => {
    const [first, second] = await seededArticles(request);
    const sdkRequests = await serveFakeSdk(page);
    const signed: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(SIGNING_PATH)) signed.push(new URL(r.url()).searchParams.get('url') ?? '');
    });
    await page.goto(first.share_link);
    await sharedData(page);
    await hydrated(page);
    await page.evaluate(
      (to) => {
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate(to);
      },
      new URL(second.share_link, page.url()).pathname.replace(/^\/davmu\/share/, ''),
    );
    await expect(page).toHaveURL(new RegExp(`${second.share_link.replace(/[.?]/g, '\\$&')}$`));

    const { friend, timeline } = await sharedData(page, 2);
    expect(friend).toMatchObject({ title: second.title, link: new URL(second.share_link, page.url()).href });
    expect(timeline).toMatchObject({ title: second.title, link: new URL(second.share_link, page.url()).href });
    expect(sdkRequests()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __wxSdkRuns: number }).__wxSdkRuns)).toBe(1);
    expect(signed).toEqual([new URL(first.share_link, page.url()).href]);
    expect((await wxCalls(page)).filter((c) => c.name === 'config')).toHaveLength(1);
  });

  test('a failing signing call (HTTP 500) leaves the page working, nothing shown, the reason in the console', async ({
    page,
    request,
  }) => {
    const [article] = await seededArticles(request);
    const sdkRequests = await serveFakeSdk(page);
    const warnings = consoleWarnings(page);
    await page.route(`**${SIGNING_PATH}?**`, (route) => route.fulfill({ status: 500, body: 'upstream down' }));
    await page.goto(article.share_link);
    await expect.poll(() => warnings.join('\n')).toContain('[wx-share] signing failed');
    expect(sdkRequests()).toBe(1);
    expect((await wxCalls(page)).map((c) => c.name)).toEqual([]);
    await hydrated(page);
    await expect(page.getByTestId('article-body')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('upstream down')).toHaveCount(0);
    await expect(page.getByText('网络错误，请稍后重试～')).toHaveCount(0);
  });
});

test.describe('inside WeChat on Android', () => {
  test.use({ userAgent: ANDROID_WECHAT });

  test('each page a client-side navigation shows is signed for its own address', async ({ page, request }) => {
    const [first, second] = await seededArticles(request);
    await serveFakeSdk(page);
    const signed: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(SIGNING_PATH)) signed.push(new URL(r.url()).searchParams.get('url') ?? '');
    });
    await page.goto(first.share_link);
    await sharedData(page);
    await hydrated(page);
    await page.evaluate(
      (to) => {
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate(to);
      },
      new URL(second.share_link, page.url()).pathname.replace(/^\/davmu\/share/, ''),
    );
    const { friend } = await sharedData(page, 2);
    expect(friend).toMatchObject({ title: second.title });
    expect(signed).toEqual([new URL(first.share_link, page.url()).href, new URL(second.share_link, page.url()).href]);
    expect((await wxCalls(page)).filter((c) => c.name === 'config')).toHaveLength(2);
  });
});

test.describe('outside WeChat', () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('a mobile browser never requests the SDK nor the signing data', async ({ page, request }) => {
    const [article] = await seededArticles(request);
    const wanted: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(SDK_URL) || r.url().includes(SIGNING_PATH) || r.url().includes(SHARE_CONFIG_PATH))
        wanted.push(r.url());
    });
    await page.goto(article.share_link);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(wanted).toEqual([]);
    expect(await page.evaluate(() => 'wx' in window)).toBe(false);
  });
});
