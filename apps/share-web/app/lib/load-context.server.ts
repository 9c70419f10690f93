/**
 * The load context of every loader (React Router's getLoadContext): one typed platform client per
 * request, built on the api-client, and the server settings. Loaders and feature loaders take
 * `context.api` and call its typed endpoints (`context.api.endpoints.contentDetail(...)`); no other
 * HTTP client, path table or `get(path)` function exists on the server.
 *
 * The server never holds a visitor's token (it stays in the browser and travels only in the
 * Authorization header of API calls), so server renders are anonymous; the request id is the
 * incoming X-Request-Id, else a fresh one per request, so one page's calls can be traced.
 *
 * Data that is the same for every visitor (site configuration, the 72-hour hot list, editor picks,
 * the first page of recommendations) comes from a shared cache with stale-while-revalidate and
 * coalescing, so an uncached render asks the platform only for the item and what belongs to it.
 *
 * Every answer is checked against the contract's schema of its endpoint before a loader reads it,
 * and an answer larger than UPSTREAM_MAX_MB is cut off: both become a 'bad-response' ApiError (the
 * page's 502, or a missing optional block), never a TypeError or a process swollen by a huge list.
 */
import type { AppLoadContext } from 'react-router';
import { randomBytes } from 'node:crypto';
import { v4 as uuidv4 } from 'uuid';
import {
  ApiError,
  type ApiClient,
  CLIENT_ERROR_CODE,
  createApiClient,
  createShareApi,
  isApiError,
  isRefusal,
  MSG_NETWORK_ERROR,
  type QueryValue,
  type ShareApi,
} from '@share/api-client';
import { ENDPOINTS, ENDPOINT_ROUTES, type EndpointName } from '@share/contract';
import { createSwrCache, type SwrCache } from './swr-cache.server';
import type { ShareWebSettings } from './settings.server';

export interface ShareLoadContext {
  /** Typed calls of the platform API for this request: the server's timeout, the request's abort. */
  api: ShareApi;
  settings: ShareWebSettings;
  /** Aborted when the visitor goes away before the render ends. */
  signal: AbortSignal;
  /** This answer's Content-Security-Policy nonce (entry.server puts it on every script). */
  nonce: string;
  /**
   * Metrics: entry.server calls it when a document render starts, with the deepest matched route's
   * id, and calls what it answers once the HTML is complete.
   */
  onRender?: (routeId: string) => () => void;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
  interface AppLoadContext extends ShareLoadContext {}
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

/** The endpoint a request is for, by method and path (path parameters match one segment). */
const ENDPOINT_MATCHERS = (Object.keys(ENDPOINT_ROUTES) as EndpointName[]).map((name) => {
  const { method, path } = ENDPOINT_ROUTES[name];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return { name, method: method.toUpperCase(), regex: new RegExp(`^${pattern}$`) };
});

function endpointOf(method: string, path: string): EndpointName | undefined {
  return ENDPOINT_MATCHERS.find((m) => m.method === method && m.regex.test(path))?.name;
}

function badResponse(path: string): ApiError {
  return new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, MSG_NETWORK_ERROR, 'bad-response', 200, path);
}

