// Constants of the live room (spec §3 Live detail, §4 timers, §7 realtime client).
import { BOOKING_TYPE_LIVE, CHAT_MESSAGE_MAX_LENGTH, LIVE_STATUS } from '@share/contract/browser';

export { BOOKING_TYPE_LIVE, CHAT_MESSAGE_MAX_LENGTH, LIVE_STATUS };

/** The realtime chat's path (the site server proxies it to the platform). */
export const LIVE_SOCKET_PATH = '/peony/v3/live/ws';
/** Chat history page size: the first page in the server HTML, older pages on scrolling up. */
export const CHAT_PAGE_SIZE = 20;
/** At most this many pages are fetched to catch up after a reconnect. */
export const CHAT_RESUME_MAX_PAGES = 5;
/** Items of a content column (its group's first page). */
export const COLUMN_PAGE_SIZE = 10;
/** How often the counters and status are refreshed from /live/info while the page is open. */
export const LIVE_INFO_POLL_MS = 15_000;
/**
 * A room rendered longer ago than this came from a cache (the server's HTML micro-cache keeps a page
 * fresh for 5 s, then serves it up to 30 s more while it refreshes; a CDN may keep it longer): its
 * status and counters are fetched at once instead of at the first poll.
 */
export const LIVE_ROOM_STALE_MS = 5_000;
/** The countdown's tick. */
export const COUNTDOWN_TICK_MS = 1_000;
/** Reconnect with backoff: first retry after ~1 s, growing ×1.5 up to 15 s, plus up to 1 s of jitter. */
export const RECONNECT = {
  minDelayMs: 1_000,
  maxDelayMs: 15_000,
  growFactor: 1.5,
  jitterMs: 1_000,
  connectionTimeoutMs: 4_000,
} as const;
/** The sub-screens of spec §2. */
export const LIVE_SCREENS = ['ImageScreen', 'LandscapeScreen', 'PortraitScreen'] as const;
export type LiveScreenName = (typeof LIVE_SCREENS)[number];
