import { formatDate, formatRelativeTime, toEpochMs, toIsoDateTime } from './format-relative-time';

// 2026-11-21 12:00:00 UTC+8
const NOW = Date.UTC(2026, 10, 21, 4, 0, 0);
const ago = (seconds: number) => NOW - seconds * 1000;
const rel = (seconds: number) => formatRelativeTime(ago(seconds), { now: NOW });

describe('formatRelativeTime (spec §5 relative-time display)', () => {
  it.each([
    [0, '0秒前'],
    [1, '1秒前'],
    [59, '59秒前'],
  ])('shows seconds under 60 s: %p s → %p', (s, out) => expect(rel(s)).toBe(out));

  it.each([
    [60, '1分钟前'],
    [119, '1分钟前'],
    [120, '2分钟前'],
    [59 * 60, '59分钟前'],
    [60 * 60 - 1, '59分钟前'],
  ])('shows minutes from 60 s: %p s → %p', (s, out) => expect(rel(s)).toBe(out));

  it.each([
    [3600, '1小时前'],
    [23 * 3600, '23小时前'],
    [24 * 3600 - 1, '23小时前'],
  ])('shows hours from 60 min: %p s → %p', (s, out) => expect(rel(s)).toBe(out));

  it.each([
    [24 * 3600, '1天前'],
    [48 * 3600 - 1, '1天前'],
    [48 * 3600, '2天前'],
    [72 * 3600 - 1, '2天前'],
    [72 * 3600, '3天前'],
  ])('shows days from 24 h up to and including 72 h: %p s → %p', (s, out) => expect(rel(s)).toBe(out));

  it('shows a YYYY-MM-DD date when older than 72 h (72 h + 1 s)', () => {
    // 72 h + 1 s before 2026-11-21 12:00 (UTC+8) is 2026-11-18 11:59:59 (UTC+8).
    expect(rel(72 * 3600 + 1)).toBe('2026-11-18');
    expect(rel(365 * 86_400)).toBe('2025-11-21');
  });

  it('dates in UTC+8 by default, and in another offset when asked', () => {
    // 2026-01-01 00:30 UTC+8 is 2025-12-31 16:30 UTC.
    const t = Date.UTC(2025, 11, 31, 16, 30);
    expect(formatRelativeTime(t, { now: t + 10 * 86_400_000 })).toBe('2026-01-01');
    expect(formatRelativeTime(t, { now: t + 10 * 86_400_000, timeZoneOffsetMinutes: 0 })).toBe('2025-12-31');
  });

  it('reads epoch seconds, epoch milliseconds, numeric strings, ISO strings and Dates alike', () => {
    const sec = Math.floor(ago(90) / 1000);
    expect(formatRelativeTime(sec, { now: NOW })).toBe('1分钟前');
    expect(formatRelativeTime(String(sec), { now: NOW })).toBe('1分钟前');
    expect(formatRelativeTime(ago(90), { now: NOW })).toBe('1分钟前');
    expect(formatRelativeTime(new Date(ago(90)).toISOString(), { now: new Date(NOW) })).toBe('1分钟前');
    expect(formatRelativeTime(new Date(ago(7200)), { now: NOW })).toBe('2小时前');
  });

  it('treats a time in the future as 0 秒前 and unparseable input as empty', () => {
    expect(formatRelativeTime(NOW + 5000, { now: NOW })).toBe('0秒前');
    expect(formatRelativeTime('not a date', { now: NOW })).toBe('');
    expect(formatRelativeTime('', { now: NOW })).toBe('');
  });

  it('uses the real clock when now is not given', () => {
    expect(formatRelativeTime(Date.now() - 5 * 60_000)).toBe('5分钟前');
  });
});

describe('formatDate and toEpochMs', () => {
  it('pads month and day', () => {
    expect(formatDate(Date.UTC(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });
  it('returns empty for unusable input', () => {
    expect(formatDate('nope')).toBe('');
  });
  it('treats numbers below 1e12 as seconds', () => {
    expect(toEpochMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMs(1_700_000_000_000)).toBe(1_700_000_000_000);
  });

  it('writes a <time datetime> value in UTC, a whole second without a fraction, nothing when unusable', () => {
    expect(toIsoDateTime(1_795_233_600)).toBe('2026-11-21T04:00:00Z');
    expect(toIsoDateTime(1_795_233_600_250)).toBe('2026-11-21T04:00:00.250Z');
    expect(toIsoDateTime('not a time')).toBeUndefined();
  });
});
