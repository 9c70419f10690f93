/** @jest-environment node */
import { ApiError } from './api-error';
import { CLIENT_ERROR_CODE } from './constants';
import { MSG_NETWORK_ERROR } from './messages';
import { fixtureDocDetail, fixtureDocList } from '../testing';
import {
  createServerApi,
  createSharedData,
  forgetComments,
  type PlatformCall,
  type ServerApiOptions,
} from './server-api.server';
import { statusOfPlatformFailure } from './platform-failure-status';

function fakeFetch(answer: () => Promise<Response>) {
  const calls: Array<{ url: string; headers: Record<string, string>; signal: AbortSignal }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, signal: init.signal as AbortSignal });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const ok = (data: unknown) => async () => new Response(JSON.stringify({ code: 0, message: '', data }));
const GROUPS = { list: [{ id: 'grp00001', name: '推荐', type: 'news', layout: 'list' }] };
/** Answers every path with data of its shape: groups for /peony/v1/group, a content list elsewhere. */
const byPath = (url: string) => (new URL(url).pathname === '/peony/v1/group' ? GROUPS : fixtureDocList([]));
const platform = { baseUrl: 'http://platform.test', timeoutMs: 50, maxAnswerBytes: 4 * 1024 * 1024 };
const cacheTimes = { ttlMs: 30_000, staleMs: 300_000 };
type Input = Partial<ServerApiOptions> & { signal: AbortSignal };
/** A render's client: the test platform, a fresh request id, no shared data unless given. */
const serverApi = (input: Input) => createServerApi({ ...platform, requestId: 'req-0', ...input });

