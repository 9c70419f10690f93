/** Platform counts arrive as numbers or numeric strings; anything unusable or negative reads as 0. */
export function toFiniteCount(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return 0;
  return Math.floor(n);
}
