// Typed calls over the contract's endpoint tables: one function per endpoint (the platform's, and
// the site's own: its server's viewer state), its params, query, body and data types inferred from
// the zod schemas the platform API and the site's server validate with. In the browser this module
// and the tables load with the page's first call (browser-share-api.ts); a call's key, which the
// page's hooks need at once, is in swr-key.ts.
import type { z } from 'zod';
import type { ENDPOINTS, SITE_ENDPOINTS } from '@share/contract';
import type { CallName } from '@share/contract/browser';
import { endpointPath, endpointRoute } from '@share/contract/routes';
import type { ApiClient } from './api-client';
import { endpointProxy } from './endpoint-proxy';

type Def<N extends CallName> = (typeof ENDPOINTS & typeof SITE_ENDPOINTS)[N];

type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : never;

export type EndpointData<N extends CallName> = z.output<Def<N>['data']>;
export type EndpointQuery<N extends CallName> =
  Def<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type EndpointBody<N extends CallName> = Def<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type EndpointParams<N extends CallName> = Record<PathParamNames<Def<N>['path']>, string>;

// An empty object type that accepts nothing extra (unlike `{}`, which accepts anything).
type Nothing = Record<never, never>;

/** What a call takes: path params, query and body where its endpoint has them, plus abort and timeout. */
export type EndpointInput<N extends CallName> = ([PathParamNames<Def<N>['path']>] extends [never]
  ? Nothing
  : { params: EndpointParams<N> }) &
  ([EndpointQuery<N>] extends [never] ? Nothing : { query?: EndpointQuery<N> }) &
  ([EndpointBody<N>] extends [never] ? Nothing : { body?: EndpointBody<N> }) & {
    signal?: AbortSignal;
    timeoutMs?: number;
  };

export type EndpointCall<N extends CallName> = (input: EndpointInput<N>) => Promise<EndpointData<N>>;
export type EndpointCalls = { [N in CallName]: EndpointCall<N> };

interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Calls one endpoint of the contract's tables. */
export async function callEndpoint<N extends CallName>(
  client: ApiClient,
  name: N,
  input: EndpointInput<N>,
): Promise<EndpointData<N>> {
  const endpoint = endpointRoute(name);
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

/** One typed function per endpoint of the contract's tables, calling it over `client`. */
export function createEndpointCalls(client: ApiClient): EndpointCalls {
  return endpointProxy((name, input) => callEndpoint(client, name, input));
}
