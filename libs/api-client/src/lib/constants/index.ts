// Named constants of the request rules (spec §7, §9); tests import them.
//
// One module per area: the bundler places a module in the chunk of the code that reads it, so the
// HTTP client's request rules come with the client (the api-runtime chunk, after hydration), not in
// the code every page loads first.
export {
  DEFAULT_TIMEOUT_MS,
  HEADER_AUTHORIZATION,
  HEADER_REQUEST_ID,
  REQUEST_ID_FALLBACK,
  REQUEST_ID_OMITTED_PATHS,
} from './requests';

/** Local-storage keys of spec §3 and §9 (token, user id, device id, device meta, anonymous id). */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'user_id',
  deviceId: 'device_id',
  deviceMeta: 'device_meta',
  anonymousId: 'anonymous_id',
  /** A request id stored by the host (the native shell); wins over the anonymous id. */
  requestId: 'request_id',
} as const;

/** Codes of failures that never reached a platform answer; platform codes are all >= 0. */
export const CLIENT_ERROR_CODE = {
  NETWORK: -1,
  TIMEOUT: -2,
  ABORTED: -3,
  BAD_RESPONSE: -4,
} as const;

/** spec §7 getH5AppDownUrl: the static module holding the download url. */
export const APP_DOWNLOAD_MODULE = 'app_download_url';
