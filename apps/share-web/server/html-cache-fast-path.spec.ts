/**
 * @jest-environment node
 */
// The HTML cache's fast path: a fresh page is sent from Node's request event, before the express
// stack, with the same headers as the long way, to every visitor, logged in or not; requests the long
// way answers differently (a private page, a desktop agent, a body) never get it.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import pino from 'pino';
import { createShareWebApp, readSettings } from '@share/share-web-server';
import { fakeServerBuild } from '@share/share-web-server/testing';
import { PAGE_RULES } from './page-rules';

const PAGE = `<!DOCTYPE html><html><body>${'<p>一篇文章</p>'.repeat(200)}</body></html>`;
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PATH = '/davmu/share/mp/doc/2026/11/AbCdEf12/index.html';

/** A React Router build of one page whose document is PAGE; counts its renders. */
function pageBuild() {
  const renders = { count: 0 };
  const build = fakeServerBuild((_request, status, headers) => {
    renders.count += 1;
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.set('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    return new Response(PAGE, { status, headers });
  });
  return { build, renders };
}

async function site(env: Record<string, string> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const { build, renders } = pageBuild();
  const settings = readSettings({ PLATFORM_API_URL: 'http://127.0.0.1:9', SHARED_DATA_CACHE_SECONDS: '0', ...env });
  const { handler } = createShareWebApp({ settings, build, clientDir: '/nonexistent', logger, rules: PAGE_RULES });
  const server = http.createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    renders,
    lines,
    get: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`${origin}${path}`, { method, headers, redirect: 'manual' }),
    /** The status of a GET that declares a body of `length` bytes (fetch would not send the header). */
    statusWithDeclaredBody: (path: string, length: number) =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = http.request(
          `${origin}${path}`,
          { headers: { 'user-agent': ANDROID, 'content-length': length } },
          (answer) => {
            answer.resume();
            resolve(answer.statusCode);
          },
        );
        request.on('error', reject);
        request.flushHeaders();
      }),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Headers that must be the same however the page was sent. */
const STABLE = [
  'content-type',
  'cache-control',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'vary',
];
const stable = (headers: Headers) => Object.fromEntries(STABLE.map((name) => [name, headers.get(name)]));

describe('HTML cache fast path', () => {
  it('sends a fresh page with the headers of the long way, without rendering or passing the express stack', async () => {
    const s = await site();
    try {
      const miss = await s.get(PATH, { 'user-agent': WECHAT });
      expect(miss.headers.get('x-cache')).toBe('MISS');
      expect(await miss.text()).toBe(PAGE);
      const hit = await s.get(PATH, { 'user-agent': WECHAT });
      expect(hit.status).toBe(200);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(await hit.text()).toBe(PAGE);
      expect(stable(hit.headers)).toEqual(stable(miss.headers));
      expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
      expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const traced = await s.get(PATH, { 'user-agent': WECHAT, 'x-request-id': 'nginx-7f3a' });
      expect([traced.headers.get('x-cache'), traced.headers.get('x-request-id')]).toEqual(['HIT', 'nginx-7f3a']);
      expect(s.renders.count).toBe(1);
      // The hit was logged by the fast path (pino-http logs the long way's answers).
      expect(
        s.lines.filter((line) => line['cache'] === 'HIT' && (line['req'] as { url: string }).url === PATH),
      ).toHaveLength(2);
    } finally {
      s.close();
    }
  });

  it('compresses a hit for the request, answers HEAD without a body, keys by environment class', async () => {
    const s = await site();
    try {
      await s.get(PATH, { 'user-agent': WECHAT });
      const gzipped = await s.get(PATH, { 'user-agent': WECHAT, 'accept-encoding': 'gzip' });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      // fetch decodes the body it was sent.
      expect(await gzipped.text()).toBe(PAGE);
      const head = await s.get(PATH, { 'user-agent': WECHAT, 'accept-encoding': 'identity' }, 'HEAD');
      expect(head.headers.get('x-cache')).toBe('HIT');
      expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE));
      expect(await head.text()).toBe('');
      // Another environment class is another entry: rendered once for it.
      expect((await s.get(PATH, { 'user-agent': ANDROID })).headers.get('x-cache')).toBe('MISS');
      expect((await s.get(PATH, { 'user-agent': ANDROID })).headers.get('x-cache')).toBe('HIT');
      expect(s.renders.count).toBe(2);
    } finally {
      s.close();
    }
  });

  it('serves the cached page to a logged-in visitor too, never /auth or a preview (issue 62)', async () => {
    const s = await site();
    try {
      await s.get(PATH, { 'user-agent': ANDROID });
      const loggedIn = await s.get(PATH, { 'user-agent': ANDROID, cookie: 'share_session=1' });
      expect(loggedIn.headers.get('x-cache')).toBe('HIT');
      expect(await loggedIn.text()).toBe(PAGE);
      const withToken = await s.get(PATH, { 'user-agent': ANDROID, authorization: 'Bearer abc' });
      expect(withToken.headers.get('x-cache')).toBe('HIT');
      expect(s.renders.count).toBe(1);
      for (const path of ['/davmu/share/auth', '/davmu/share/preview-editor/doc/2026/11/AbCdEf12/index.html']) {
        await s.get(path, { 'user-agent': ANDROID });
        expect((await s.get(path, { 'user-agent': ANDROID })).headers.get('x-cache')).toBeNull();
      }
      expect(s.renders.count).toBe(5);
    } finally {
      s.close();
    }
  });

  it('never serves a cached page to a desktop agent or a request with a body', async () => {
    const s = await site();
    try {
      await s.get(PATH, { 'user-agent': ANDROID });
      // A desktop agent shares the 'other' class with Android Chrome, and still goes to the desktop page.
      const desktop = await s.get(PATH, { 'user-agent': DESKTOP });
      expect(desktop.status).toBe(302);
      expect(desktop.headers.get('location')).toContain('/davmu/share/pc');
      // The desktop page's own frame is never redirected, through the service worker (Sec-Fetch-Dest
      // empty, the frame marker in the query) or straight from the browser (Sec-Fetch-Dest iframe).
      const throughWorker = await s.get(`${PATH}?pc_frame=1`, { 'user-agent': DESKTOP, 'sec-fetch-dest': 'empty' });
      expect(throughWorker.status).toBe(200);
      expect(await throughWorker.text()).toBe(PAGE);
      expect((await s.get(PATH, { 'user-agent': DESKTOP, 'sec-fetch-dest': 'iframe' })).status).toBe(200);
      expect(
        (await s.get(`${PATH}?pc_frame=1`, { 'user-agent': DESKTOP, 'sec-fetch-dest': 'empty' })).headers.get(
          'x-cache',
        ),
      ).toBe('HIT');
      // A body on a GET takes the long way (its limits are checked there).
      expect(await s.statusWithDeclaredBody(PATH, 2 * 1024 * 1024)).toBe(413);
    } finally {
      s.close();
    }
  });

  it('is off with the cache (HTML_CACHE_SECONDS=0): every request renders', async () => {
    const s = await site({ HTML_CACHE_SECONDS: '0' });
    try {
      await s.get(PATH, { 'user-agent': WECHAT });
      const again = await s.get(PATH, { 'user-agent': WECHAT });
      expect(again.headers.get('x-cache')).toBeNull();
      expect(s.renders.count).toBe(2);
    } finally {
      s.close();
    }
  });
});
