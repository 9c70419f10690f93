import { API_CODE } from '@share/contract';
import { createMockFetch, envelope, MockResponse, type MockAnswer } from '../testing';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError, hasApiCode, isApiError } from './api-error';
import {
  CLIENT_ERROR_CODE,
  DEFAULT_TIMEOUT_MS,
  HEADER_AUTHORIZATION,
  HEADER_REQUEST_ID,
  REQUEST_ID_FALLBACK,
  REQUEST_ID_OMITTED_PATHS,
  STORAGE_KEYS,
} from './constants';
import { MSG_NETWORK_ERROR, MSG_REQUEST_ABORTED, MSG_REQUEST_TIMEOUT, MSG_TOKEN_MISSING } from './messages';
import { anonymousId, browserRequestId } from './request-id';

const authHeader = HEADER_AUTHORIZATION.toLowerCase();
const idHeader = HEADER_REQUEST_ID.toLowerCase();

function setup(
  options: Omit<ApiClientOptions, 'fetch'> = {},
  routes: Record<string, MockAnswer> = { 'GET /ping': envelope({ pong: true }) },
) {
  const fetch = createMockFetch(routes);
  const client = createApiClient({ onMissingToken: () => undefined, ...options, fetch });
  return { client, fetch };
}

beforeEach(() => localStorage.clear());

describe('authorization header (spec §7)', () => {
  it('sends the user token when there is one', async () => {
    const { client, fetch } = setup({ getToken: () => ({ user: 'u-1', anonymous: 'a-1' }) });
    await client.get('/ping');
    expect(fetch.calls[0].headers[authHeader]).toBe('u-1');
  });

  it('falls back to the anonymous token', async () => {
    const { client, fetch } = setup({ getToken: () => ({ user: null, anonymous: 'a-1' }) });
    await client.get('/ping');
    expect(fetch.calls[0].headers[authHeader]).toBe('a-1');
  });

  it('sends it empty with the tip that no token was obtained and the anonymous token will be used', async () => {
    const onMissingToken = jest.fn();
    const { client, fetch } = setup({ getToken: () => ({}), onMissingToken });
    await client.get('/ping');
    expect(fetch.calls[0].headers[authHeader]).toBe('');
    expect(onMissingToken).toHaveBeenCalledWith(MSG_TOKEN_MISSING, '/ping');
    expect(MSG_TOKEN_MISSING).toBe('未获取到token，将使用匿名token');
  });

  it('gives no tip when a token is present', async () => {
    const onMissingToken = jest.fn();
    const { client } = setup({ getToken: () => 'raw-token', onMissingToken });
    await client.get('/ping');
    expect(onMissingToken).not.toHaveBeenCalled();
  });
});

describe('request-id header (spec §7)', () => {
  it('sends the stored request id first', async () => {
    localStorage.setItem(STORAGE_KEYS.requestId, 'stored-id');
    const { client, fetch } = setup();
    await client.get('/ping');
    expect(fetch.calls[0].headers[idHeader]).toBe('stored-id');
  });

  it('else generates an anonymous id once and keeps it in local storage', async () => {
    const { client, fetch } = setup();
    await client.get('/ping');
    await client.get('/ping');
    const first = fetch.calls[0].headers[idHeader];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(fetch.calls[1].headers[idHeader]).toBe(first);
    expect(localStorage.getItem(STORAGE_KEYS.anonymousId)).toBe(first);
  });

  it('falls back to 123456 without storage', () => {
    expect(REQUEST_ID_FALLBACK).toBe('123456');
    expect(browserRequestId(null)).toBe('123456');
    expect(anonymousId(null)).toBe('123456');
  });

  it('falls back to 123456 when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(browserRequestId(broken)).toBe('123456');
  });

  it('uses the id the app passes in (the server)', async () => {
    const { client, fetch } = setup({ getRequestId: () => 'server-id' });
    await client.get('/ping');
    expect(fetch.calls[0].headers[idHeader]).toBe('server-id');
  });

  it.each([
    ['/law/v1/api/share/question/detail', '/law/v1/api/share/question/detail/7'],
    ['/law/v1/api/share/question/answerlist', '/law/v1/api/share/question/answerlist'],
    ['/peony/v1/picho/v1/open/', '/peony/v1/picho/v1/open/r1/content/u1'],
    ['/circle/v1/api/share/content/detail', '/circle/v1/api/share/content/detail'],
  ])('omits it for paths containing %s', async (pattern, path) => {
    expect(REQUEST_ID_OMITTED_PATHS).toContain(pattern);
    const { client, fetch } = setup(
      { getRequestId: () => 'rid', getToken: () => 't' },
      { [`GET ${path}`]: envelope(1) },
    );
    await client.get(path);
    expect(fetch.calls[0].headers[idHeader]).toBeUndefined();
    expect(fetch.calls[0].headers[authHeader]).toBe('t');
  });

  it('keeps it for other paths', async () => {
    const { client, fetch } = setup(
      { getRequestId: () => 'rid' },
      { 'GET /circle/v1/api/share/topic/detail': envelope(1) },
    );
    await client.get('/circle/v1/api/share/topic/detail');
    expect(fetch.calls[0].headers[idHeader]).toBe('rid');
  });
});

