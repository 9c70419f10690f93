// SWR for client data. The server render loads data through the same calls and hands it to
// <ApiProvider fallback>; a hook whose key is in the fallback does not fetch again on hydration.
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { EndpointName } from '@share/contract';
import type { ApiError } from './api-error';
import type { EndpointData, EndpointInput } from './endpoint-call';
import { swrKey } from './swr-key';
import type { ShareApi } from './share-api';
import { ShareApiProvider, useShareApi } from './share-api-context';

/** Data loaded on the server, by swrKey. */
export type SwrFallback = Record<string, unknown>;

export interface ApiProviderProps {
  /** The typed API client the hooks below call. */
  api: ShareApi;
  /** Server-loaded data (see preloadEndpoint); seeds the SWR cache. */
  fallback?: SwrFallback;
  /** The part of the page that uses the hooks. */
  children?: ReactNode;
}

/** Each provider has its own cache (one per page; a test's render starts empty). */
const ownCache = () => new Map();

/** The api with a cache of SWR's own and server-loaded data (tests, stories). */
export function ApiProvider({ api, fallback, children }: ApiProviderProps) {
  return (
    // Outside the api's provider: the paged lists' engines, which that provider renders, use this cache too.
    <SWRConfig value={{ fallback: fallback ?? {}, provider: ownCache }}>
      <ShareApiProvider api={api}>{children}</ShareApiProvider>
    </SWRConfig>
  );
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
 * useEndpoint's SWR settings. Public data only: a read of the signed-in visitor's own state is
 * useViewerRead's (per visitor, without SWR's cache).
 */
export type EndpointConfig<N extends EndpointName> = SWRConfiguration<EndpointData<N>, ApiError>;

/**
 * A read happens when its key appears, on `mutate()` and at `refreshInterval`: not again when the
 * window regains focus or the network returns, and a failure is not retried (the site shows what it
 * had; spec §8's actions stop silently).
 */
const READ_WHEN_ASKED: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

/**
 * SWR over one endpoint; pass null as input to wait (e.g. until an id is known).
 * Server-seeded keys are not fetched again on mount.
 */
export function useEndpoint<N extends EndpointName>(
  name: N,
  input: EndpointInput<N> | null,
  config: EndpointConfig<N> = {},
): SWRResponse<EndpointData<N>, ApiError> {
  const api = useShareApi();
  const { fallback } = useSWRConfig();
  const key = input === null ? null : swrKey(name, input);
  const seeded = key !== null && fallback !== undefined && key in fallback;
  return useSWR<EndpointData<N>, ApiError>(key, () => api.endpoints[name](input as EndpointInput<N>), {
    ...READ_WHEN_ASKED,
    ...(seeded ? { revalidateOnMount: false } : {}),
    ...config,
  });
}
