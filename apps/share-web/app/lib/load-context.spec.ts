import { fixtureDocList } from '@share/api-client/testing';
import { readSettings } from './settings.server';
import { createLoadContext, createSharedData } from './load-context.server';

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
const settings = readSettings({ PLATFORM_API_URL: 'http://platform.test', LOADER_TIMEOUT_MS: '50' });

describe('load context', () => {
  it('calls the typed endpoints at the platform with the request id and no token', async () => {
    const { fetch, calls } = fakeFetch(ok(GROUPS));
    const { api } = createLoadContext({ settings, requestId: 'req-1', signal: new AbortController().signal, fetch });
    await api.endpoints.groups({});
    expect(calls[0].url).toBe('http://platform.test/peony/v1/group');
    expect(calls[0].headers['Authorization']).toBe('');
    expect(calls[0].headers['X-Request-Id']).toBe('req-1');
  });

  it('makes a fresh request id when the incoming one is missing or malformed', async () => {
    const { fetch, calls } = fakeFetch(ok(GROUPS));
    const { api } = createLoadContext({ settings, requestId: 'bad id\n', signal: new AbortController().signal, fetch });
    await api.endpoints.groups({});
    const header = calls[0].headers['X-Request-Id'];
    expect(header).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ends a pending call when the visitor leaves', async () => {
    const { fetch, calls } = fakeFetch(
      () => new Promise<Response>((_, reject) => setTimeout(() => calls[0].signal.addEventListener('abort', () => reject(new Error('aborted'))), 0)),
    );
    const visitor = new AbortController();
    const { api } = createLoadContext({ settings: { ...settings, loaderTimeoutMs: 10_000 }, signal: visitor.signal, fetch });
    const pending = api.endpoints.groups({});
    setTimeout(() => visitor.abort(), 5);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('ends a pending call at the loader timeout', async () => {
    const { fetch, calls } = fakeFetch(
      () => new Promise<Response>((_, reject) => setTimeout(() => calls[0].signal.addEventListener('abort', () => reject(new Error('aborted'))), 0)),
    );
    const { api } = createLoadContext({ settings, signal: new AbortController().signal, fetch });
    await expect(api.endpoints.groups({})).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('shared-data cache', () => {
  it('answers the site configuration and shared lists of every render from one platform call', async () => {
    let url = '';
    const { fetch: inner, calls } = fakeFetch(async () => new Response(JSON.stringify({ code: 0, message: '', data: byPath(url) })));
    const fetch = ((input: string, init: RequestInit) => ((url = input), inner(input, init))) as typeof globalThis.fetch;
    const shared = createSharedData(settings, fetch);
    for (let visitor = 0; visitor < 3; visitor += 1) {
      const { api } = createLoadContext({ settings, signal: new AbortController().signal, fetch, shared });
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

  it('asks the platform every time for the item itself and for later pages of recommendations', async () => {
    const { fetch, calls } = fakeFetch(async () => new Response(JSON.stringify({ code: 0, message: '', data: { ...fixtureDocList([]), comments: [], count: 0 } })));
    const shared = createSharedData(settings, fetch);
    const { api } = createLoadContext({ settings, signal: new AbortController().signal, fetch, shared });
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
    const shared = createSharedData({ ...settings, loaderTimeoutMs: 10_000 }, fetch);
    const leaving = new AbortController();
    const first = createLoadContext({ settings, signal: leaving.signal, fetch, shared }).api.endpoints.groups({});
    const second = createLoadContext({ settings, signal: new AbortController().signal, fetch, shared }).api.endpoints.groups({});
    leaving.abort();
    release();
    const [firstAnswer, secondAnswer] = await Promise.allSettled([first, second]);
    expect(secondAnswer).toEqual({ status: 'fulfilled', value: GROUPS });
    expect(firstAnswer.status).toBe('fulfilled');
    expect(calls).toHaveLength(1);
  });
});

describe('platform answers on the server', () => {
  it('an answer that is not the contract’s shape is a bad response, not data', async () => {
    const { fetch } = fakeFetch(ok({ list: 'not a list' }));
    const { api } = createLoadContext({ settings, signal: new AbortController().signal, fetch });
    await expect(api.endpoints.groups({})).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it('a valid answer is given as it came (fields the contract does not name are kept)', async () => {
    const group = { id: 'grp00001', name: '推荐', type: 'news', layout: 'list', extra: 1 };
    const { fetch } = fakeFetch(ok({ list: [group] }));
    const { api } = createLoadContext({ settings, signal: new AbortController().signal, fetch });
    await expect(api.endpoints.groups({})).resolves.toEqual({ list: [group] });
  });

  it('an answer over the size cap is refused, by its Content-Length or while it streams', async () => {
    const small = { ...settings, upstreamMaxBytes: 1024 };
    const big = JSON.stringify({ code: 0, message: '', data: { list: [], pad: 'x'.repeat(5000) } });
    const declared = fakeFetch(async () => new Response(big, { headers: { 'content-length': String(big.length) } }));
    const streamed = fakeFetch(
      async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode(big.slice(i * 500, (i + 1) * 500)));
              controller.close();
            },
          }),
        ),
    );
    for (const { fetch } of [declared, streamed]) {
      const { api } = createLoadContext({ settings: small, signal: new AbortController().signal, fetch });
      await expect(api.endpoints.groups({})).rejects.toMatchObject({ kind: 'bad-response', status: 502 });
    }
  });
});
