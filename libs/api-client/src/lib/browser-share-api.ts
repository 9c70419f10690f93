// The browser's calls. A page makes its first call after hydration (the session's start-up, from an
// effect), so the HTTP client, the endpoint calls and the endpoint table are not part of its first
// load: they are a chunk the first call fetches (browser-calls.ts), and every call waits for it. A
// chunk that cannot be fetched (offline, a deploy replaced it) fails the call as a network failure,
// and the next call fetches it again.
import { ApiError } from './api-error';
import type { ApiClientOptions } from './api-client';
import { CLIENT_ERROR_CODE } from './constants';
import type { EndpointCalls } from './endpoint-call';
import { endpointProxy } from './endpoint-proxy';
import { MSG_NETWORK_ERROR } from './messages';
import { retryableLoad } from './retryable-load';
import { createShareApi, type ShareApi } from './share-api';

/** The calls of spec §7 over a client made with `options`, whose code arrives with the first call. */
export function createBrowserShareApi(options: ApiClientOptions = {}): ShareApi {
  let calls: EndpointCalls | null = null;
  const load = retryableLoad(() => import('./browser-calls'));
  const ready = (): Promise<EndpointCalls> =>
    load().then(
      ({ createBrowserCalls }) => (calls ??= createBrowserCalls(options)),
      () => {
        throw new ApiError(CLIENT_ERROR_CODE.NETWORK, MSG_NETWORK_ERROR, 'network');
      },
    );
  return createShareApi(
    endpointProxy((name, input) => ready().then((real) => (real[name] as (input: never) => Promise<unknown>)(input))),
  );
}
