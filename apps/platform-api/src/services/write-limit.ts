import type { Clock } from '../clock';

/**
 * A token bucket per key: `burst` writes at once, then `perMinute` more a minute. A per-process map:
 * the reference API runs as one process (a deployment with several keeps the limit per process).
 */
export function createWriteLimit({ burst, perMinute }: { burst: number; perMinute: number }, clock: Clock) {
  const buckets = new Map<number | string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;
  return {
    /** Takes one write for `key`; false when its bucket is empty (the write is refused). */
    take(key: number | string): boolean {
      const now = clock.now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      // Full buckets hold nothing worth keeping; dropping them bounds the map by the active writers.
      if (buckets.size > 10_000)
        for (const [other, b] of buckets) if (b.tokens + (now - b.at) * perMs >= burst) buckets.delete(other);
      return true;
    },
  };
}
