// The platform client of a server render: the typed calls of api-client with the rules the server
// keeps about platform answers, applied by endpoint name at call time:
// - every answer is checked against the contract's schema of its endpoint (the data is kept as it
//   came): an answer of another shape is a 'bad-response' ApiError, never a TypeError in a loader;
// - an answer larger than the cap is refused ('bad-response' too: the page's 502);
// - data that is the same for every visitor (site configuration, the 72-hour hot list, editor
//   picks, the first page of recommendations) comes from a shared cache with stale-while-revalidate
//   and coalescing, fetched by a client tied to no visitor's connection;
// - an item's published data (its detail, its media account, the first page of its album tracks or
//   special groups) is the same for every visitor too, since the server's calls are anonymous: it is
//   kept for a few seconds (ITEM_DATA_CACHE_SECONDS) in a cache of its own, so a link that many
//   logged-in visitors open (their pages are never cached whole) asks the platform for it once every
//   few seconds instead of once per visitor. The first page of an item's comments is kept as long
//   but never served stale, and a comment the site's proxy passes to the platform drops it
//   (forgetComments): whoever has just commented sees the comment in the page rendered next. Previews
//   are never kept;
// - each call that reaches the platform is reported once to `onCall` (endpoint, outcome, duration).
// A render's calls are anonymous: the server holds a visitor's token only for the site's own answer
// of the visitor's state (viewerToken: the viewer state's user_related and is_followed), whose
// calls carry it and never touch a shared cache.
import { performance } from 'node:perf_hooks';
import {
  ENDPOINTS,
  ENDPOINT_ROUTES,
  endpointPath,
  SITE_ENDPOINT_ROUTES,
  type EndpointName,
  type SiteEndpointName,
} from '@share/contract';
import { createApiClient, type ApiClient, type QueryValue } from './api-client';
import { ApiError, isApiError, isRefusal, type ApiErrorKind } from './api-error';
import { CLIENT_ERROR_CODE } from './constants';
import { callEndpoint, type EndpointCalls, type EndpointData, type EndpointInput } from './endpoint-call';
import { MSG_NETWORK_ERROR } from './messages';
import { createShareApi, type ShareApi } from './share-api';
import { cappedFetch } from './capped-fetch.server';
import { createSwrCache, type SwrCache } from './swr-cache.server';

/** How a platform call ended: 'refused' is the platform's refusal (not found, invalid), 'api-error' any other code. */
export type PlatformCallOutcome = 'ok' | 'refused' | 'api-error' | Exclude<ApiErrorKind, 'api'>;

/** One call that reached the platform (a shared-cache hit is none). */
export interface PlatformCall {
  endpoint: EndpointName;
  outcome: PlatformCallOutcome;
  durationMs: number;
  /** The ApiError the call ended with, when it did not end 'ok'. */
  error?: unknown;
}

interface PlatformOptions {
  /** PLATFORM_API_URL. */
  baseUrl: string;
  /** The loader timeout of each call. */
  timeoutMs: number;
  /** Answers larger than this are refused (UPSTREAM_MAX_MB). */
  maxAnswerBytes: number;
  fetch?: typeof fetch;
}

export interface SharedDataOptions extends PlatformOptions {
  /** How long a shared answer is fresh (SHARED_DATA_CACHE_SECONDS). */
  ttlMs: number;
  /** How long after that it is still served while one refresh runs (SHARED_DATA_STALE_SECONDS). */
  staleMs: number;
  /** How long an item's published data is fresh (ITEM_DATA_CACHE_SECONDS; 0: never kept). */
  itemTtlMs?: number;
  /** How long after that it is still served while one refresh runs (ITEM_DATA_STALE_SECONDS). */
  itemStaleMs?: number;
}

/** The server's shared-data caches and the client of their calls (one per server). */
export interface SharedData {
  /** Data the same for every visitor; absent when SHARED_DATA_CACHE_SECONDS is 0. */
  cache?: SwrCache<unknown>;
  /** Items' published data (see the top of this file); absent when ITEM_DATA_CACHE_SECONDS is 0. */
  items?: SwrCache<unknown>;
  /** The first page of items' comments; absent with `items`. */
  comments?: SwrCache<unknown>;
  client: ApiClient;
}

