// The browser's calls: the HTTP client, the endpoint calls and the endpoint table are a chunk the
// page's first call fetches. A call whose chunk cannot be fetched (offline) fails as a network
// failure, and the next call fetches it again.
import { createMockFetch, defaultMockRoutes, envelope } from '../testing';
import { createBrowserShareApi } from './browser-share-api';
import { CLIENT_ERROR_CODE } from './constants';
import { MSG_NETWORK_ERROR } from './messages';

let chunkReachable = false;
let chunkLoads = 0;
jest.mock('./browser-calls', () => {
  chunkLoads += 1;
  if (!chunkReachable) throw new Error('Failed to fetch dynamically imported module: api-runtime.js');
  return jest.requireActual('./browser-calls');
});

const sent = (fetch: ReturnType<typeof createMockFetch>) => fetch.calls.map((call) => `${call.method} ${call.path}`);

describe('the browser’s calls, whose code loads with the first call', () => {
  beforeEach(() => {
    chunkReachable = false;
    chunkLoads = 0;
  });

  it('loads nothing until a call is made', () => {
    const api = createBrowserShareApi({ fetch: createMockFetch(defaultMockRoutes()) });
    expect(typeof api.account).toBe('function');
    expect(typeof api.endpoints.comments).toBe('function');
    expect(chunkLoads).toBe(0);
  });

  it('fails a call its code cannot be loaded for as a network failure, and loads with the next call', async () => {
    const fetch = createMockFetch({ ...defaultMockRoutes(), 'GET /peony/v1/group': envelope({ list: [] }) });
    const api = createBrowserShareApi({
      fetch,
      getRequestId: () => 'test-request-id',
      onMissingToken: () => undefined,
    });
    await expect(api.account('AbCdEfGh')).rejects.toMatchObject({
      code: CLIENT_ERROR_CODE.NETWORK,
      kind: 'network',
      message: MSG_NETWORK_ERROR,
    });
    await expect(api.endpoints.groups({})).rejects.toMatchObject({ code: CLIENT_ERROR_CODE.NETWORK, kind: 'network' });
    expect(fetch.calls).toHaveLength(0);

    chunkReachable = true;
    await api.account('AbCdEfGh');
    expect(sent(fetch)).toEqual(['GET /peony/v1/account/AbCdEfGh']);
    const loads = chunkLoads;
    await api.anonymous('device-1');
    await api.endpoints.groups({});
    // Loaded once: later calls use it, over the client made with the options given.
    expect(chunkLoads).toBe(loads);
    expect(sent(fetch)).toEqual(['GET /peony/v1/account/AbCdEfGh', 'POST /peony/v1/auth', 'GET /peony/v1/group']);
    expect(fetch.calls.map((call) => call.headers['x-request-id'])).toEqual([
      'test-request-id',
      'test-request-id',
      'test-request-id',
    ]);
  });

  it('hands out one function per endpoint, and nothing for `then`: the calls are not a promise', () => {
    const api = createBrowserShareApi({ fetch: createMockFetch(defaultMockRoutes()) });
    expect(api.endpoints.groups).toBe(api.endpoints.groups);
    expect((api.endpoints as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
