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
 * then as many per minute as COMMENT_PER_MINUTE refills (a token bucket; docs/settings.md).
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
 * Frames per chat socket, valid or not (issue 58: 20 sockets × 10,000 `{bad` frames, each answered
 * with an error frame, made /peony/v1/group take 6.5 s): a token bucket of CHAT_FRAME_BURST frames,
 * refilled at CHAT_FRAMES_PER_MINUTE. A person sends a chat message every few seconds at most (and
 * CHAT_BURST caps the messages themselves); the client sends nothing else. Past it the socket is
 * closed with 4429 and its address is in a cool-down.
 */
export const CHAT_FRAME_BURST_DEFAULT = 20;
export const CHAT_FRAMES_PER_MINUTE_DEFAULT = 60;
/**
 * An address one of whose sockets ran out of frames may hold only CHAT_SOCKETS_PER_ADDRESS divided by
 * this many sockets (at least 1) for CHAT_FLOOD_COOLDOWN seconds.
 */
export const CHAT_FLOOD_SOCKET_DIVISOR = 10;
export const CHAT_FLOOD_COOLDOWN_S_DEFAULT = 10 * 60;
/**
 * Spec "Preview default validity: 30 minutes": a preview without its own expiry is readable this
 * long after it was made (its item's last write); after that the preview endpoint answers not found.
 */
export const PREVIEW_VALIDITY_S = 30 * 60;
/** How long a preview link the API issues is valid (PREVIEW_LINK_TTL), as long as the spec's default validity; the preview's own end still applies. */
export const PREVIEW_LINK_TTL_S_DEFAULT = 30 * 60;
/** Shortest PREVIEW_LINK_SECRET accepted: 32 characters (a random 24-byte value in base64). */
export const PREVIEW_LINK_SECRET_MIN_LENGTH = 32;
/** Inline child comments in top-level comment lists. */
export const INLINE_REPLIES = 2;
export const HOT_LIST_WINDOW_S = 72 * 3600;
/** Phones ending in 0402 answer 402 to the first two account fetches after a login. */
export const PROFILE_PENDING_SUFFIX = '0402';
export const PROFILE_PENDING_FETCHES = 2;
/** Phones ending in 9402 always answer 402: the client's retries run out. */
export const PROFILE_NEVER_READY_SUFFIX = '9402';
/**
 * Password login (issue 58): wrong passwords per phone (registered or not) and per client address
 * within PASSWORD_LOCKOUT seconds; at the limit, password login from that phone or address is locked
 * until the failures age out of the window (PASSWORD_LOCKOUT after them). A code login is not locked.
 */
export const PASSWORD_PHONE_MAX_FAILURES_DEFAULT = 5;
export const PASSWORD_IP_MAX_FAILURES_DEFAULT = 20;
export const PASSWORD_LOCKOUT_S_DEFAULT = 15 * 60;
/** Codes one phone may be sent in 24 hours, besides the 60 s interval (issue 58: one a minute forever). */
export const SMS_PHONE_DAILY_CAP_DEFAULT = 10;
/**
 * The deferred deep link (issue 63): a link token lives LINK_TOKEN_TTL seconds (2 h: long enough to
 * install the app and open it, short enough that a forgotten clipboard is soon worthless), its row
 * LINK_TOKEN_KEEP_S more so a late claim hears 'expired' rather than 'unknown', then it is deleted.
 */
export const LINK_TOKEN_TTL_S_DEFAULT = 2 * 3600;
export const LINK_TOKEN_KEEP_S = 24 * 3600;
/**
 * Link tokens one client address may create (a token bucket in memory, never stored): a burst, then
 * this many a minute. A visitor needs one per download tap; an address is shared behind a NAT.
 */
export const LINK_TOKEN_BURST_DEFAULT = 20;
export const LINK_TOKEN_PER_MINUTE_DEFAULT = 20;
