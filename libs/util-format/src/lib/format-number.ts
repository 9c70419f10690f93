import { oneDecimal, toFiniteCount } from './to-finite-number';

export const NUMBER_WAN = 10_000;
export const NUMBER_YI = 100_000_000;

/**
 * Number display of spec §5: 万 from 10,000 and 亿 from 100,000,000. Mirrors the count rule:
 * one decimal place (truncated) while below 10 of the unit, whole units above.
 */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toFiniteCount(value);
  if (n < NUMBER_WAN) return String(n);
  const [unit, suffix] = n < NUMBER_YI ? [NUMBER_WAN, '万'] : [NUMBER_YI, '亿'];
  const scaled = n / unit;
  return scaled < 10 ? `${oneDecimal(n, unit)}${suffix}` : `${Math.floor(scaled)}${suffix}`;
}
