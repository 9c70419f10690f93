// Typed calls over the contract's endpoint table: one function per endpoint, its params, query,
// body and data types inferred from the zod schemas the platform API validates with; and the key of
// a call, which SWR's hooks and the reads without SWR (useViewerRead) cache and compare by (here, in
// the root route's chunk with the calls: a module of its own, Rollup merged it into SWR's chunk,
// which every page then loaded).
import type { z } from 'zod';
import type { ENDPOINTS } from '@share/contract';
import type { EndpointName } from '@share/contract/browser';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { CLIENT_ERROR_CODE } from './constants';
import { MSG_NETWORK_ERROR } from './messages';
import { retryableLoad } from './retryable-load';

type Def<N extends EndpointName> = (typeof ENDPOINTS)[N];

type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | PathParamNames<Rest> : never;

export type EndpointData<N extends EndpointName> = z.output<Def<N>['data']>;
export type EndpointQuery<N extends EndpointName> = Def<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type EndpointBody<N extends EndpointName> = Def<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type EndpointParams<N extends EndpointName> = Record<PathParamNames<Def<N>['path']>, string>;

// An empty object type that accepts nothing extra (unlike `{}`, which accepts anything).
type Nothing = Record<never, never>;

/** What a call takes: path params, query and body where its endpoint has them, plus abort and timeout. */
export type EndpointInput<N extends EndpointName> = ([PathParamNames<Def<N>['path']>] extends [never]
  ? Nothing
  : { params: EndpointParams<N> }) &
  ([EndpointQuery<N>] extends [never] ? Nothing : { query?: EndpointQuery<N> }) &
  ([EndpointBody<N>] extends [never] ? Nothing : { body?: EndpointBody<N> }) & {
    signal?: AbortSignal;
    timeoutMs?: number;
  };

export type EndpointCall<N extends EndpointName> = (input: EndpointInput<N>) => Promise<EndpointData<N>>;
export type EndpointCalls = { [N in EndpointName]: EndpointCall<N> };

interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The endpoint table (every endpoint's method and path, about 1 KB gzip): a chunk of its own, which
 * the browser fetches with the page's first call (after hydration) instead of with the page's first
 * load. A chunk that cannot be fetched (offline) fails the call as a network failure, and the next
 * call asks for it again.
 */
const loadEndpointTable = retryableLoad(() => import('@share/contract/routes'));

/** Calls one endpoint of the contract table. */
export async function callEndpoint<N extends EndpointName>(
  client: ApiClient,
  name: N,
  input: EndpointInput<N>,
): Promise<EndpointData<N>> {
  const { ENDPOINT_ROUTES, endpointPath } = await loadEndpointTable().catch(() => {
    throw new ApiError(CLIENT_ERROR_CODE.NETWORK, MSG_NETWORK_ERROR, 'network');
  });
  const endpoint = ENDPOINT_ROUTES[name];
  const { params, query, body, signal, timeoutMs } = input as LooseInput;
  const path = endpointPath(name, params);
  const method = endpoint.method === 'get' ? 'GET' : 'POST';
  return client.request<EndpointData<N>>(method, path, {
    query,
    body: method === 'POST' ? (body ?? {}) : undefined,
    signal,
    timeoutMs,
  });
}

/**
 * One typed function per endpoint of the contract table: `calls.comments({ params: { id } })`. Each
 * is made when first read (the table's names arrive with the first call) and stays the same function.
 * `then` and the names every object has are not endpoints: the calls are not a promise, and print as
 * an object.
 */
export function createEndpointCalls(client: ApiClient): EndpointCalls {
  const calls: Record<string, (input: never) => Promise<unknown>> = {};
  return new Proxy(calls, {
    get(target, name) {
      if (typeof name !== 'string' || name === 'then' || name in Object.prototype) return Reflect.get(target, name);
      target[name] ??= (input: never) => callEndpoint(client, name as EndpointName, input);
      return target[name];
    },
  }) as unknown as EndpointCalls;
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The cache key of a call: its name and its params, query and body (key order does not matter). */
export function swrKey<N extends EndpointName>(name: N, input?: EndpointInput<N>): string {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  return `endpoint:${name}:${JSON.stringify(stable({ params, query, body }))}`;
}