/** `client` whose answers are checked against the contract (the data is kept as it came). */
function withContractCheck(client: ApiClient): ApiClient {
  const request: ApiClient['request'] = async (method, path, options) => {
    const data = await client.request(method, path, options);
    const name = endpointOf(method, path);
    if (name && !ENDPOINTS[name].data.safeParse(data).success) throw badResponse(path);
    return data as never;
  };
  return {
    ...client,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
}

/**
 * A fetch that refuses answers over `maxBytes`: by Content-Length at once, else while the body
 * streams in. The refusal is an HTTP 502 without an envelope (the client's 'bad-response').
 */
export function cappedFetch(maxBytes: number, fetchImpl: typeof fetch = globalThis.fetch): typeof fetch {
  const tooLarge = () => new Response('upstream answer too large', { status: 502 });
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return tooLarge();
    }
    if (!response.body) return response;
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge();
      }
      chunks.push(value);
    }
    return new Response(Buffer.concat(chunks), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * How a platform call of a render ended, for metrics: an answer (ok), the platform's refusal (a code
 * from 1 to 499: not found, invalid), no answer in time (timeout), the visitor leaving first
 * (aborted), anything else (error: unreachable, a 5xx, an answer that is not the contract's).
 */
export type UpstreamOutcome = 'ok' | 'refused' | 'timeout' | 'aborted' | 'error';

export function upstreamOutcome(error: unknown): UpstreamOutcome {
  if (isRefusal(error)) return 'refused';
  if (isApiError(error) && (error.kind === 'timeout' || error.kind === 'aborted')) return error.kind;
  return 'error';
}

/** Told of every platform call: its endpoint name ('other' outside the contract), outcome and seconds. */
export type UpstreamObserver = (endpoint: string, outcome: UpstreamOutcome, seconds: number) => void;

/** `client` whose calls are reported to `observe` (timed from the call to its data or error). */
function withObserver(client: ApiClient, observe: UpstreamObserver | undefined): ApiClient {
  if (!observe) return client;
  const request: ApiClient['request'] = async (method, path, options) => {
    const started = performance.now();
    let outcome: UpstreamOutcome = 'ok';
    try {
      return await client.request(method, path, options);
    } catch (error) {
      outcome = upstreamOutcome(error);
      throw error;
    } finally {
      observe(endpointOf(method, path) ?? 'other', outcome, (performance.now() - started) / 1000);
    }
  };
  return {
    ...client,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
}

/** GETs whose answer is the same for every visitor, by endpoint (no path parameters). */
const SHARED_PATHS: ReadonlySet<string> = new Set(
  (['appInfo', 'groups', 'staticModule', 'hot72h', 'editorRecommend', 'recommend'] as const).map((name) => ENDPOINT_ROUTES[name].path),
);
/** Of the recommendations only the first page is the same everywhere; later pages are asked rarely. */
const FIRST_PAGE_ONLY: ReadonlySet<string> = new Set([ENDPOINT_ROUTES.recommend.path]);

export interface SharedData {
  cache: SwrCache<unknown>;
  /** A client for the shared calls: tied to no visitor's connection, only to the loader timeout. */
  client: ApiClient;
}

/** One shared-data cache per server; `observe` is told of its platform calls. */
export function createSharedData(settings: ShareWebSettings, fetchImpl?: typeof fetch, observe?: UpstreamObserver): SharedData {
  return {
    cache: createSwrCache<unknown>({
      ttlMs: settings.sharedDataCacheMs,
      staleMs: settings.sharedDataStaleMs,
      maxSize: 500,
    }),
    client: withObserver(
      withContractCheck(
        createApiClient({
          baseUrl: settings.platformApiUrl,
          timeoutMs: settings.loaderTimeoutMs,
          getToken: () => '',
          onMissingToken: () => undefined,
          fetch: cappedFetch(settings.upstreamMaxBytes, fetchImpl),
        }),
      ),
      observe,
    ),
  };
}

function queryKey(query: Record<string, QueryValue> | undefined): string {
  return Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** `client` with the shared calls answered from `shared`. */
function withSharedData(client: ApiClient, shared: SharedData): ApiClient {
  const request: ApiClient['request'] = (method, path, options = {}) => {
    const page = Number(options.query?.['page'] ?? 1);
    if (method !== 'GET' || !SHARED_PATHS.has(path) || (FIRST_PAGE_ONLY.has(path) && page !== 1)) {
      return client.request(method, path, options);
    }
    const { query, timeoutMs } = options;
    return shared.cache
      .get(`${path}?${queryKey(query)}`, () => shared.client.request('GET', path, { query, timeoutMs }))
      .then(({ value }) => value as never);
  };
  return {
    ...client,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
}

export interface LoadContextInput {
  settings: ShareWebSettings;
  /** The server's shared-data cache; without it every call goes to the platform. */
  shared?: SharedData;
  /** The incoming X-Request-Id header, if any. */
  requestId?: string | null;
  /** Aborted when the visitor's connection closes before the answer is sent. */
  signal: AbortSignal;
  fetch?: typeof fetch;
  /** Told of each platform call of this render (metrics). */
  observeUpstream?: UpstreamObserver;
  /** The load context's onRender (metrics). */
  onRender?: (routeId: string) => () => void;
}

export function createLoadContext({ settings, requestId, signal, fetch, shared, observeUpstream, onRender }: LoadContextInput): AppLoadContext {
  const id = requestId && REQUEST_ID_PATTERN.test(requestId) ? requestId : uuidv4();
  const client = createApiClient({
    baseUrl: settings.platformApiUrl,
    timeoutMs: settings.loaderTimeoutMs,
    getToken: () => '',
    getRequestId: () => id,
    onMissingToken: () => undefined,
    signal,
    fetch: cappedFetch(settings.upstreamMaxBytes, fetch),
  });
  const checked = withObserver(withContractCheck(client), observeUpstream);
  const nonce = randomBytes(16).toString('base64');
  return { api: createShareApi(shared ? withSharedData(checked, shared) : checked), settings, signal, nonce, onRender };
}