export interface ServerApiOptions extends PlatformOptions {
  /** X-Request-Id of this render's calls. */
  requestId: string;
  /**
   * The visitor's own token, for the site's answer of their state (viewer state): every call
   * carries it, and none is answered from or kept in a shared cache. Renders leave it out.
   */
  viewerToken?: string;
  /** Aborted when the visitor leaves before the render ends: every pending call of the visitor ends. */
  signal: AbortSignal;
  /** The server's shared-data cache; without it every call goes to the platform. */
  shared?: SharedData;
  /** Told about every call that reaches the platform (for metrics); a shared call tells the render that started it. */
  onCall?: (call: PlatformCall) => void;
  /**
   * Told about every call of this render that rejects, also one that waited for another render's
   * shared call: the render falls back (an empty block, 网络不给力), and the server keeps it out of
   * every cache.
   */
  onFailure?: (endpoint: EndpointName, error: unknown) => void;
}

/** GETs whose answer is the same for every visitor (none has path parameters). */
const SHARED_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'appInfo',
  'groups',
  'staticModule',
  'hot72h',
  'editorRecommend',
  'recommend',
]);
/** Of the recommendations only the first page is the same everywhere; later pages are asked rarely. */
const FIRST_PAGE_ONLY: ReadonlySet<EndpointName> = new Set<EndpointName>(['recommend']);
/**
 * An item's published data: what every visitor of the item's page is answered alike (the server's
 * calls are anonymous). Lists only on their first page, which every render asks; never a preview's.
 */
const ITEM_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'contentDetail',
  'mpContentDetail',
  'mpInfo',
  'albumTracks',
  'special',
]);
/** The first page of an item's comments: kept like item data, never served stale, dropped when a comment is written. */
const COMMENT_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>(['comments', 'mpComments']);
/** Items kept at most (a detail is a few KB, so a few MB at most). */
const ITEM_CACHE_ENTRIES = 2000;

interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  timeoutMs?: number;
}

function platformClient(
  options: PlatformOptions & { requestId?: string; signal?: AbortSignal; token?: string },
): ApiClient {
  const { requestId, token = '' } = options;
  return createApiClient({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    getToken: () => token,
    ...(requestId ? { getRequestId: () => requestId } : {}),
    onMissingToken: () => undefined,
    signal: options.signal,
    fetch: cappedFetch(options.maxAnswerBytes, options.fetch),
  });
}

/** One shared-data cache per server. */
export function createSharedData({
  ttlMs,
  staleMs,
  itemTtlMs = 0,
  itemStaleMs = 0,
  ...platform
}: SharedDataOptions): SharedData {
  return {
    ...(ttlMs > 0 ? { cache: createSwrCache<unknown>({ ttlMs, staleMs, maxSize: 500 }) } : {}),
    ...(itemTtlMs > 0
      ? {
          items: createSwrCache<unknown>({ ttlMs: itemTtlMs, staleMs: itemStaleMs, maxSize: ITEM_CACHE_ENTRIES }),
          comments: createSwrCache<unknown>({ ttlMs: itemTtlMs, staleMs: 0, maxSize: ITEM_CACHE_ENTRIES }),
        }
      : {}),
    client: platformClient(platform),
  };
}

function outcomeOf(error: unknown): PlatformCallOutcome {
  if (!isApiError(error)) return 'network';
  if (error.kind !== 'api') return error.kind;
  return isRefusal(error) ? 'refused' : 'api-error';
}

/** Calls `name` on `client`, checks the answer against the endpoint's schema and reports the call. */
async function checkedCall<N extends EndpointName>(
  client: ApiClient,
  name: N,
  input: EndpointInput<N>,
  onCall: ServerApiOptions['onCall'],
): Promise<EndpointData<N>> {
  const started = performance.now();
  const report = (outcome: PlatformCallOutcome, error?: unknown) =>
    onCall?.({
      endpoint: name,
      outcome,
      durationMs: performance.now() - started,
      ...(error === undefined ? {} : { error }),
    });
  let data: EndpointData<N>;
  try {
    data = await callEndpoint(client, name, input);
  } catch (error) {
    report(outcomeOf(error), error);
    throw error;
  }
  if (!ENDPOINTS[name].data.safeParse(data).success) {
    const path = endpointPath(name, (input as LooseInput).params);
    const error = new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, MSG_NETWORK_ERROR, 'bad-response', 200, path);
    report('bad-response', error);
    throw error;
  }
  report('ok');
  return data;
}

