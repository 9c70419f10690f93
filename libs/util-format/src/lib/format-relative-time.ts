import { twoDigits } from './two-digits';

export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 86_400;
/** Beyond 72 hours a date is shown instead of a relative time (spec §5). */
export const RELATIVE_TIME_LIMIT_S = 72 * SECONDS_PER_HOUR;
/** The platform is in China; a fixed UTC+8 keeps server and browser output identical (no hydration mismatch). */
export const DEFAULT_TIME_ZONE_OFFSET_MIN = 8 * 60;

/** Numbers below this are epoch seconds (the platform's publish_at), above it epoch milliseconds. */
const EPOCH_MS_THRESHOLD = 1e12;

export type TimeInput = Date | number | string;

export interface RelativeTimeOptions {
  /** The current time; injectable for tests and for server/browser consistency. Default Date.now(). */
  now?: TimeInput;
  /** Offset from UTC, in minutes, used for the date form. Default +480 (UTC+8). */
  timeZoneOffsetMinutes?: number;
}

/** Epoch milliseconds of a Date, epoch seconds/ms number, numeric string or ISO string; NaN when unusable. */
export function toEpochMs(input: TimeInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return input < EPOCH_MS_THRESHOLD ? input * 1000 : input;
  const trimmed = input.trim();
  if (trimmed !== '' && /^\d+(\.\d+)?$/.test(trimmed)) return toEpochMs(Number(trimmed));
  return Date.parse(trimmed);
}

/**
 * The instant as a `<time datetime>` value (ISO 8601, UTC, without a zero fraction of a second: the
 * platform's times are whole seconds); undefined when unusable, so no attribute is written.
 */
export function toIsoDateTime(input: TimeInput): string | undefined {
  const ms = toEpochMs(input);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** YYYY-MM-DD in the given fixed offset. */
export function formatDate(input: TimeInput, timeZoneOffsetMinutes: number = DEFAULT_TIME_ZONE_OFFSET_MIN): string {
  const ms = toEpochMs(input);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + timeZoneOffsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${twoDigits(d.getUTCMonth() + 1)}-${twoDigits(d.getUTCDate())}`;
}

/**
 * Relative-time display of spec §5: N秒前 under 60 s, then N分钟前, N小时前, N天前 up to and
 * including 72 h; older than 72 h a date (YYYY-MM-DD). Times in the future count as 0 秒前.
 * Unparseable input gives ''.
 */
export function formatRelativeTime(input: TimeInput, options: RelativeTimeOptions = {}): string {
  const then = toEpochMs(input);
  const now = options.now === undefined ? Date.now() : toEpochMs(options.now);
  if (Number.isNaN(then) || Number.isNaN(now)) return '';
  const diffS = Math.max(0, Math.floor((now - then) / 1000));
  if (diffS < SECONDS_PER_MINUTE) return `${diffS}秒前`;
  if (diffS < SECONDS_PER_HOUR) return `${Math.floor(diffS / SECONDS_PER_MINUTE)}分钟前`;
  if (diffS < SECONDS_PER_DAY) return `${Math.floor(diffS / SECONDS_PER_HOUR)}小时前`;
  if (diffS <= RELATIVE_TIME_LIMIT_S) return `${Math.floor(diffS / SECONDS_PER_DAY)}天前`;
  return formatDate(then, options.timeZoneOffsetMinutes);
}
