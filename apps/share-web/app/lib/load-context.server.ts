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
 */
import type { AppLoadContext } from 'react-router';
import { v4 as uuidv4 } from 'uuid';
import { type ApiClient, createApiClient, createShareApi, type QueryValue, type ShareApi } from '@share/api-client';
import { ENDPOINT_ROUTES } from '@share/contract/client';
import { createSwrCache, type SwrCache } from './swr-cache.server';
import type { ShareWebSettings } from './settings.server';

export interface ShareLoadContext {
  /** Typed calls of the platform API for this request: the server's timeout, the request's abort. */
  api: ShareApi;
  settings: ShareWebSettings;
  /** Aborted when the visitor goes away before the render ends. */
  signal: AbortSignal;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
  interface AppLoadContext extends ShareLoadContext {}
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

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

/** One shared-data cache per server. */
export function createSharedData(settings: ShareWebSettings, fetchImpl?: typeof fetch): SharedData {
  return {
    cache: createSwrCache<unknown>({
      ttlMs: settings.sharedDataCacheMs,
      staleMs: settings.sharedDataStaleMs,
      maxSize: 500,
    }),
    client: createApiClient({
      baseUrl: settings.platformApiUrl,
      timeoutMs: settings.loaderTimeoutMs,
      getToken: () => '',
      onMissingToken: () => undefined,
      fetch: fetchImpl,
    }),
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
}

export function createLoadContext({ settings, requestId, signal, fetch, shared }: LoadContextInput): AppLoadContext {
  const id = requestId && REQUEST_ID_PATTERN.test(requestId) ? requestId : uuidv4();
  const client = createApiClient({
    baseUrl: settings.platformApiUrl,
    timeoutMs: settings.loaderTimeoutMs,
    getToken: () => '',
    getRequestId: () => id,
    onMissingToken: () => undefined,
    signal,
    fetch,
  });
  return { api: createShareApi(shared ? withSharedData(client, shared) : client), settings, signal };
}
