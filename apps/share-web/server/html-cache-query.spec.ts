/**
 * @jest-environment node
 */
// The HTML micro-cache keys a page by its canonical address: WeChat's share parameters and other keys
// no route reads are answered from the entry of the plain link, on the fast path and the long way,
// and a render only ever sees the keys its routes declare.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import pino from 'pino';
import { createShareWebApp, readSettings } from '@share/share-web-server';
import { fakeRoute, fakeServerBuild } from '@share/share-web-server/testing';
import { PAGE_RULES } from './page-rules';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ARTICLE = '/davmu/share/news/doc/2026/11/AbCdEfGh/index.html';

/** A build with the home page (reads `group`) and a catch-all page; the document names the URL it was rendered for. */
function queryBuild() {
  const rendered: string[] = [];
  const build = fakeServerBuild(
    (request, status, headers) => {
      rendered.push(request.url.slice(request.url.indexOf('/davmu/')));
      headers.set('Content-Type', 'text/html; charset=utf-8');
      return new Response(`<!DOCTYPE html><p>${new URL(request.url).search}</p>${'<p>一篇文章</p>'.repeat(100)}`, {
        status,
        headers,
      });
    },
    {
      routes: {
        root: fakeRoute('root', undefined, ''),
        home: fakeRoute('home', 'root', undefined, { query: { reads: ['group'] } }, true),
        page: fakeRoute('page', 'root', '*'),
      },
      basename: '/davmu/share/',
    },
  );
  return { build, rendered };
}

async function site() {
  const { build, rendered } = queryBuild();
  const settings = readSettings({ PLATFORM_API_URL: 'http://127.0.0.1:9', SHARED_DATA_CACHE_SECONDS: '0' });
  const { handler } = createShareWebApp({
    settings,
    build,
    clientDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
    rules: PAGE_RULES,
  });
  const server = http.createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    rendered,
    get: async (path: string) => {
      const answer = await fetch(`${origin}${path}`, { headers: { 'user-agent': ANDROID } });
      return { state: answer.headers.get('x-cache'), body: await answer.text() };
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('HTML micro-cache key: the canonical address', () => {
  it("answers WeChat's ?from=timeline&isappinstalled=0 from the plain link's entry (HIT), with the same page", async () => {
    const s = await site();
    try {
      const plain = await s.get(ARTICLE);
      expect(plain.state).toBe('MISS');
      const fromTimeline = await s.get(`${ARTICLE}?from=timeline&isappinstalled=0`);
      expect(fromTimeline.state).toBe('HIT');
      expect(fromTimeline.body).toBe(plain.body);
      expect((await s.get(`${ARTICLE}?from=singlemessage`)).state).toBe('HIT');
      expect((await s.get(`${ARTICLE}?utm_source=wechat&share_uid=42&cache-test=1`)).state).toBe('HIT');
      expect(s.rendered).toEqual([ARTICLE]);
    } finally {
      s.close();
    }
  });

  it('renders a first visitor with WeChat parameters for the canonical address, which the plain link then hits', async () => {
    const s = await site();
    try {
      const first = await s.get(`${ARTICLE}?from=groupmessage&isappinstalled=0`);
      expect(first.state).toBe('MISS');
      expect(first.body).toContain('<p></p>');
      expect((await s.get(ARTICLE)).state).toBe('HIT');
      expect(s.rendered).toEqual([ARTICLE]);
    } finally {
      s.close();
    }
  });

  it("keys by a route's own parameter: each group is its own page, WeChat's keys beside it are not", async () => {
    const s = await site();
    try {
      expect((await s.get('/davmu/share/?from=timeline&group=g1')).state).toBe('MISS');
      const second = await s.get('/davmu/share/?group=g2');
      expect(second.state).toBe('MISS');
      expect(second.body).toContain('<p>?group=g2</p>');
      const again = await s.get('/davmu/share/?isappinstalled=0&group=g1&group=g3');
      expect(again.state).toBe('HIT');
      expect(again.body).toContain('<p>?group=g1</p>');
      expect(s.rendered).toEqual(['/davmu/share/?group=g1', '/davmu/share/?group=g2']);
    } finally {
      s.close();
    }
  });
});