describe('responses', () => {
  it('returns the body of a code-0 answer', async () => {
    const { client } = setup();
    await expect(client.get('/ping')).resolves.toEqual({ pong: true });
  });

  it('joins the base URL, path and query (skipping empty values)', async () => {
    const { client, fetch } = setup({ baseUrl: 'http://api.test/' }, { 'GET /ping': envelope(1) });
    await client.get('/ping', { query: { a: 1, b: undefined, c: 'x y' } });
    expect(fetch.calls[0].url.href).toBe('http://api.test/ping?a=1&c=x+y');
  });

  it('sends JSON bodies', async () => {
    const { client, fetch } = setup({}, { 'POST /echo': (r) => envelope(r.body) });
    await expect(client.post('/echo', { type: 'add' })).resolves.toEqual({ type: 'add' });
    expect(fetch.calls[0].headers['content-type']).toBe('application/json');
  });

  it('turns any other code into an ApiError with its code and message', async () => {
    const { client } = setup(
      {},
      { 'GET /account': envelope(null, '账号信息同步中，请稍后重试', API_CODE.ACCOUNT_NOT_READY) },
    );
    const error = await client.get('/account').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 402, message: '账号信息同步中，请稍后重试', kind: 'api', path: '/account' });
  });

  it('reads the envelope of an HTTP error (the proxy 502)', async () => {
    const answer = new MockResponse(JSON.stringify(envelope(null, MSG_NETWORK_ERROR, 502)), 502);
    const { client } = setup({}, { 'GET /down': answer });
    await expect(client.get('/down')).rejects.toMatchObject({ code: 502, message: MSG_NETWORK_ERROR, status: 502 });
  });

  it('maps an answer without an envelope to the network-error message', async () => {
    const { client } = setup({}, { 'GET /html': new MockResponse('<html>') });
    await expect(client.get('/html')).rejects.toMatchObject({
      code: CLIENT_ERROR_CODE.BAD_RESPONSE,
      message: '网络错误，请稍后重试～',
    });
  });

  it('maps a failed connection to the network-error message', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('failed')),
      onMissingToken: () => undefined,
    });
    await expect(client.get('/x')).rejects.toMatchObject({
      code: CLIENT_ERROR_CODE.NETWORK,
      message: MSG_NETWORK_ERROR,
    });
  });
});

describe('timeout and abort', () => {
  // A backend that never answers but honours the abort signal, like fetch does.
  const hungFetch = ((_: unknown, init: RequestInit) =>
    new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })) as unknown as typeof fetch;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up after the default timeout', async () => {
    const client = createApiClient({ fetch: hungFetch, onMissingToken: () => undefined });
    const pending = client.get('/hung').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({
      code: CLIENT_ERROR_CODE.TIMEOUT,
      message: MSG_REQUEST_TIMEOUT,
      kind: 'timeout',
    });
  });

  it('honours the timeout of the client and of one request (a server render budget)', async () => {
    const client = createApiClient({ fetch: hungFetch, timeoutMs: 3000, onMissingToken: () => undefined });
    const own = client.get('/hung', { timeoutMs: 500 }).catch((e: unknown) => e);
    const shared = client.get('/hung').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(500);
    await expect(own).resolves.toMatchObject({ kind: 'timeout' });
    await jest.advanceTimersByTimeAsync(2500);
    await expect(shared).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('can be aborted by the caller', async () => {
    const client = createApiClient({ fetch: hungFetch, onMissingToken: () => undefined });
    const controller = new AbortController();
    const pending = client.get('/hung', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ code: CLIENT_ERROR_CODE.ABORTED, message: MSG_REQUEST_ABORTED });
  });

  it('does not start a request whose signal is already aborted', async () => {
    const client = createApiClient({ fetch: hungFetch, onMissingToken: () => undefined });
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('/hung', { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('isApiError', () => {
  it('recognises an ApiError made by another copy of the library (the server and its route build bundle one each)', () => {
    class OtherCopyApiError extends Error {
      override readonly name = 'ApiError';
      constructor(
        readonly code: number,
        message: string,
        readonly kind = 'api',
      ) {
        super(message);
      }
    }
    expect(isApiError(new OtherCopyApiError(404, 'gone'))).toBe(true);
    expect(hasApiCode(new OtherCopyApiError(404, 'gone'), 404)).toBe(true);
    expect(isApiError(new Error('ApiError'))).toBe(false);
    expect(isApiError({ name: 'ApiError', code: 1, kind: 'api' })).toBe(false);
  });
});
