import { readSettings } from './settings';
import { createLoadContext } from './load-context';

const GROUPS = { list: [{ id: 'grp00001', name: '推荐', type: 'news', layout: 'list' }] };

function fakeFetch(answer: (signal: AbortSignal) => Promise<Response>) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    return answer(init.signal as AbortSignal);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const ok = async () => new Response(JSON.stringify({ code: 0, message: '', data: GROUPS }));

describe('load context', () => {
  it('calls the platform of PLATFORM_API_URL with the incoming request id', async () => {
    const { fetch, calls } = fakeFetch(ok);
    const settings = readSettings({ PLATFORM_API_URL: 'http://platform.test/' });
    const { api } = createLoadContext({ settings, requestId: 'req-1', signal: new AbortController().signal, fetch });
    await expect(api.endpoints.groups({})).resolves.toEqual(GROUPS);
    expect(calls[0].url).toBe('http://platform.test/peony/v1/group');
    expect(calls[0].headers['X-Request-Id']).toBe('req-1');
  });

  it('makes a fresh request id when the incoming one is missing or malformed', async () => {
    const { fetch, calls } = fakeFetch(ok);
    const settings = readSettings({ PLATFORM_API_URL: 'http://platform.test' });
    for (const requestId of ['bad id\n', null]) {
      await createLoadContext({
        settings,
        requestId,
        signal: new AbortController().signal,
        fetch,
      }).api.endpoints.groups({});
    }
    expect(calls.map((call) => call.headers['X-Request-Id'])).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
  });

  it('ends a call at LOADER_TIMEOUT_MS', async () => {
    const { fetch } = fakeFetch(
      (signal) =>
        new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const settings = readSettings({ PLATFORM_API_URL: 'http://platform.test', LOADER_TIMEOUT_MS: '20' });
    const { api } = createLoadContext({ settings, signal: new AbortController().signal, fetch });
    await expect(api.endpoints.groups({})).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('gives a document render its own empty render-only data, and a data request none (nothing is rendered from it)', () => {
    const settings = readSettings({ PLATFORM_API_URL: 'http://platform.test' });
    const signal = new AbortController().signal;
    const [first, second] = [createLoadContext({ settings, signal }), createLoadContext({ settings, signal })];
    expect(first.renderOnly).toEqual(new Map());
    expect(first.renderOnly).not.toBe(second.renderOnly);
    expect(createLoadContext({ settings, signal, dataRequest: true }).renderOnly).toBeNull();
  });
});
