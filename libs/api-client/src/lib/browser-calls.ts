// The browser's HTTP client and endpoint calls, with the contract's endpoint table: the chunk a
// page's first call fetches (browser-share-api.ts; tools/vite-plugins/src/lib/chunks.ts names it).
import { createApiClient, type ApiClientOptions } from './api-client';
import { createEndpointCalls, type EndpointCalls } from './endpoint-call';

export function createBrowserCalls(options: ApiClientOptions): EndpointCalls {
  return createEndpointCalls(createApiClient(options));
}