/** A call's parameters or query as a cache key: sorted, encoded, empty values left out. */
function queryKey(query: Record<string, QueryValue> | undefined): string {
  return Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

const isFirstPage = (input: LooseInput) => Number(input.query?.['page'] ?? 1) === 1;

function isSharedCall(name: EndpointName, input: LooseInput): boolean {
  if (!SHARED_ENDPOINTS.has(name) || ENDPOINT_ROUTES[name].method !== 'get') return false;
  return !FIRST_PAGE_ONLY.has(name) || isFirstPage(input);
}

/** The cache an item's call is kept in, if any. */
function itemCacheOf(shared: SharedData, name: EndpointName, input: LooseInput): SwrCache<unknown> | undefined {
  if (ENDPOINT_ROUTES[name].method !== 'get' || !isFirstPage(input)) return undefined;
  if (ITEM_ENDPOINTS.has(name)) return shared.items;
  return COMMENT_ENDPOINTS.has(name) ? shared.comments : undefined;
}

/**
 * A comment on `itemId` was written (the site's proxy passed it to the platform): the next render of
 * the item asks for its comments again.
 */
export function forgetComments(shared: SharedData | undefined, itemId: string): void {
  for (const name of COMMENT_ENDPOINTS) shared?.comments?.forget(`${name}/${queryKey({ id: itemId })}?`);
}

/** The typed platform calls of one server render (see the top of this file). */
export function createServerApi({
  requestId,
  signal,
  viewerToken,
  shared: sharedData,
  onCall,
  onFailure,
  ...platform
}: ServerApiOptions): ShareApi {
  const client = platformClient({ ...platform, requestId, signal, token: viewerToken });
  // A visitor's own answers are nobody else's: no shared cache with their token.
  const shared = viewerToken ? undefined : sharedData;
  /**
   * An item's call, kept in `cache` under `key`: it carries this render's request id, and the
   * cache's signal, which ends it once every render waiting for it has left (a visitor who leaves
   * does not end the call others wait for, and a call nobody waits for does not hold a platform
   * connection until the deadline). A render served a kept value, fresh or stale, waits for nothing.
   */
  const itemCall = (
    cache: SwrCache<unknown>,
    key: string,
    call: (client: ApiClient) => Promise<unknown>,
  ): Promise<unknown> =>
    cache
      .get(key, (callSignal) => call(platformClient({ ...platform, requestId, signal: callSignal })), signal)
      .then(({ value }) => value);
  /** A call of this render: from a shared cache, an item cache or the platform. */
  const callOf = (name: EndpointName, input: never): Promise<unknown> => {
    const loose = input as LooseInput;
    // A visitor who leaves does not cancel the shared call others may wait for: no signal there.
    const { params, query, timeoutMs } = loose;
    if (shared?.cache && isSharedCall(name, loose)) {
      return shared.cache
        .get(`${name}?${queryKey(query)}`, () =>
          checkedCall(shared.client, name, { query, timeoutMs } as never, onCall),
        )
        .then(({ value }) => value);
    }
    const itemCache = shared && itemCacheOf(shared, name, loose);
    if (itemCache) {
      return itemCall(itemCache, `${name}/${queryKey(params)}?${queryKey(query)}`, (itemClient) =>
        checkedCall(itemClient, name, { params, query, timeoutMs } as never, onCall),
      );
    }
    return checkedCall(client, name, input, onCall);
  };
  const calls = {} as Record<EndpointName, (input: never) => Promise<unknown>>;
  for (const name of Object.keys(ENDPOINT_ROUTES) as EndpointName[]) {
    calls[name] = (input: never) =>
      onFailure
        ? callOf(name, input).catch((error: unknown) => {
            onFailure(name, error);
            throw error;
          })
        : callOf(name, input);
  }
  // The site's own endpoints are this server's answers, never a platform call.
  const siteCalls = {} as Record<SiteEndpointName, () => Promise<never>>;
  for (const name of Object.keys(SITE_ENDPOINT_ROUTES) as SiteEndpointName[]) {
    siteCalls[name] = () => Promise.reject(new Error(`${name} is answered by the site's server, not the platform`));
  }
  return createShareApi({ ...calls, ...siteCalls } as unknown as EndpointCalls);
}
