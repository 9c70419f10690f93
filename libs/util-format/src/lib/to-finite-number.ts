/** Platform counts arrive as numbers or numeric strings; anything unusable or negative reads as 0. */
export function toFiniteCount(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return 0;
  return Math.floor(n);
}

/**
 * One decimal place, truncated rather than rounded, so 9999 reads 9.9k and never "10.0k"
 * (which would break the "one decimal only below 10 of the unit" rule).
 */
export function oneDecimal(n: number, unit: number): string {
  // Integer arithmetic first (n * 10 / unit) avoids float artefacts such as 2.3 * 10 = 22.999….
  return (Math.floor((n * 10) / unit) / 10).toFixed(1);
}
