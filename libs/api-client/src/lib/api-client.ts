// One HTTP client for the server render and the browser: the headers of spec §7, the code-0 rule,
// a timeout on every request and caller aborts. Settings come in as options; nothing here reads
// window or process.env, so the module is safe to import anywhere.
import { ApiError } from './api-error';
import { CLIENT_ERROR_CODE, DEFAULT_TIMEOUT_MS, HEADER_AUTHORIZATION, HEADER_REQUEST_ID } from './constants';
import { MSG_NETWORK_ERROR, MSG_REQUEST_ABORTED, MSG_REQUEST_TIMEOUT, MSG_TOKEN_MISSING } from './messages';
import { browserRequestId, sendsRequestId } from './request-id';

/** The two tokens a visitor may hold; the user token wins (spec §7). */
export interface TokenPair {
  user?: string | null;
  anonymous?: string | null;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request. */
  timeoutMs?: number;
}

export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface ApiClientOptions {
  /** '' (same origin: the share-web proxy) in the browser; PLATFORM_API_URL on the server. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Tokens of the current visitor, read for every request. */
  getToken?: () => TokenPair | string | null | undefined;
  /** The request id; defaults to browserRequestId (stored id, anonymous id, 123456). */
  getRequestId?: () => string;
  /** Called when a request goes out without any token (spec §7 tip). */
  onMissingToken?: (message: string, path: string) => void;
  fetch?: typeof fetch;
  /** Every request of this client also ends when this aborts (on the server: the visitor left). */
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** The whole envelope of a code-0 answer; any other code throws ApiError. */
  requestEnvelope<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  /** `data` of a code-0 answer; any other code throws ApiError. */
  request<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** The headers a request to `path` would carry now (for sockets and beacons). */
  headersFor(path: string): Record<string, string>;
}

/** Spec §7: the user token, else the anonymous token, else ''. */
export function resolveAuthorization(tokens: TokenPair | string | null | undefined): string {
  if (typeof tokens === 'string') return tokens;
  return tokens?.user || tokens?.anonymous || '';
}

function defaultMissingToken(message: string, path: string): void {
  console.info(`[api-client] ${message}: ${path}`);
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  let url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const getRequestId = options.getRequestId ?? (() => browserRequestId());
  const onMissingToken = options.onMissingToken ?? defaultMissingToken;

  function headersFor(path: string): Record<string, string> {
    const authorization = resolveAuthorization(options.getToken?.());
    if (!authorization) onMissingToken(MSG_TOKEN_MISSING, path);
    const headers: Record<string, string> = { [HEADER_AUTHORIZATION]: authorization };
    if (sendsRequestId(path)) headers[HEADER_REQUEST_ID] = getRequestId();
    return headers;
  }

  async function requestEnvelope<T>(
    method: 'GET' | 'POST',
    path: string,
    { query, body, signal, timeoutMs: ownTimeout }: RequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    const fail = (code: number, message: string, kind: ApiError['kind'], status = 0) =>
      new ApiError(code, message, kind, status, path);
    const aborted = () => Boolean(signal?.aborted || options.signal?.aborted);
    if (aborted()) throw fail(CLIENT_ERROR_CODE.ABORTED, MSG_REQUEST_ABORTED, 'aborted');
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers = headersFor(path);
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    // One controller for the timeout and the callers' signals: a hung backend never holds a render.
    // The controller and its timer stay referenced from this frame until the call ends: a signal
    // that only fetch holds can be collected on Node 20 and then never aborts (nodejs/undici#4068).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ownTimeout ?? timeoutMs);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    options.signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      let response: Response;
      try {
        response = await doFetch(buildUrl(baseUrl, path, query), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch {
        if (timedOut) throw fail(CLIENT_ERROR_CODE.TIMEOUT, MSG_REQUEST_TIMEOUT, 'timeout');
        if (aborted()) throw fail(CLIENT_ERROR_CODE.ABORTED, MSG_REQUEST_ABORTED, 'aborted');
        throw fail(CLIENT_ERROR_CODE.NETWORK, MSG_NETWORK_ERROR, 'network');
      }
      let payload: unknown;
      try {
        payload = await response.json();
      } catch {
        if (timedOut) throw fail(CLIENT_ERROR_CODE.TIMEOUT, MSG_REQUEST_TIMEOUT, 'timeout', response.status);
        if (aborted()) throw fail(CLIENT_ERROR_CODE.ABORTED, MSG_REQUEST_ABORTED, 'aborted', response.status);
        throw fail(
          response.ok ? CLIENT_ERROR_CODE.BAD_RESPONSE : response.status,
          MSG_NETWORK_ERROR,
          'bad-response',
          response.status,
        );
      }
      if (!isEnvelope(payload)) {
        throw fail(
          response.ok ? CLIENT_ERROR_CODE.BAD_RESPONSE : response.status,
          MSG_NETWORK_ERROR,
          'bad-response',
          response.status,
        );
      }
      if (payload.code !== 0) {
        throw fail(payload.code, payload.message || MSG_NETWORK_ERROR, 'api', response.status);
      }
      return payload as ApiEnvelope<T>;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request<T>(method: 'GET' | 'POST', path: string, requestOptions?: RequestOptions): Promise<T> {
    return (await requestEnvelope<T>(method, path, requestOptions)).data;
  }

  return {
    baseUrl,
    requestEnvelope,
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    headersFor,
  };
}
