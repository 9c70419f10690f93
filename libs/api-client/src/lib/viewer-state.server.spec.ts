/** @jest-environment node */
// The site's viewer state (issue 62): its query checked by the contract, its two platform calls made
// at once with the visitor's token and never through a shared cache, one failure keeping the other.
import { encodePublicId } from '@share/contract/browser';
import { MSG_NETWORK_ERROR, MSG_REQUEST_TIMEOUT } from './messages';
import { createServerApi, createSharedData } from './server-api.server';
import { readViewerState, viewerStateQueryOf } from './viewer-state.server';

const POST = encodePublicId(2001);
const UID = encodePublicId(3001);
const platform = { baseUrl: 'http://platform.test', timeoutMs: 50, maxAnswerBytes: 1024 * 1024 };

interface Call {
  method: string;
  path: string;
  authorization: string;
}

/** A platform answering each path with `answer(path)`: an envelope's code and data, or a raw HTTP status. */
function fakePlatform(answer: (path: string) => { code: number; message?: string; data?: unknown; status?: number }) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push({
      method: String(init.method),
      path,
      authorization: (init.headers as Record<string, string>)['Authorization'],
    });
    const { status = 200, code, message = '', data = null } = answer(path);
    return new Response(JSON.stringify({ code, message, data }), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const viewerApi = (fetch: typeof globalThis.fetch, viewerToken = 'user-token') =>
  createServerApi({ ...platform, requestId: 'req-1', signal: new AbortController().signal, fetch, viewerToken });

describe('viewerStateQueryOf', () => {
  it('takes a content type, a checked post_id and an optional checked uid', () => {
    expect(viewerStateQueryOf({ type: 'video', post_id: POST, uid: UID, from: 'timeline' })).toEqual({
      query: { type: 'video', post_id: POST, uid: UID },
    });
    expect(viewerStateQueryOf({ type: 'article', post_id: POST })).toEqual({
      query: { type: 'article', post_id: POST },
    });
  });

  it.each([
    [{ type: 'doc', post_id: POST }, 'type'],
    [{ type: 'article' }, 'post_id'],
    [{ type: 'article', post_id: `${POST.slice(0, 7)}x` }, 'post_id'],
    [{ type: 'article', post_id: [POST, POST] }, 'post_id'],
    [{ type: 'article', post_id: POST, uid: '' }, 'uid'],
  ])('refuses %j, naming %s', (query, field) => {
    expect(viewerStateQueryOf(query)).toEqual({ refused: field });
  });
});

describe('readViewerState', () => {
  it("asks user_related and is_followed with the visitor's token and answers both fields", async () => {
    const { fetch, calls } = fakePlatform((path) => ({
      code: 0,
      data: path.endsWith('/user_related') ? { is_collect: true } : { is_follow: false },
    }));
    expect(await readViewerState(viewerApi(fetch), { type: 'article', post_id: POST, uid: UID })).toEqual({
      is_collect: true,
      is_follow: false,
    });
    expect(calls).toEqual([
      { method: 'GET', path: `/peony/v3/content/article/${POST}/user_related`, authorization: 'user-token' },
      { method: 'POST', path: `/guzzle/v1/mp/is_followed/${UID}`, authorization: 'user-token' },
    ]);
  });

  it('leaves a failed field out and says why: a refusal in its words, a server error as the network error', async () => {
    const { fetch } = fakePlatform((path) =>
      path.endsWith('/user_related')
        ? { code: 401, message: '登录已过期，请重新登录' }
        : { status: 500, code: 500, message: 'Error: at /srv/platform/db.js:12' },
    );
    expect(await readViewerState(viewerApi(fetch), { type: 'article', post_id: POST, uid: UID })).toEqual({
      errors: {
        is_collect: { code: 401, message: '登录已过期，请重新登录' },
        is_follow: { code: 500, message: MSG_NETWORK_ERROR },
      },
    });
  });

  it('keeps is_collect when is_followed times out', async () => {
    const { fetch: answering } = fakePlatform(() => ({ code: 0, data: { is_collect: false } }));
    const fetch = ((url: string, init: RequestInit) =>
      url.includes('/is_followed/')
        ? new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
        : answering(url, init)) as typeof globalThis.fetch;
    expect(await readViewerState(viewerApi(fetch), { type: 'article', post_id: POST, uid: UID })).toEqual({
      is_collect: false,
      errors: { is_follow: { code: -2, message: MSG_REQUEST_TIMEOUT } },
    });
  });

  it("never answers from, nor fills, a shared cache with a visitor's token", async () => {
    const groups = { list: [{ id: 'grp00001', name: '推荐', type: 'news', layout: 'list' }] };
    const { fetch, calls } = fakePlatform(() => ({ code: 0, data: groups }));
    const shared = createSharedData({ ...platform, ttlMs: 30_000, staleMs: 30_000, fetch });
    for (const token of ['token-a', 'token-b']) {
      const api = createServerApi({
        ...platform,
        requestId: 'req-1',
        signal: new AbortController().signal,
        fetch,
        shared,
        viewerToken: token,
      });
      await api.endpoints.groups({});
    }
    expect(calls.map((call) => call.authorization)).toEqual(['token-a', 'token-b']);
  });

  it("refuses to ask the platform for the site's own endpoint", async () => {
    const { fetch, calls } = fakePlatform(() => ({ code: 0 }));
    await expect(viewerApi(fetch).endpoints.viewerState({ query: { type: 'article', post_id: POST } })).rejects.toThrow(
      "viewerState is answered by the site's server, not the platform",
    );
    expect(calls).toHaveLength(0);
  });
});
