// Named constants of the request rules (spec §7, §9); tests import them.

/** Spec §9: the request id sent when no id can be stored or generated. */
export const REQUEST_ID_FALLBACK = '123456';

/** The platform API reads the raw token (or `Bearer <token>`) from this header. */
export const HEADER_AUTHORIZATION = 'Authorization';
/** The platform API echoes this header and logs it as the request id. */
export const HEADER_REQUEST_ID = 'X-Request-Id';

/** Spec §7: requests whose path contains one of these carry no request id. */
export const REQUEST_ID_OMITTED_PATHS = [
  '/law/v1/api/share/question/detail',
  '/law/v1/api/share/question/answerlist',
  '/peony/v1/picho/v1/open/',
  '/circle/v1/api/share/content/detail',
] as const;

/** A browser request gives up after this long; the server render passes a shorter budget. */
export const DEFAULT_TIMEOUT_MS = 10_000;

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
