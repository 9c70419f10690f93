// The HTTP client's request rules (spec §7, §9): its headers, the request id and the timeout.

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
