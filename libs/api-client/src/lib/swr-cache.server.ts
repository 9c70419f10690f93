/**
 * A small server-side cache with stale-while-revalidate and coalescing, for what is the same for
 * every anonymous visitor (rendered pages, site configuration, shared lists): an entry is fresh for
 * `ttlMs`, then still served for `staleMs` while one refresh runs in the background; while a value
 * is being produced, every other request for the same key waits for that one production. Failures
 * are never kept. Entries are held in an LRU bounded by `maxSize` (sizes from `sizeOf`).
 */
import { LRUCache } from 'lru-cache';

/** HIT: from the cache (or from a production another request started); STALE: expired, refreshing. */
export type CacheState = 'HIT' | 'MISS' | 'STALE';

export interface SwrCacheOptions<V> {
  ttlMs: number;
  staleMs: number;
  maxSize: number;
  /** Size of a value in the units of maxSize (default 1: maxSize is an entry count). */
  sizeOf?: (value: V) => number;
  /** Whether a produced value may be kept (default: always). */
  keep?: (value: V) => boolean;
  now?: () => number;
  /** Called when a background refresh fails (the stale value stays until it expires). */
  onRefreshError?: (error: unknown, key: string) => void;
}

interface Stored<V> {
  value: V;
  storedAt: number;
}

export function createSwrCache<V>({ ttlMs, staleMs, maxSize, sizeOf, keep, now = Date.now, onRefreshError }: SwrCacheOptions<V>) {
  const size = (value: V) => Math.max(1, sizeOf ? sizeOf(value) : 1);
  const store = new LRUCache<string, Stored<V>>({
    maxSize,
    sizeCalculation: (entry) => size(entry.value),
    ttl: ttlMs + staleMs,
    perf: { now },
  });
  const inflight = new Map<string, Promise<V>>();

  function produceOnce(key: string, produce: () => Promise<V>): { value: Promise<V>; started: boolean } {
    const running = inflight.get(key);
    if (running) return { value: running, started: false };
    const value = (async () => {
      try {
        const result = await produce();
        if ((keep ? keep(result) : true) && size(result) <= maxSize) store.set(key, { value: result, storedAt: now() });
        return result;
      } finally {
        inflight.delete(key);
      }
    })();
    inflight.set(key, value);
    return { value, started: true };
  }

  async function get(key: string, produce: () => Promise<V>): Promise<{ value: V; state: CacheState }> {
    const cached = store.get(key);
    if (cached) {
      if (now() - cached.storedAt < ttlMs) return { value: cached.value, state: 'HIT' };
      const refresh = produceOnce(key, produce);
      if (refresh.started) refresh.value.catch((error: unknown) => onRefreshError?.(error, key));
      return { value: cached.value, state: 'STALE' };
    }
    const { value, started } = produceOnce(key, produce);
    return { value: await value, state: started ? 'MISS' : 'HIT' };
  }

  /** Whether `get` would answer at once (a fresh or a stale value), without starting anything. */
  const holds = (key: string): boolean => store.get(key) !== undefined;

  /** The value of a fresh entry, without waiting and without starting anything (else undefined). */
  function peekFresh(key: string): V | undefined {
    const cached = store.get(key);
    return cached && now() - cached.storedAt < ttlMs ? cached.value : undefined;
  }

  return {
    get,
    holds,
    peekFresh,
    /** Entries and size held, for the bench and tests. */
    stats: () => ({ entries: store.size, size: store.calculatedSize, inflight: inflight.size }),
    clear: () => store.clear(),
    /** Drops the entries whose key starts with `prefix` (a production under way still stores its value). */
    forget(prefix: string) {
      for (const key of [...store.keys()]) if (key.startsWith(prefix)) store.delete(key);
    },
  };
}

export type SwrCache<V> = ReturnType<typeof createSwrCache<V>>;
