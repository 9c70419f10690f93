// Typed calls over the contract's endpoint table: one function per endpoint, its params, query,
// body and data types inferred from the zod schemas the platform API validates with. In the
// browser this module and the table load with the page's first call (browser-share-api.ts); a
// call's key, which the page's hooks need at once, is in swr-key.ts.
import type { z } from 'zod';
import type { ENDPOINTS } from '@share/contract';
import type { EndpointName } from '@share/contract/browser';
import { ENDPOINT_ROUTES, endpointPath } from '@share/contract/routes';
import type { ApiClient } from './api-client';
import { endpointProxy } from './endpoint-proxy';

type Def<N extends EndpointName> = (typeof ENDPOINTS)[N];

type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : never;

export type EndpointData<N extends EndpointName> = z.output<Def<N>['data']>;
export type EndpointQuery<N extends EndpointName> =
  Def<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type EndpointBody<N extends EndpointName> =
  Def<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
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

/** Calls one endpoint of the contract table. */
export async function callEndpoint<N extends EndpointName>(
  client: ApiClient,
  name: N,
  input: EndpointInput<N>,
): Promise<EndpointData<N>> {
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

/** One typed function per endpoint of the contract table, calling it over `client`. */
export function createEndpointCalls(client: ApiClient): EndpointCalls {
  return endpointProxy((name, input) => callEndpoint(client, name, input));
}
