/**
 * @jest-environment node
 */
// Issue 62: what is personal on a detail page comes after hydration from one small request, the
// site's viewer state: the site asks the platform's user_related and is_followed with the visitor's
// token and request id, at once, and answers both fields; the answer is the visitor's own. Here
// against a fake platform that answers the two calls only once both have arrived (so the site must
// make them in parallel), and says what it answers by the token it is sent.
import http from 'node:http';
import pino from 'pino';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import { API_CODE, encodePublicId, SITE_ENDPOINT_ROUTES } from '@share/contract/browser';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';
import { closeNow, fakeServerBuild, listenOnLoopback, testPageRules } from './fake-server-build';
import { MSG_LOGIN_REQUIRED, msgInvalidParam } from './messages';

const PATH = SITE_ENDPOINT_ROUTES.viewerState.path;
const POST = encodePublicId(2001);
const UID = encodePublicId(3001);
/** The visitor who collected the item and follows its account. */
const FAN = 'fan-token';
/** A visitor whose state is false for both. */
const OTHER = 'other-token';

interface PlatformCall {
  method: string;
  path: string;
  authorization?: string;
  requestId?: string;
}

/**
 * The platform: user_related and is_followed answer true for FAN, false otherwise. With `pair`, a
 * call is answered only once the other one has arrived too. `fail` makes a path answer its status.
 */
async function fakePlatform() {
  const calls: PlatformCall[] = [];
  const failing = new Map<RegExp, number>();
  let pair = false;
  let waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '';
    calls.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    const answer = () => {
      const status = [...failing].find(([pattern]) => pattern.test(path))?.[1];
      if (status) {
        res.writeHead(status >= 500 ? status : 200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({ code: status, message: status === 404 ? '内容不存在或已下线' : '服务器错误', data: null }),
        );
        return;
      }
      const fan = req.headers.authorization === FAN;
      const data = path.endsWith('/user_related') ? { is_collect: fan } : { is_follow: fan };
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' });
      res.end(JSON.stringify({ code: 0, message: 'success', data }));
    };
    if (!pair) return answer();
    waiting.push(answer);
    if (waiting.length === 2) {
      for (const send of waiting) send();
      waiting = [];
    }
  });
  return {
    server,
    calls,
    url: await listenOnLoopback(server),
    answerInPairs: () => (pair = true),
    fail: (pattern: RegExp, status: number) => failing.set(pattern, status),
  };
}

/** A page build that renders one cacheable page for any path: a path the viewer state does not take renders. */
const pages = fakeServerBuild(
  () =>
    new Response('<!DOCTYPE html><p>page</p>', {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, s-maxage=30' },
    }),
);

