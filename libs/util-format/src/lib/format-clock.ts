import { twoDigits } from './two-digits';

/**
 * A media position or length as the platform writes duration_str: mm:ss ("03:00"), h:mm:ss from an
 * hour. Whole seconds, rounded down; a missing or broken value is 00:00.
 */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h ? `${h}:${twoDigits(m)}:${twoDigits(s)}` : `${twoDigits(m)}:${twoDigits(s)}`;
}

/** Seconds of a duration_str ("03:00", "1:02:03"); 0 when it is not one. */
export function parseClock(text: string | null | undefined): number {
  if (!text || !/^\d{1,3}(:\d{2}){1,2}$/.test(text.trim())) return 0;
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}
