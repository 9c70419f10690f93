/** Business limits of the platform API (issue 3 and spec §5, §9). */
export const SMS_CODE_TTL_S = 5 * 60;
export const SMS_RESEND_INTERVAL_S = 60;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_IP_HOURLY_CAP_DEFAULT = 10;
/** A used code may be presented again by the same device this long after its use: the 402 retry. */
export const SMS_RETRY_GRACE_S = 60;
/** Spec §4: the client retries a login at most 3 times after a 402; more replays of a code are refused. */
export const SMS_MAX_REPLAYS = 3;
export const TOKEN_TTL_S_DEFAULT = 30 * 24 * 3600;
export const ANONYMOUS_TOKEN_TTL_S_DEFAULT = 7 * 24 * 3600;
/**
 * Comment writes per user (issue 31: one token posted 1,212 comments in 5 s): a burst of this many,
 * then as many per minute as COMMENT_PER_MINUTE refills (a token bucket; README "Settings").
 */
export const COMMENT_BURST_DEFAULT = 5;
export const COMMENT_PER_MINUTE_DEFAULT = 10;
/**
 * Live chat messages per user, REST and socket together (issue 52: 1,000 messages in 4 s from one
 * client): a burst of 5, then one every 2 s, so at most 5 in any 10 s after the burst is spent. A
 * person typing in a chat sends far less; the burst lets a quick reply follow a message.
 */
export const CHAT_BURST_DEFAULT = 5;
export const CHAT_PER_MINUTE_DEFAULT = 30;
/**
 * Open chat sockets per token and per client address (issue 52: 500 sockets on one token). A visitor
 * needs one socket per open room page (a few tabs); an address is shared by every visitor behind one
 * NAT, hence the larger cap. An extra socket is closed with CHAT_SOCKET_CLOSE_TOO_MANY (live-routes).
 */
export const CHAT_SOCKETS_PER_TOKEN_DEFAULT = 10;
export const CHAT_SOCKETS_PER_ADDRESS_DEFAULT = 100;
/**
 * Spec "Preview default validity: 30 minutes": a preview without its own expiry is readable this
 * long after it was made (its item's last write); after that the preview endpoint answers not found.
 */
export const PREVIEW_VALIDITY_S = 30 * 60;
/** Inline child comments in top-level comment lists. */
export const INLINE_REPLIES = 2;
export const HOT_LIST_WINDOW_S = 72 * 3600;
/** Phones ending in 0402 answer 402 to the first two account fetches after a login. */
export const PROFILE_PENDING_SUFFIX = '0402';
export const PROFILE_PENDING_FETCHES = 2;
/** Phones ending in 9402 always answer 402: the client's retries run out. */
export const PROFILE_NEVER_READY_SUFFIX = '9402';
/** Wrong passwords per account within the window before password login pauses. */
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_FAILURE_WINDOW_S = 15 * 60;
