/**
 * @jest-environment node
 */
// The item-data cache (ITEM_DATA_CACHE_SECONDS) seen from outside the site: many renders of one
// item ask the platform for its detail and comments once, and a comment written through the site's
// proxy is in the very next render (issue 27: logged-in visitors of a viral link).
import http from 'node:http';
import type { AppLoadContext } from 'react-router';
import { fixtureDocDetail } from '@share/api-client/testing';
import { readSettings } from './settings';
import { closeNow, fakeServerBuild, listenOnLoopback, startTestSite } from './fake-server-build';

const ITEM = 'itemAAA1';

/** A platform holding one item and its comments; it counts the GETs it answers. */
async function platformWithComments() {
  const comments: { content: string }[] = [];
  const gets: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const answer = (data: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: 'success', data }));
    };
    if (req.method === 'POST' && url.pathname === `/peony/v1/comment/${ITEM}`) {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        comments.unshift({ content: JSON.parse(body).content });
        answer({ gid: `c${comments.length}` });
      });
      return;
    }
    gets.push(url.pathname);
    if (url.pathname === `/peony/v1/content/detail/${ITEM}`) return answer(fixtureDocDetail({ post_id: ITEM }));
    if (url.pathname === `/peony/v1/comment/${ITEM}`)
      return answer({ comments: [], count: comments.length, page: 1, size: 10 });
    res.writeHead(404).end();
  });
  return { server, gets, url: await listenOnLoopback(server) };
}

/** A page that shows the item's title and its comment count, as a detail loader asks for them. */
const itemPage = fakeServerBuild(async (_request, status, headers, _context, loadContext?: AppLoadContext) => {
  if (!loadContext) throw new Error('the site renders with a load context');
  const { endpoints } = loadContext.api;
  const [detail, comments] = await Promise.all([
    endpoints.contentDetail({ params: { post_id: ITEM } }),
    endpoints.comments({ params: { id: ITEM }, query: { page: 1, size: 10 } }),
  ]);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`${(detail as { title: string }).title}|评论 ${(comments as { count: number }).count}`, {
    status,
    headers,
  });
});

describe('item data cache (ITEM_DATA_CACHE_SECONDS)', () => {
  let platform: Awaited<ReturnType<typeof platformWithComments>>;
  let site: http.Server;
  let origin: string;

  beforeAll(async () => {
    platform = await platformWithComments();
    // The HTML micro-cache off: every visit is a render of its own (as for loader data, previews).
    const settings = readSettings({
      PLATFORM_API_URL: platform.url,
      ITEM_DATA_CACHE_SECONDS: '60',
      HTML_CACHE_SECONDS: '0',
      // Eight renders at once, all to be served: load shedding (SHED_MAX_RENDERS, 4) is not this test's.
      SHED_MAX_RENDERS: '0',
    });
    ({ site, origin } = await startTestSite({ settings, build: itemPage }));
  });

  afterAll(() => closeNow(site, platform.server));

  const render = async () => (await fetch(`${origin}/davmu/share/news/doc/2026/11/${ITEM}/index.html`)).text();

  it('renders one item for many signed-in visitors from one detail call and one comments call', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, render));
    const title = fixtureDocDetail().title;
    expect(new Set(pages)).toEqual(new Set([`${title}|评论 0`]));
    expect(platform.gets).toEqual([`/peony/v1/content/detail/${ITEM}`, `/peony/v1/comment/${ITEM}`]);
  });

  it('shows a comment written through the site in the next render', async () => {
    const written = await fetch(`${origin}/peony/v1/comment/${ITEM}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'user-token' },
      body: JSON.stringify({ content: '今年的年桔特别靓。', comment_type: 1 }),
    });
    expect(written.status).toBe(200);
    expect(await render()).toMatch(/\|评论 1$/);
    // The detail is still the kept one; only the comments were asked again.
    expect(platform.gets.filter((path) => path.startsWith('/peony/v1/comment/'))).toHaveLength(2);
    expect(platform.gets.filter((path) => path.startsWith('/peony/v1/content/detail/'))).toHaveLength(1);
  });
});

describe('HTML micro-cache and a comment written through the site (issue 62)', () => {
  let platform: Awaited<ReturnType<typeof platformWithComments>>;
  let site: http.Server;
  let origin: string;
  const PAGE = `/davmu/share/news/doc/2026/11/${ITEM}/index.html`;
  const OTHER = '/davmu/share/news/doc/2026/11/otherBBB/index.html';
  const LOGGED_IN = { cookie: 'share_session=1' };

  beforeAll(async () => {
    platform = await platformWithComments();
    const settings = readSettings({ PLATFORM_API_URL: platform.url, HTML_CACHE_SECONDS: '60' });
    ({ site, origin } = await startTestSite({ settings, build: itemPage }));
  });

  afterAll(() => closeNow(site, platform.server));

  const visit = async (path: string) => {
    const answer = await fetch(`${origin}${path}`, { headers: LOGGED_IN });
    return { cache: answer.headers.get('x-cache'), body: await answer.text() };
  };

  it("serves a logged-in visitor from the cache, and drops the item's pages when they comment on it", async () => {
    expect(await visit(PAGE)).toEqual({ cache: 'MISS', body: expect.stringMatching(/\|评论 0$/) });
    expect((await visit(PAGE)).cache).toBe('HIT');
    expect((await visit(OTHER)).cache).toBe('MISS');
    const written = await fetch(`${origin}/peony/v1/comment/${ITEM}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'user-token' },
      body: JSON.stringify({ content: '年桔摆满了花街。', comment_type: 1 }),
    });
    expect(written.status).toBe(200);
    // The commenter's next visit shows the comment; another item's page is still the kept one.
    expect(await visit(PAGE)).toEqual({ cache: 'MISS', body: expect.stringMatching(/\|评论 1$/) });
    expect((await visit(OTHER)).cache).toBe('HIT');
  });
});
