// The browser's calls. A page makes its first call after hydration (the session's start-up, from an
// effect), so the HTTP client, the endpoint calls, the named calls and the endpoint table are not part
// of its first load: they are a chunk the first call fetches (browser-calls.ts), and every call waits
// for it. A chunk that cannot be fetched (offline, a deploy replaced it) fails the call as a network
// failure, and the next call fetches it again.
import { ApiError } from './api-error';
import type { ApiClientOptions } from './api-client';
import { CLIENT_ERROR_CODE } from './constants';
import { endpointProxy } from './endpoint-proxy';
import { MSG_NETWORK_ERROR } from './messages';
import { retryableLoad } from './retryable-load';
import type { ShareApi } from './share-api';

/** ShareApi's named calls (all but `endpoints`), each of which waits for the chunk. */
const NAMED_CALLS = {
  anonymous: true,
  login: true,
  sendVerifyCode: true,
  account: true,
  logout: true,
  appInfo: true,
  appDownloadUrl: true,
  wxShareConfig: true,
  wxSignature: true,
} satisfies Record<Exclude<keyof ShareApi, 'endpoints'>, true>;

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** The calls of spec §7 over a client made with `options`, whose code arrives with the first call. */
export function createBrowserShareApi(options: ApiClientOptions = {}): ShareApi {
  let api: ShareApi | null = null;
  const load = retryableLoad(() => import('./browser-calls'));
  const ready = (): Promise<ShareApi> =>
    load().then(
      ({ createBrowserCalls }) => (api ??= createBrowserCalls(options)),
      () => {
        throw new ApiError(CLIENT_ERROR_CODE.NETWORK, MSG_NETWORK_ERROR, 'network');
      },
    );
  const named = Object.fromEntries(
    Object.keys(NAMED_CALLS).map((name) => [
      name,
      (...args: unknown[]) => ready().then((real) => (real[name as keyof typeof NAMED_CALLS] as AnyCall)(...args)),
    ]),
  );
  return {
    ...named,
    endpoints: endpointProxy((name, input) =>
      ready().then((real) => (real.endpoints[name] as (input: never) => Promise<unknown>)(input)),
    ),
  } as unknown as ShareApi;
}
