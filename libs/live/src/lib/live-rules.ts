// Rules of the live room without React: phase, countdown, safe links, media kind, chat merging.
import type { ChatMessage, LiveDetail } from '@share/contract';
import { twoDigits } from '@share/util-format';
import { LIVE_ROOM_STALE_MS, LIVE_STATUS, type LiveScreenName } from './constants';

export type LivePhase = 'upcoming' | 'live' | 'ended' | 'replay';

/**
 * The phase a visitor sees at `nowMs`: an upcoming room whose start time has come is live (the
 * countdown reaching zero flips the page without a reload; the platform answers the same).
 */
export function phaseOf(status: number, startTimeS: number, nowMs: number): LivePhase {
  if (status === LIVE_STATUS.LIVE) return 'live';
  if (status === LIVE_STATUS.ENDED) return 'ended';
  if (status === LIVE_STATUS.REPLAY) return 'replay';
  return startTimeS * 1000 <= nowMs ? 'live' : 'upcoming';
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left (0 when reached). */
  remainingMs: number;
}

export function countdownParts(startTimeS: number, nowMs: number): CountdownParts {
  const remainingMs = Math.max(0, startTimeS * 1000 - nowMs);
  const total = Math.ceil(remainingMs / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    remainingMs,
  };
}

/**
 * The countdown text by countdown_style: 1 (and the default) "1天 02:03:04" with days only when
 * there are any; 2 the Chinese units "2小时15分06秒".
 */
export function formatLiveCountdown(parts: CountdownParts, style: number): string {
  if (style === 2) {
    const days = parts.days ? `${parts.days}天` : '';
    const hours = parts.days || parts.hours ? `${parts.hours}小时` : '';
    return `${days}${hours}${twoDigits(parts.minutes)}分${twoDigits(parts.seconds)}秒`;
  }
  const clock = `${twoDigits(parts.hours)}:${twoDigits(parts.minutes)}:${twoDigits(parts.seconds)}`;
  return parts.days ? `${parts.days}天 ${clock}` : clock;
}

/** "11月22日 20:15" in UTC+8, the platform's time zone, so server and browser agree. */
export function formatStartTime(startTimeS: number): string {
  const d = new Date((startTimeS + 8 * 3_600) * 1000);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}`;
}

/** A link column's target, only when it is http(s) or a site path; anything else (javascript:, data:) is dropped. */
export function safeLinkUrl(url: string | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** An HLS playlist (by its path's .m3u8 or the entry type hls). */
export function isHlsSource(url: string, type = ''): boolean {
  if (type.toLowerCase() === 'hls') return true;
  const path = url.split(/[?#]/)[0] ?? '';
  return path.toLowerCase().endsWith('.m3u8');
}

/** Where a player plays an HLS source: natively (iOS, WeChat on iOS: no MediaSource) or through hls.js. */
export function hlsPlayback(canPlayNative: string, hasMediaSource: boolean): 'native' | 'hls.js' {
  if (canPlayNative && !hasMediaSource) return 'native';
  if (canPlayNative === 'probably') return 'native';
  return hasMediaSource ? 'hls.js' : 'native';
}

/**
 * Chat messages oldest first, each msg_id once: `incoming` (any order) merged into `current`.
 * Ordered by created_at, then by arrival; an id already shown is never repeated, but takes the
 * incoming like count (fresher: the room's HTML may come from a cache, the history is asked live).
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const known = new Map(current.map((message) => [message.msg_id, message]));
  const recounted = new Map<string, number>();
  const added = incoming.filter((message) => {
    const shown = known.get(message.msg_id);
    if (shown) {
      if (shown.like_count !== message.like_count) recounted.set(message.msg_id, message.like_count);
      return false;
    }
    known.set(message.msg_id, message);
    return true;
  });
  if (!added.length && !recounted.size) return current as ChatMessage[];
  const updated = recounted.size
    ? current.map((message) =>
        recounted.has(message.msg_id) ? { ...message, like_count: recounted.get(message.msg_id) as number } : message,
      )
    : current;
  return [...updated, ...added]
    .map((message, index) => ({ message, index }))
    .sort((a, b) => a.message.created_at - b.message.created_at || a.index - b.index)
    .map(({ message }) => message);
}

export interface LiveNotice {
  content: string;
  published_at: number;
}

/** The room's text-and-picture updates (the platform's `notices`), newest first; missing: none. */
export function noticesOf(room: LiveDetail): LiveNotice[] {
  const raw = (room as { notices?: unknown }).notices;
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (entry): entry is LiveNotice =>
        typeof entry === 'object' && entry !== null && typeof (entry as LiveNotice).content === 'string',
    )
    .map((entry) => ({ content: entry.content, published_at: Number(entry.published_at) || 0 }))
    .sort((a, b) => b.published_at - a.published_at);
}

/** The room type of a 图文直播 (the platform's own word); every other type is a video room. */
const IMAGE_TEXT_ROOM = 'image_text';

/**
 * Which sub-screen the room's own page is, so the screen switch marks where the visitor is: a
 * 图文直播 room's page is its 图文直播, a video room's its 横屏直播 (the player on top, the talk under it).
 */
export function landingScreenOf(room: Pick<LiveDetail, 'type'>): LiveScreenName {
  return room.type === IMAGE_TEXT_ROOM ? 'ImageScreen' : 'LandscapeScreen';
}

/** Whether the room has a chat: a column with enable_chat, or no columns at all. */
export function chatEnabled(room: Pick<LiveDetail, 'columns'>): boolean {
  return room.columns.length === 0 || room.columns.some((column) => column.enable_chat);
}

/** Whether a room rendered at renderedAtMs is old enough by nowMs to fetch its status at once. */
export function roomRenderIsStale(renderedAtMs: number, nowMs: number): boolean {
  return nowMs - renderedAtMs >= LIVE_ROOM_STALE_MS;
}
