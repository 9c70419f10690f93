/**
 * @jest-environment node
 */
// Issue 58, point 8: a saturated replica queued uncached page renders (through nginx at 50
// connections: p99 12.3 s, max 16.9 s). Past SHED_MAX_RENDERS renders in flight, or while the event
// loop lags past SHED_MAX_EVENT_LOOP_DELAY_MS, a page render is answered 503 with Retry-After at once;
// health checks and pages from the micro-cache are answered as ever.
import http from 'node:http';
import pino from 'pino';
import { closeNow, fakeServerBuild, listenOnLoopback, pollUntil, testPageRules } from './fake-server-build';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';

const PAGE = '/davmu/share/news/doc/2026/11/AbCdEf12/index.html';
/** A preview: never from the micro-cache, rendered every time (as loader data and the desktop page). */
const PREVIEW = '/davmu/share/preview-editor/doc/2026/11/AbCdEf12/index.html';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANONYMOUS = { 'user-agent': ANDROID };

/** Renders that end when the test opens the gate (a render waiting for a slow platform, or for CPU). */
function slowPages() {
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const state = {
    renders: 0,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
  };
  const build = fakeServerBuild(async (_request, status, headers) => {
    state.renders += 1;
    await gate;
    headers.set('Content-Type', 'text/html; charset=utf-8');
    if (!headers.has('Cache-Control'))
      headers.set('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    return new Response('<p>第一篇</p>', { status, headers });
  });
  return { build, state };
}

async function site(env: Record<string, string>) {
  const pages = slowPages();
  const { handler } = createShareWebApp({
    settings: readSettings({ HTML_CACHE_SECONDS: '60', ...env }),
    build: pages.build,
    clientDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
    rules: testPageRules,
  });
  const server = http.createServer(handler);
  return { ...pages, server, origin: await listenOnLoopback(server) };
}

async function visit(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    cacheControl: res.headers.get('cache-control'),
    cache: res.headers.get('x-cache'),
    body: await res.text(),
    ms: performance.now() - started,
  };
}

describe('load shedding: renders in flight (SHED_MAX_RENDERS)', () => {
  let web: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    web = await site({ SHED_MAX_RENDERS: '2', SHED_MAX_EVENT_LOOP_DELAY_MS: '0' });
  });
  afterAll(() => {
    web.state.release();
    closeNow(web.server);
  });

  it('answers 503 with Retry-After at once past the limit, and renders the rest', async () => {
    // A page for the micro-cache first, while the replica is idle.
    expect((await visit(`${web.origin}${PAGE}`, ANONYMOUS)).status).toBe(200);
    web.state.hold();
    const held = [visit(`${web.origin}${PREVIEW}`, ANONYMOUS), visit(`${web.origin}${PREVIEW}`, ANONYMOUS)];
    await pollUntil(
      () => web.state.renders,
      (renders) => renders === 3,
    );
    const shed = await Promise.all([1, 2, 3].map(() => visit(`${web.origin}${PREVIEW}`, ANONYMOUS)));
    for (const answer of shed) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '1', cacheControl: 'no-store' });
      expect(answer.body).toContain('网络错误，请稍后重试～');
      // The held renders never end until released: an answer at all is one that did not wait.
      expect(answer.ms).toBeLessThan(3_000);
    }
    expect(web.state.renders).toBe(3);
    // Not shed: health checks and the cached path.
    expect((await visit(`${web.origin}/healthz`, {})).status).toBe(200);
    expect(await visit(`${web.origin}${PAGE}`, ANONYMOUS)).toMatchObject({ status: 200, cache: 'HIT' });
    web.state.release();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200]);
    // The renders have ended: the next one is served.
    expect((await visit(`${web.origin}${PREVIEW}`, ANONYMOUS)).status).toBe(200);
  });

  it('counts a render for the micro-cache against the limit, and never sheds it', async () => {
    web.state.hold();
    const before = web.state.renders;
    const anonymous = visit(`${web.origin}/davmu/share/news/doc/2026/11/OtHeRpAg/index.html`, ANONYMOUS);
    const preview = visit(`${web.origin}${PREVIEW}`, ANONYMOUS);
    await pollUntil(
      () => web.state.renders,
      (renders) => renders === before + 2,
    );
    expect((await visit(`${web.origin}${PREVIEW}`, ANONYMOUS)).status).toBe(503);
    web.state.release();
    expect([(await anonymous).status, (await preview).status]).toEqual([200, 200]);
  });
});

describe('load shedding: event-loop delay (SHED_MAX_EVENT_LOOP_DELAY_MS)', () => {
  let web: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    web = await site({ SHED_MAX_RENDERS: '0', SHED_MAX_EVENT_LOOP_DELAY_MS: '100' });
  });
  afterAll(() => closeNow(web.server));

  it('answers 503 while the event loop lags, and renders again once it has caught up', async () => {
    // Calm (the test's own start may lag the loop): pages are rendered.
    const calm = await pollUntil(
      () => visit(`${web.origin}${PREVIEW}`, ANONYMOUS),
      (answer) => answer.status === 200,
    );
    expect(calm.status).toBe(200);
    // The event loop held for 400 ms (a render's synchronous work, a long garbage collection).
    const until = Date.now() + 400;
    while (Date.now() < until);
    const lagging = await visit(`${web.origin}${PREVIEW}`, ANONYMOUS);
    expect(lagging).toMatchObject({ status: 503, retryAfter: '1' });
    expect((await visit(`${web.origin}/healthz`, {})).status).toBe(200);
    const later = await pollUntil(
      () => visit(`${web.origin}${PREVIEW}`, ANONYMOUS),
      (answer) => answer.status === 200,
    );
    expect(later.status).toBe(200);
  });
});
