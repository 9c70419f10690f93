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
const settings = readSettings({ PLATFORM_API_URL: 'http://platform.test', LOADER_TIMEOUT_MS: '50' });

describe('load context', () => {
  it('calls the typed endpoints at the platform with the request id and no token', async () => {
    const { fetch, calls } = fakeFetch(ok({ list: [] }));
    const { api } = createLoadContext({ settings, requestId: 'req-1', signal: new AbortController().signal, fetch });
    await api.endpoints.groups({});
    expect(calls[0].url).toBe('http://platform.test/peony/v1/group');
    expect(calls[0].headers['Authorization']).toBe('');
    expect(calls[0].headers['X-Request-Id']).toBe('req-1');
  });

  it('makes a fresh request id when the incoming one is missing or malformed', async () => {
    const { fetch, calls } = fakeFetch(ok({ list: [] }));
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
    const { fetch, calls } = fakeFetch(ok({ list: [] }));
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
    const { fetch, calls } = fakeFetch(ok({ list: [] }));
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
      return new Response(JSON.stringify({ code: 0, message: '', data: { list: [{ id: 'g1', name: '推荐' }] } }));
    });
    const shared = createSharedData({ ...settings, loaderTimeoutMs: 10_000 }, fetch);
    const leaving = new AbortController();
    const first = createLoadContext({ settings, signal: leaving.signal, fetch, shared }).api.endpoints.groups({});
    const second = createLoadContext({ settings, signal: new AbortController().signal, fetch, shared }).api.endpoints.groups({});
    leaving.abort();
    release();
    await expect(second).resolves.toEqual({ list: [{ id: 'g1', name: '推荐' }] });
    await first.catch(() => undefined);
    expect(calls).toHaveLength(1);
  });
});