const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields)}`;
const ITEM = { type: 'article', post_id: POST };
const ITEM_AND_ACCOUNT = { ...ITEM, uid: UID };

describe('the viewer state: one personal request of a detail page', () => {
  let platform: Awaited<ReturnType<typeof fakePlatform>>;
  let site: http.Server;
  let origin: string;

  beforeEach(async () => {
    platform = await fakePlatform();
    // The HTML micro-cache on, with a page for every path: the viewer state must never be a page.
    const settings = readSettings({ PLATFORM_API_URL: platform.url, HTML_CACHE_SECONDS: '30' });
    const { handler } = createShareWebApp({
      settings,
      build: pages,
      clientDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
      rules: testPageRules,
    });
    site = http.createServer(handler);
    origin = await listenOnLoopback(site);
  });
  afterEach(() => closeNow(site, platform.server));

  const ask = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${origin}${PATH}${query(fields)}`, { headers });

  it("answers is_collect and is_follow of the token's visitor from both calls made at once, with the token and request id", async () => {
    platform.answerInPairs();
    const answer = await ask(ITEM_AND_ACCOUNT, { Authorization: FAN, 'X-Request-Id': 'req-viewer-1' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ code: 0, message: 'success', data: { is_collect: true, is_follow: true } });
    expect(platform.calls).toEqual(
      expect.arrayContaining([
        {
          method: 'GET',
          path: `/peony/v3/content/article/${POST}/user_related`,
          authorization: FAN,
          requestId: 'req-viewer-1',
        },
        { method: 'POST', path: `/guzzle/v1/mp/is_followed/${UID}`, authorization: FAN, requestId: 'req-viewer-1' },
      ]),
    );
    expect(platform.calls).toHaveLength(2);
  });

  it('is private, never stored, and varies by the token: the next visitor gets their own state', async () => {
    for (const [token, state] of [
      [FAN, true],
      [OTHER, false],
      [FAN, true],
    ] as const) {
      const answer = await ask(ITEM_AND_ACCOUNT, { Authorization: token });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('vary')).toBe('Authorization');
      expect(answer.headers.get('x-cache')).toBeNull();
      expect((await answer.json()).data).toEqual({ is_collect: state, is_follow: state });
    }
    expect(platform.calls).toHaveLength(6);
  });

  it('asks no is_followed without a uid: the answer has no is_follow', async () => {
    const answer = await ask(ITEM, { Authorization: FAN });
    expect((await answer.json()).data).toEqual({ is_collect: true });
    expect(platform.calls.map((call) => call.path)).toEqual([`/peony/v3/content/article/${POST}/user_related`]);
  });

  it('answers 401 without a token (an empty one is none), asking the platform nothing', async () => {
    for (const headers of [{}, { Authorization: '' }] as Record<string, string>[]) {
      const answer = await ask(ITEM_AND_ACCOUNT, headers);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.json()).toEqual({ code: API_CODE.LOGIN_REQUIRED, message: MSG_LOGIN_REQUIRED, data: null });
    }
    expect(platform.calls).toHaveLength(0);
  });

  it.each([
    ['no post_id', { type: 'article' }, 'post_id'],
    ['a post_id that fails the public-id check', { type: 'article', post_id: `${POST.slice(1)}${POST[0]}` }, 'post_id'],
    ['a post_id of another length', { type: 'article', post_id: 'abc' }, 'post_id'],
    ['a type that is no content type', { type: 'doc', post_id: POST }, 'type'],
    ['no type', { post_id: POST }, 'type'],
    ['a uid that fails the public-id check', { ...ITEM, uid: 'AbCdEf12' }, 'uid'],
  ])('answers 400 naming the field for %s, asking the platform nothing', async (_what, fields, field) => {
    const answer = await ask(fields, { Authorization: FAN });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: API_CODE.INVALID, message: msgInvalidParam(field), data: null });
    expect(platform.calls).toHaveLength(0);
  });

  it('answers 400 to a post_id given twice', async () => {
    const answer = await fetch(`${origin}${PATH}?type=article&post_id=${POST}&post_id=${POST}`, {
      headers: { Authorization: FAN },
    });
    expect(answer.status).toBe(400);
  });

  it('keeps is_collect when is_followed fails, and says why for is_follow', async () => {
    platform.fail(/is_followed/, 503);
    const answer = await ask(ITEM_AND_ACCOUNT, { Authorization: FAN });
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual({
      is_collect: true,
      errors: { is_follow: { code: 503, message: MSG_NETWORK_ERROR } },
    });
  });

  it("keeps is_follow when user_related is refused, with the platform's code and message", async () => {
    platform.fail(/user_related/, 404);
    const answer = await ask(ITEM_AND_ACCOUNT, { Authorization: FAN });
    expect((await answer.json()).data).toEqual({
      is_follow: true,
      errors: { is_collect: { code: 404, message: '内容不存在或已下线' } },
    });
  });

  it('is answered to a desktop agent too (no desktop redirect), and takes no other method', async () => {
    const desktop = await ask(ITEM, {
      Authorization: FAN,
      'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36',
    });
    expect(desktop.status).toBe(200);
    expect((await desktop.json()).data).toEqual({ is_collect: true });
    const post = await fetch(`${origin}${PATH}${query(ITEM)}`, { method: 'POST', headers: { Authorization: FAN } });
    expect(post.status).toBe(405);
  });
});
