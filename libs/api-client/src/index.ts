// Public face of @share/api-client: one client for the server render and the browser, the calls of
// spec §7 on the contract's types, and SWR hooks. Fixtures live in @share/api-client/testing.

// Client and errors
export { createApiClient, resolveAuthorization, buildUrl } from './lib/api-client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiEnvelope,
  QueryValue,
  RequestOptions,
  TokenPair,
} from './lib/api-client';
export { ApiError, isApiError, hasApiCode, isTimeout } from './lib/api-error';
export type { ApiErrorKind } from './lib/api-error';
export { anonymousId, browserRequestId, browserStorage, sendsRequestId } from './lib/request-id';

// Online/offline state
export { isOffline, retryWhenOnline, watchConnection } from './lib/connection';

// Calls
export { createShareApi } from './lib/share-api';
export type { CallOptions, LoginForm, ShareApi, WxShareConfig, WxSignature } from './lib/share-api';
export { callEndpoint, createEndpointCalls } from './lib/endpoint-call';
export type {
  EndpointBody,
  EndpointCall,
  EndpointCalls,
  EndpointData,
  EndpointInput,
  EndpointParams,
  EndpointQuery,
} from './lib/endpoint-call';

// SWR
export { ApiProvider, preloadEndpoint, swrKey, useEndpoint, useShareApi } from './lib/swr-hooks';
export { usePagedList } from './lib/use-paged-list';
export type { PagedListOptions, PagedListState } from './lib/use-paged-list';
export type { ApiProviderProps, SwrFallback } from './lib/swr-hooks';

// Constants and strings
export {
  APP_DOWNLOAD_MODULE,
  CLIENT_ERROR_CODE,
  DEFAULT_TIMEOUT_MS,
  HEADER_AUTHORIZATION,
  HEADER_REQUEST_ID,
  REQUEST_ID_FALLBACK,
  REQUEST_ID_OMITTED_PATHS,
  STORAGE_KEYS,
} from './lib/constants';
export { MSG_NETWORK_ERROR, MSG_REQUEST_ABORTED, MSG_REQUEST_TIMEOUT, MSG_TOKEN_MISSING } from './lib/messages';