describe('server api', () => {
  it('calls the typed endpoints at the platform with the request id and no token', async () => {
    const { fetch, calls } = fakeFetch(ok(GROUPS));
    const api = serverApi({ requestId: 'req-1', signal: new AbortController().signal, fetch });
    await api.endpoints.groups({});
    expect(calls[0].url).toBe('http://platform.test/peony/v1/group');
    expect(calls[0].headers['Authorization']).toBe('');
    expect(calls[0].headers['X-Request-Id']).toBe('req-1');
  });

  it('ends a pending call when the visitor leaves', async () => {
    const { fetch, calls } = fakeFetch(
      () =>
        new Promise<Response>((_, reject) =>
          setTimeout(() => calls[0].signal.addEventListener('abort', () => reject(new Error('aborted'))), 0),
        ),
    );
    const visitor = new AbortController();
    const api = serverApi({ timeoutMs: 10_000, signal: visitor.signal, fetch });
    const pending = api.endpoints.groups({});
    setTimeout(() => visitor.abort(), 5);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('ends a pending call at the loader timeout', async () => {
    const { fetch, calls } = fakeFetch(
      () =>
        new Promise<Response>((_, reject) =>
          setTimeout(() => calls[0].signal.addEventListener('abort', () => reject(new Error('aborted'))), 0),
        ),
    );
    const api = serverApi({ signal: new AbortController().signal, fetch });
    await expect(api.endpoints.groups({})).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('shared-data cache', () => {
  it('answers the site configuration and shared lists of every render from one platform call', async () => {
    let url = '';
    const { fetch: inner, calls } = fakeFetch(
      async () => new Response(JSON.stringify({ code: 0, message: '', data: byPath(url) })),
    );
    const fetch = ((input: string, init: RequestInit) => (
      (url = input),
      inner(input, init)
    )) as typeof globalThis.fetch;
    const shared = createSharedData({ ...platform, ...cacheTimes, fetch });
    for (let visitor = 0; visitor < 3; visitor += 1) {
      const api = serverApi({ signal: new AbortController().signal, fetch, shared });
      await Promise.all([
        api.endpoints.groups({}),
        api.endpoints.hot72h({ query: { page: 1, size: 10 } }),
        api.endpoints.editorRecommend({ query: { page: 1, size: 10 } }),
        api.endpoints.recommend({ query: { page: 1, size: 10 } }),
      ]);
    }
    expect(calls.map((call) => new URL(call.url).pathname).sort()).toEqual([
      '/peony/v1/group',
      '/peony/v1/recommend',
      '/peony/v3/hot/72h',
      '/peony/v3/recommend/editor',
    ]);
  });

  it('asks the platform every time for later pages, and for the item itself when ITEM_DATA_CACHE_SECONDS is 0', async () => {
    const { fetch, calls } = fakeFetch(
      async () =>
        new Response(JSON.stringify({ code: 0, message: '', data: { ...fixtureDocList([]), comments: [], count: 0 } })),
    );
    const shared = createSharedData({ ...platform, ...cacheTimes, fetch });
    const api = serverApi({ signal: new AbortController().signal, fetch, shared });
    await api.endpoints.recommend({ query: { page: 2, size: 10 } });
    await api.endpoints.recommend({ query: { page: 2, size: 10 } });
    await api.endpoints.comments({ params: { id: 'p1' } });
    await api.endpoints.comments({ params: { id: 'p1' } });
    expect(calls).toHaveLength(4);
  });

  it('a visitor who leaves does not cancel the shared call the others wait for', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetch, calls } = fakeFetch(async () => {
      await gate;
      return new Response(JSON.stringify({ code: 0, message: '', data: GROUPS }));
    });
    const shared = createSharedData({ ...platform, ...cacheTimes, timeoutMs: 10_000, fetch });
    const leaving = new AbortController();
    const first = serverApi({ signal: leaving.signal, fetch, shared }).endpoints.groups({});
    const second = serverApi({ signal: new AbortController().signal, fetch, shared }).endpoints.groups({});
    leaving.abort();
    release();
    const [firstAnswer, secondAnswer] = await Promise.allSettled([first, second]);
    expect(secondAnswer).toEqual({ status: 'fulfilled', value: GROUPS });
    expect(firstAnswer.status).toBe('fulfilled');
    expect(calls).toHaveLength(1);
  });
});

describe('item data cache (ITEM_DATA_CACHE_SECONDS)', () => {
  const itemTimes = { ...cacheTimes, itemTtlMs: 2_000, itemStaleMs: 10_000 };
  const DETAIL = fixtureDocDetail({ post_id: 'itemAAA1' });
  const COMMENTS = { comments: [], count: 0, page: 1, size: 10 };
  function itemPlatform() {
    const { fetch, calls } = fakeFetch(async () => new Response('{}'));
    const answering = (async (url: string, init: RequestInit) => {
      await fetch(url, init);
      const { pathname } = new URL(url);
      const data = pathname.startsWith('/peony/v1/comment/') ? COMMENTS : DETAIL;
      return new Response(JSON.stringify({ code: 0, message: '', data }));
    }) as unknown as typeof globalThis.fetch;
    return { fetch: answering, calls };
  }

  it('answers many renders of one item from one detail call, carrying the request id of the render that made it', async () => {
    const { fetch, calls } = itemPlatform();
    const shared = createSharedData({ ...platform, ...itemTimes, fetch });
    for (let visitor = 0; visitor < 3; visitor += 1) {
      const api = serverApi({ signal: new AbortController().signal, fetch, shared, requestId: `req-${visitor}` });
      await expect(api.endpoints.contentDetail({ params: { post_id: 'itemAAA1' } })).resolves.toEqual(DETAIL);
    }
    const api = serverApi({ signal: new AbortController().signal, fetch, shared, requestId: 'req-other' });
    await api.endpoints.contentDetail({ params: { post_id: 'itemAAA2' } });
    expect(calls.map((call) => [new URL(call.url).pathname, call.headers['X-Request-Id']])).toEqual([
      ['/peony/v1/content/detail/itemAAA1', 'req-0'],
      ['/peony/v1/content/detail/itemAAA2', 'req-other'],
    ]);
  });

  it('keeps the first page of comments until a comment is written on the item (forgetComments)', async () => {
    const { fetch, calls } = itemPlatform();
    const shared = createSharedData({ ...platform, ...itemTimes, fetch });
    const firstPage = (visitor: string) =>
      serverApi({ signal: new AbortController().signal, fetch, shared, requestId: visitor }).endpoints.comments({
        params: { id: 'itemAAA1' },
        query: { page: 1, size: 10 },
      });
    await expect(firstPage('req-0')).resolves.toEqual(COMMENTS);
    await firstPage('req-1');
    forgetComments(shared, 'itemAAA2');
    await firstPage('req-2');
    forgetComments(shared, 'itemAAA1');
    await firstPage('req-3');
    await firstPage('req-4');
    expect(calls.map((call) => call.headers['X-Request-Id'])).toEqual(['req-0', 'req-3']);
  });

  it('ends an item call once every render waiting for it has left, not before', async () => {
    const { fetch, calls } = fakeFetch(
      () =>
        new Promise<Response>((_, reject) =>
          setTimeout(() => calls.at(-1)?.signal.addEventListener('abort', () => reject(new Error('aborted'))), 0),
        ),
    );
    const shared = createSharedData({ ...platform, ...itemTimes, timeoutMs: 10_000, fetch });
    const visitors = [new AbortController(), new AbortController()];
    // The renders' own timeout (50 ms here) must not end them first on a busy machine: only the visitors leave.
    const pages = visitors.map((visitor) =>
      serverApi({ signal: visitor.signal, fetch, shared, timeoutMs: 10_000 }).endpoints.contentDetail({
        params: { post_id: 'itemAAA1' },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toHaveLength(1);
    visitors[0].abort();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls[0].signal.aborted).toBe(false);
    visitors[1].abort();
    expect(calls[0].signal.aborted).toBe(true);
    await expect(Promise.all(pages)).rejects.toMatchObject({ kind: 'aborted' });
    expect(shared.items?.stats().inflight).toBe(0);
  });

  it('never keeps a preview, a later page or a refusal', async () => {
    const { fetch, calls } = fakeFetch(
      async () => new Response(JSON.stringify({ code: 404, message: '内容不存在', data: null })),
    );
    const shared = createSharedData({ ...platform, ...itemTimes, fetch });
    const api = serverApi({ signal: new AbortController().signal, fetch, shared });
    for (let twice = 0; twice < 2; twice += 1) {
      await api.endpoints.previewDetail({ params: { id: 'p1' } }).catch(() => undefined);
      await api.endpoints
        .albumTracks({ params: { series: 'audio_album', uid: 'itemAAA1' }, query: { page: 2, size: 30 } })
        .catch(() => undefined);
      await expect(api.endpoints.contentDetail({ params: { post_id: 'gone' } })).rejects.toMatchObject({
        kind: 'api',
        code: 404,
      });
    }
    expect(calls).toHaveLength(6);
  });

  it('asks again once the item data is older than its time', async () => {
    const { fetch, calls } = itemPlatform();
    const shared = createSharedData({ ...platform, ...cacheTimes, itemTtlMs: 20, itemStaleMs: 0, fetch });
    const api = () => serverApi({ signal: new AbortController().signal, fetch, shared });
    await api().endpoints.contentDetail({ params: { post_id: 'itemAAA1' } });
    await api().endpoints.contentDetail({ params: { post_id: 'itemAAA1' } });
    await new Promise((resolve) => setTimeout(resolve, 40));
    await api().endpoints.contentDetail({ params: { post_id: 'itemAAA1' } });
    expect(calls).toHaveLength(2);
  });
});

describe('platform answers on the server', () => {
  it('an answer that is not the contract’s shape is a bad response, not data', async () => {
    const { fetch } = fakeFetch(ok({ list: 'not a list' }));
    const api = serverApi({ signal: new AbortController().signal, fetch });
    await expect(api.endpoints.groups({})).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it('a valid answer is given as it came (fields the contract does not name are kept)', async () => {
    const group = { id: 'grp00001', name: '推荐', type: 'news', layout: 'list', extra: 1 };
    const { fetch } = fakeFetch(ok({ list: [group] }));
    const api = serverApi({ signal: new AbortController().signal, fetch });
    await expect(api.endpoints.groups({})).resolves.toEqual({ list: [group] });
  });

  it('an answer over the size cap is refused, by its Content-Length or while it streams', async () => {
    const big = JSON.stringify({ code: 0, message: '', data: { list: [], pad: 'x'.repeat(5000) } });
    const declared = fakeFetch(async () => new Response(big, { headers: { 'content-length': String(big.length) } }));
    const streamed = fakeFetch(
      async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 10; i += 1)
                controller.enqueue(new TextEncoder().encode(big.slice(i * 500, (i + 1) * 500)));
              controller.close();
            },
          }),
        ),
    );
    for (const { fetch } of [declared, streamed]) {
      const api = serverApi({ maxAnswerBytes: 1024, signal: new AbortController().signal, fetch });
      await expect(api.endpoints.groups({})).rejects.toMatchObject({ kind: 'bad-response', status: 502 });
    }
  });
});

describe('each platform call told to onCall', () => {
  it('says the endpoint by name and how the call ended; a shared-cache hit is no call', async () => {
    const seen: PlatformCall[] = [];
    const onCall = (call: PlatformCall) => seen.push(call);
    const answers: Record<string, () => Response> = {
      '/peony/v1/group': () => new Response(JSON.stringify({ code: 0, message: '', data: GROUPS })),
    };
    const fetch = (async (url: string) =>
      (
        answers[new URL(url).pathname] ??
        (() => new Response(JSON.stringify({ code: 0, message: '', data: { list: 'no' } })))
      )()) as unknown as typeof globalThis.fetch;
    const shared = createSharedData({ ...platform, ...cacheTimes, fetch });
    const api = serverApi({ signal: new AbortController().signal, fetch, shared, onCall });
    await api.endpoints.groups({});
    await api.endpoints.groups({});
    await expect(api.endpoints.hot72h({ query: { page: 1, size: 10 } })).rejects.toMatchObject({
      kind: 'bad-response',
    });
    expect(seen.map(({ endpoint, outcome }) => [endpoint, outcome])).toEqual([
      ['groups', 'ok'],
      ['hot72h', 'bad-response'],
    ]);
    expect(seen.every((call) => call.durationMs >= 0 && call.durationMs < 5000)).toBe(true);
    expect(seen[1].error).toMatchObject({ kind: 'bad-response', path: '/peony/v3/hot/72h' });
  });

  it('a refusal, an outage and a timeout are told apart', async () => {
    const seen: PlatformCall[] = [];
    const answer =
      (body: unknown, status = 200) =>
      async () =>
        new Response(JSON.stringify(body), { status });
    for (const respond of [
      answer({ code: 404, message: '内容不存在', data: null }),
      answer({ code: 500, message: '服务器错误', data: null }),
      answer({ code: 1, message: 'bad gateway', data: null }, 502),
    ]) {
      const { fetch } = fakeFetch(respond);
      await serverApi({ signal: new AbortController().signal, fetch, onCall: (call) => seen.push(call) })
        .endpoints.groups({})
        .catch(() => undefined);
    }
    const hung = ((_: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof globalThis.fetch;
    await serverApi({
      timeoutMs: 5,
      signal: new AbortController().signal,
      fetch: hung,
      onCall: (call) => seen.push(call),
    })
      .endpoints.groups({})
      .catch(() => undefined);
    expect(seen.map((call) => call.outcome)).toEqual(['refused', 'api-error', 'api-error', 'timeout']);
  });
});

describe('the status of a failed platform call', () => {
  it.each([
    ['a refusal (code 404)', 404, new ApiError(404, '内容不存在', 'api', 200)],
    ['a platform server error (code 500)', 503, new ApiError(500, '服务器错误', 'api', 200)],
    ['any code on HTTP 5xx', 503, new ApiError(1, 'bad gateway', 'api', 502)],
    ['a timeout', 504, new ApiError(CLIENT_ERROR_CODE.TIMEOUT, MSG_NETWORK_ERROR, 'timeout')],
    ['an unreachable platform', 503, new ApiError(CLIENT_ERROR_CODE.NETWORK, MSG_NETWORK_ERROR, 'network')],
    ['a visitor who left', 503, new ApiError(CLIENT_ERROR_CODE.ABORTED, MSG_NETWORK_ERROR, 'aborted')],
    [
      'an answer of the wrong shape',
      502,
      new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, MSG_NETWORK_ERROR, 'bad-response', 200),
    ],
  ])('%s is %d', (_, status, error) => {
    expect(statusOfPlatformFailure(error)).toBe(status);
  });

  it('is none for an error that is not the platform’s', () => {
    expect(statusOfPlatformFailure(new TypeError('x is undefined'))).toBeNull();
  });
});
