/**
 * @jest-environment node
 */
// Issue 58, point 2: while the platform hangs, a page whose block fell back to 网络不给力 answered
// 200 with s-maxage=30 and replaced the good copy in the micro-cache and in nginx. A render with a
// platform call that failed, timed out or was cut off answers no-store, is never stored, and leaves a
// stored good copy in place; a platform refusal (no such item) is an answer, and stays cacheable.
import http from 'node:http';
import pino from 'pino';
import type { AppLoadContext } from 'react-router';
import { closeNow, fakeServerBuild, listenOnLoopback, pollUntil, testPageRules } from './fake-server-build';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';

const PATH = '/davmu/share/news/doc/2026/11/AbCdEf12/index.html';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const OFFLINE = '网络不给力，请稍后再试';
/** How long a rendered page stays fresh in the micro-cache, and how long a platform call may take. */
const FRESH_MS = 1000;
const LOADER_TIMEOUT_MS = 300;

type Mode = 'ok' | 'hang' | 'fail' | 'refuse';

/** A platform whose group list answers, hangs, fails (500) or refuses (not found), as the test says. */
async function platform() {
  const state = { mode: 'ok' as Mode, calls: 0 };
  const server = http.createServer((_req, res) => {
    state.calls += 1;
    if (state.mode === 'hang') return;
    res.writeHead(state.mode === 'fail' ? 500 : 200, { 'Content-Type': 'application/json' });
    if (state.mode === 'fail') return void res.end('{"code":500,"message":"stack at /srv/x.js","data":null}');
    if (state.mode === 'refuse') return void res.end('{"code":404,"message":"not found","data":null}');
    res.end(
      JSON.stringify({
        code: 0,
        message: '',
        data: { list: [{ id: 'grp00001', name: '推荐', type: 'news', layout: 'list' }] },
      }),
    );
  });
  return { state, server, url: await listenOnLoopback(server) };
}

/** A page whose block falls back to the offline notice when its platform call fails, as the feature loaders do. */
const page = fakeServerBuild(async (_request, status, headers, _context, loadContext?: AppLoadContext) => {
  if (!loadContext) throw new Error('the site renders with a load context');
  const block = await loadContext.api.endpoints.groups({}).then(
    (groups) => groups.list.map((group) => group.name).join(','),
    () => OFFLINE,
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // What entry.server sets on an anonymous page.
  if (!headers.has('Cache-Control'))
    headers.set('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60');
  return new Response(`<p>${block}</p>`, { status, headers });
});

async function site(platformUrl: string, env: Record<string, string>) {
  const settings = readSettings({
    PLATFORM_API_URL: platformUrl,
    LOADER_TIMEOUT_MS: String(LOADER_TIMEOUT_MS),
    SHARED_DATA_CACHE_SECONDS: '0',
    ITEM_DATA_CACHE_SECONDS: '0',
    ...env,
  });
  const { handler } = createShareWebApp({
    settings,
    build: page,
    clientDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
    rules: testPageRules,
  });
  const server = http.createServer(handler);
  return { server, origin: await listenOnLoopback(server) };
}

async function visit(origin: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${PATH}`, { headers: { 'user-agent': ANDROID, ...headers } });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    cache: res.headers.get('x-cache'),
    body: await res.text(),
  };
}

describe('a page rendered while the platform fails (HTML micro-cache on)', () => {
  let api: Awaited<ReturnType<typeof platform>>;
  let web: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    api = await platform();
    web = await site(api.url, { HTML_CACHE_SECONDS: String(FRESH_MS / 1000), HTML_CACHE_STALE_SECONDS: '30' });
  });
  afterAll(() => closeNow(web.server, api.server));

  it.each<[string, Mode]>([
    ['times out', 'hang'],
    ['fails', 'fail'],
  ])('a block whose platform call %s says no-store and is not kept', async (_what, mode) => {
    api.state.mode = mode;
    const first = await visit(web.origin);
    expect(first).toMatchObject({ status: 200, cacheControl: 'no-store', body: `<p>${OFFLINE}</p>` });
    const calls = api.state.calls;
    // The next visitor gets a render of its own, not the kept fallback.
    const second = await visit(web.origin);
    expect(second).toMatchObject({ cacheControl: 'no-store', cache: 'MISS' });
    expect(api.state.calls).toBe(calls + 1);
  });

  it('keeps the good copy when its refresh falls back, and serves it until a good render replaces it', async () => {
    api.state.mode = 'ok';
    // The copy that answers HIT is the good one (read from the answer itself: under load, a second
    // visit may come after it has expired).
    const good = await pollUntil(
      () => visit(web.origin),
      (answer) => answer.cache === 'HIT',
    );
    expect(good).toMatchObject({ cache: 'HIT', body: '<p>推荐</p>' });
    expect(good.cacheControl).toContain('s-maxage=30');
    api.state.mode = 'hang';
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 50));
    // Expired: the good copy is served while its refresh runs (and falls back after LOADER_TIMEOUT_MS).
    expect(await visit(web.origin)).toMatchObject({ cache: 'STALE', body: '<p>推荐</p>' });
    await new Promise((resolve) => setTimeout(resolve, LOADER_TIMEOUT_MS + 200));
    for (let visitor = 0; visitor < 3; visitor += 1)
      expect(await visit(web.origin)).toMatchObject({ body: '<p>推荐</p>', cache: 'STALE' });
    // The platform is back: the next refresh is whole and kept.
    api.state.mode = 'ok';
    await visit(web.origin);
    expect(
      await pollUntil(
        () => visit(web.origin),
        (answer) => answer.cache === 'HIT',
      ),
    ).toMatchObject({ cache: 'HIT', body: '<p>推荐</p>' });
  });

  it('keeps a page whose block the platform refused (an answer, not an outage)', async () => {
    api.state.mode = 'refuse';
    const { server, origin } = await site(api.url, { HTML_CACHE_SECONDS: '30' });
    try {
      const first = await visit(origin);
      expect(first.cacheControl).toContain('s-maxage=30');
      expect(await visit(origin)).toMatchObject({ cache: 'HIT' });
    } finally {
      closeNow(server);
    }
  });
});

describe('a page rendered while the platform fails (no micro-cache: nginx in front)', () => {
  it('says no-store to the front cache', async () => {
    const api = await platform();
    const web = await site(api.url, { HTML_CACHE_SECONDS: '0' });
    try {
      api.state.mode = 'ok';
      expect((await visit(web.origin)).cacheControl).toContain('s-maxage=30');
      api.state.mode = 'fail';
      expect(await visit(web.origin)).toMatchObject({
        status: 200,
        cacheControl: 'no-store',
        body: `<p>${OFFLINE}</p>`,
      });
    } finally {
      closeNow(web.server, api.server);
    }
  });
});
