/**
 * @jest-environment node
 */
// A detail page's browser fetches the first pages of its recommendation lists to hydrate them: the
// site answers those from its shared-data cache (the rows it rendered), so a viral link's visitors
// do not each make three platform calls; every other list request still reaches the platform.
import http from 'node:http';
import pino from 'pino';
import { envelope, fixturePagedList } from '@share/api-client/testing';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';
import { closeNow, fakeServerBuild, listenOnLoopback, testPageRules } from './fake-server-build';

const LIST_PATHS = ['/peony/v3/hot/72h', '/peony/v3/recommend/editor', '/peony/v1/recommend'];

/** A platform answering the three lists (page 1 of 25 items, whatever was asked); it counts the GETs it answers. */
async function listPlatform() {
  const gets: string[] = [];
  let failing = false;
  const server = http.createServer((req, res) => {
    gets.push(req.url ?? '');
    if (failing) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 500, message: '服务器错误', data: null }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(envelope(fixturePagedList(10, 25))));
  });
  return { server, gets, url: await listenOnLoopback(server), fail: () => (failing = true) };
}

const noPages = fakeServerBuild(() => new Response('no page here', { status: 404 }));

describe('the lists a detail page hydrates its recommendations with', () => {
  let platform: Awaited<ReturnType<typeof listPlatform>>;
  const sites: http.Server[] = [];

  beforeEach(async () => {
    platform = await listPlatform();
  });
  afterEach(() => closeNow(...sites.splice(0), platform.server));

  async function site(env: Record<string, string> = {}) {
    const settings = readSettings({ PLATFORM_API_URL: platform.url, SHARED_DATA_CACHE_SECONDS: '60', ...env });
    const { handler } = createShareWebApp({
      settings,
      build: noPages,
      clientDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
      rules: testPageRules,
    });
    const server = http.createServer(handler);
    sites.push(server);
    return listenOnLoopback(server);
  }

  it('answers the first page of each list from one platform call, with the platform’s envelope and rows', async () => {
    const origin = await site();
    for (const path of LIST_PATHS) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${origin}${path}?page=1&size=10`)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual(envelope(fixturePagedList(10, 25)));
      }
    }
    expect(platform.gets.map((url) => url.split('?')[0])).toEqual(LIST_PATHS);
  });

  it('passes every other page, size or query to the platform, each time', async () => {
    const origin = await site();
    const asked = ['?page=2&size=10', '?page=1&size=11', '?page=1&size=10&from=timeline', '?page=1'];
    for (const query of asked) {
      for (let twice = 0; twice < 2; twice += 1)
        expect((await fetch(`${origin}/peony/v1/recommend${query}`)).status).toBe(200);
    }
    expect(platform.gets).toEqual(
      asked.flatMap((query) => [`/peony/v1/recommend${query}`, `/peony/v1/recommend${query}`]),
    );
  });

  it('leaves a page the cache cannot answer to the platform, whose 5xx the browser gets as the envelope', async () => {
    const origin = await site();
    platform.fail();
    const answer = await fetch(`${origin}/peony/v3/hot/72h?page=1&size=10`);
    expect(answer.status).toBe(500);
    // The platform's own body stays in the site's log (proxy-platform-errors.spec.ts).
    expect(await answer.json()).toEqual({ code: 500, message: '网络错误，请稍后重试～', data: null });
  });

  it('without the shared-data cache (SHARED_DATA_CACHE_SECONDS=0) every request reaches the platform', async () => {
    const origin = await site({ SHARED_DATA_CACHE_SECONDS: '0', ITEM_DATA_CACHE_SECONDS: '0' });
    await fetch(`${origin}/peony/v3/hot/72h?page=1&size=10`);
    await fetch(`${origin}/peony/v3/hot/72h?page=1&size=10`);
    expect(platform.gets).toHaveLength(2);
  });
});
