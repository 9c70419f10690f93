import { oneDecimal, toFiniteCount } from './to-finite-number';

export const COUNT_K = 1000;
export const COUNT_W = 10000;

/**
 * Count display of spec §5: under 1000 as is, k from 1000, w from 10000, one decimal place while
 * below 10 of the unit (1.0k … 9.9k, 1.0w … 9.9w, then 10w, 11w …). Decimals are truncated.
 */
export function formatCount(value: number | string | null | undefined): string {
  const n = toFiniteCount(value);
  if (n < COUNT_K) return String(n);
  if (n < COUNT_W) return `${oneDecimal(n, COUNT_K)}k`;
  const w = n / COUNT_W;
  return w < 10 ? `${oneDecimal(n, COUNT_W)}w` : `${Math.floor(w)}w`;
}
