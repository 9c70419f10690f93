// SWR for client data. The server render loads data through the same calls and hands it to
// <ApiProvider fallback>; a hook whose key is in the fallback does not fetch again on hydration.
import { createContext, useContext, type ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { EndpointName } from '@share/contract';
import type { ApiError } from './api-error';
import type { EndpointData, EndpointInput } from './endpoint-call';
import type { ShareApi } from './share-api';

const ShareApiContext = createContext<ShareApi | null>(null);

/** Data loaded on the server, by swrKey. */
export type SwrFallback = Record<string, unknown>;

export interface ApiProviderProps {
  api: ShareApi;
  /** Server-loaded data (see preloadEndpoint); seeds the SWR cache. */
  fallback?: SwrFallback;
  children?: ReactNode;
}

/** Each provider has its own cache (one per page; a test's render starts empty). */
const ownCache = () => new Map();

export function ApiProvider({ api, fallback, children }: ApiProviderProps) {
  return (
    <ShareApiContext.Provider value={api}>
      <SWRConfig value={{ fallback: fallback ?? {}, provider: ownCache }}>{children}</SWRConfig>
    </ShareApiContext.Provider>
  );
}

/** The api of the nearest ApiProvider. */
export function useShareApi(): ShareApi {
  const api = useContext(ShareApiContext);
  if (!api) throw new Error('useShareApi must be used inside <ApiProvider>');
  return api;
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

/** Loads a call on the server and answers the fallback entry for it. */
export async function preloadEndpoint<N extends EndpointName>(
  api: ShareApi,
  name: N,
  input: EndpointInput<N>,
): Promise<SwrFallback> {
  const data = await api.endpoints[name](input);
  return { [swrKey(name, input)]: data };
}

/**
 * SWR over one endpoint; pass null as input to wait (e.g. until an id is known).
 * Server-seeded keys are not fetched again on mount.
 */
export function useEndpoint<N extends EndpointName>(
  name: N,
  input: EndpointInput<N> | null,
  config?: SWRConfiguration<EndpointData<N>, ApiError>,
): SWRResponse<EndpointData<N>, ApiError> {
  const api = useShareApi();
  const { fallback } = useSWRConfig();
  const key = input === null ? null : swrKey(name, input);
  const seeded = key !== null && fallback !== undefined && key in fallback;
  return useSWR<EndpointData<N>, ApiError>(key, () => api.endpoints[name](input as EndpointInput<N>), {
    ...(seeded ? { revalidateOnMount: false } : {}),
    ...config,
  });
}
