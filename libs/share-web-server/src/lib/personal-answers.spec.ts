/**
 * @jest-environment node
 */
// Issue 62: pages are one HTML for every visitor, logged in or not, and what is personal (is_collect,
// is_follow, the visitor's live room) comes after hydration from calls made with the visitor's token.
// Those answers are the visitor's own: never kept by a shared cache or the browser's, whatever the
// platform said; calls without a token are passed as they are.
import http from 'node:http';
import { readSettings } from './settings';
import { closeNow, listenOnLoopback, startTestSite } from './fake-server-build';

const RELATED = '/peony/v3/content/doc/AbCdEf12/user_related';

describe('API proxy: answers to a visitor with a token', () => {
  let platform: http.Server;
  let site: http.Server;
  let origin: string;

  beforeAll(async () => {
    platform = http.createServer((req, res) => {
      const collected = req.headers.authorization === 'user-token';
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=60',
        Vary: 'Accept-Encoding',
      });
      res.end(JSON.stringify({ code: 0, message: 'success', data: { is_collect: collected } }));
    });
    const settings = readSettings({ PLATFORM_API_URL: await listenOnLoopback(platform), HTML_CACHE_SECONDS: '0' });
    ({ site, origin } = await startTestSite({ settings }));
  });

  afterAll(() => closeNow(site, platform));

  it('carries the personal state, private and never stored, varying by the token', async () => {
    const answer = await fetch(`${origin}${RELATED}`, { headers: { Authorization: 'user-token' } });
    expect(await answer.json()).toEqual({ code: 0, message: 'success', data: { is_collect: true } });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding, Authorization');
  });

  it("passes an anonymous call's caching as the platform said (an empty token is no token)", async () => {
    for (const headers of [{}, { Authorization: '' }] as Record<string, string>[]) {
      const answer = await fetch(`${origin}${RELATED}`, { headers });
      expect(await answer.json()).toEqual({ code: 0, message: 'success', data: { is_collect: false } });
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
  });
});
