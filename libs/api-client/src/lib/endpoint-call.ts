// Typed calls over the contract's endpoint table: one function per endpoint, its params, query,
// body and data types inferred from the zod schemas the platform API validates with; and the key of
// a call, which SWR's hooks and the reads without SWR (useViewerRead) cache and compare by (here, in
// the root route's chunk with the calls: a module of its own, Rollup merged it into SWR's chunk,
// which every page then loaded).
import type { z } from 'zod';
import type { ENDPOINTS } from '@share/contract';
import { ENDPOINT_ROUTES, endpointPath, type EndpointName } from '@share/contract/browser';
import type { ApiClient } from './api-client';

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

/** One typed function per endpoint of the contract table: `calls.comments({ params: { id } })`. */
export function createEndpointCalls(client: ApiClient): EndpointCalls {
  const calls = {} as Record<EndpointName, (input: never) => Promise<unknown>>;
  for (const name of Object.keys(ENDPOINT_ROUTES) as EndpointName[]) {
    calls[name] = (input: never) => callEndpoint(client, name, input);
  }
  return calls as unknown as EndpointCalls;
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
