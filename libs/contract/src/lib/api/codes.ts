/**
 * Response codes of the platform envelope. 0 is success; every other code comes with a Chinese
 * message meant to be shown as is. The numbers follow HTTP where a matching status exists, so a
 * code reads the same in logs of the site and of the platform.
 */
export const API_CODE = {
  OK: 0,
  /** A field is missing or malformed (phone number, comment text, ids that fail decoding...). */
  INVALID: 400,
  /** No token, an unknown, expired or revoked token, or an anonymous token on a write call. */
  LOGIN_REQUIRED: 401,
  /** The account exists but its profile is not ready yet: the client retries the login (spec §4). */
  ACCOUNT_NOT_READY: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The action is not allowed in the current state (comments closed, code used or void...). */
  CONFLICT: 409,
  /** Something that was valid has ended (a link token past its expiry). */
  GONE: 410,
  /** A send or attempt limit was reached. */
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
} as const;

export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];
