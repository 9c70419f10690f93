import { toFiniteCount } from './to-finite-number';

export const COUNT_K = 1000;
export const COUNT_W = 10000;

/** `n` in tenths of `unit`, rounded to the nearest (integer arithmetic: no 2.3 * 10 = 22.999…). */
const tenthsOf = (n: number, unit: number) => Math.round((n * 10) / unit);

/**
 * Count display of spec §5, the one way the site writes a count: under 1000 as is, k from 1000, w
 * from 10000, one decimal place while below 10 of the unit (1.0k … 9.9k, 1.0w … 9.9w, then 10w,
 * 11w …), rounded to the nearest (10872 is 1.1w). A count that rounds to 10 of a unit takes the next
 * form (9999 is 1.0w, 99999 is 10w), so no count ever reads "10.0k".
 */
export function formatCount(value: number | string | null | undefined): string {
  const n = toFiniteCount(value);
  if (n < COUNT_K) return String(n);
  const k = tenthsOf(n, COUNT_K);
  if (k < 100) return `${(k / 10).toFixed(1)}k`;
  const w = tenthsOf(n, COUNT_W);
  if (w < 100) return `${(w / 10).toFixed(1)}w`;
  return `${Math.round(n / COUNT_W)}w`;
}
