// The browser's HTTP client, endpoint calls and named calls, with the contract's endpoint table: the
// chunk a page's first call fetches (browser-share-api.ts; tools/vite-plugins/src/lib/chunks.ts names it).
import { createApiClient, type ApiClientOptions } from './api-client';
import { createEndpointCalls } from './endpoint-call';
import { createShareApi, type ShareApi } from './share-api';

export function createBrowserCalls(options: ApiClientOptions): ShareApi {
  return createShareApi(createEndpointCalls(createApiClient(options)));
}
