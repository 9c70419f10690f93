/**
 * A small server-side cache with stale-while-revalidate and coalescing, for what is the same for
 * every anonymous visitor (rendered pages, site configuration, shared lists): an entry is fresh for
 * `ttlMs`, then still served for `staleMs` while one refresh runs in the background; while a value
 * is being produced, every other request for the same key waits for that one production. Failures
 * are never kept. Entries are held in an LRU bounded by `maxSize` (sizes from `sizeOf`).
 *
 * A production gets a signal of its own. A caller that passes its own signal (a visitor's render)
 * counts as waiting until that signal aborts, and the production is aborted once every such caller
 * has left; a caller without one, and a background refresh, keep it going to the end.
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

/** Produces a value; `signal` aborts when every caller waiting for it has left. */
type Produce<V> = (signal: AbortSignal) => Promise<V>;

interface Production<V> {
  value: Promise<V>;
  controller: AbortController;
  /** Callers with a signal that still wait. */
  waiting: number;
  /** A caller without a signal (or a background refresh) wants the value: never aborted. */
  kept: boolean;
}

interface Stored<V> {
  value: V;
  storedAt: number;
}

export function createSwrCache<V>({
  ttlMs,
  staleMs,
  maxSize,
  sizeOf,
  keep,
  now = Date.now,
  onRefreshError,
}: SwrCacheOptions<V>) {
  const size = (value: V) => Math.max(1, sizeOf ? sizeOf(value) : 1);
  const store = new LRUCache<string, Stored<V>>({
    maxSize,
    sizeCalculation: (entry) => size(entry.value),
    ttl: ttlMs + staleMs,
    perf: { now },
  });
  const inflight = new Map<string, Production<V>>();

  /** `waiter` waits for `production` until it aborts; no waiter keeps the production to its end. */
  function join(production: Production<V>, waiter?: AbortSignal): void {
    if (!waiter) {
      production.kept = true;
      return;
    }
    production.waiting += 1;
    const leave = () => {
      production.waiting -= 1;
      if (production.waiting === 0 && !production.kept) production.controller.abort();
    };
    if (waiter.aborted) return leave();
    waiter.addEventListener('abort', leave, { once: true });
    production.value.then(
      () => waiter.removeEventListener('abort', leave),
      () => waiter.removeEventListener('abort', leave),
    );
  }

  function produceOnce(
    key: string,
    produce: Produce<V>,
    waiter?: AbortSignal,
  ): { value: Promise<V>; started: boolean } {
    const running = inflight.get(key);
    if (running) {
      join(running, waiter);
      return { value: running.value, started: false };
    }
    const controller = new AbortController();
    const production: Production<V> = {
      controller,
      waiting: 0,
      kept: false,
      // A microtask later, so the production is in `inflight` before `produce` runs.
      value: Promise.resolve().then(async () => {
        try {
          const result = await produce(controller.signal);
          if ((keep ? keep(result) : true) && size(result) <= maxSize)
            store.set(key, { value: result, storedAt: now() });
          return result;
        } finally {
          if (inflight.get(key) === production) inflight.delete(key);
        }
      }),
    };
    inflight.set(key, production);
    join(production, waiter);
    return { value: production.value, started: true };
  }

  /**
   * The value under `key`: fresh (HIT), stale while one refresh runs (STALE), or produced now (MISS;
   * HIT when another caller's production is joined). `waiter` is the caller's signal (see the top).
   */
  async function get(key: string, produce: Produce<V>, waiter?: AbortSignal): Promise<{ value: V; state: CacheState }> {
    const cached = store.get(key);
    if (cached) {
      if (now() - cached.storedAt < ttlMs) return { value: cached.value, state: 'HIT' };
      const refresh = produceOnce(key, produce);
      if (refresh.started) refresh.value.catch((error: unknown) => onRefreshError?.(error, key));
      return { value: cached.value, state: 'STALE' };
    }
    const { value, started } = produceOnce(key, produce, waiter);
    return { value: await value, state: started ? 'MISS' : 'HIT' };
  }

  /** The value of a fresh entry, without waiting and without starting anything (else undefined). */
  function peekFresh(key: string): V | undefined {
    const cached = store.get(key);
    return cached && now() - cached.storedAt < ttlMs ? cached.value : undefined;
  }

  return {
    get,
    peekFresh,
    /** Entries and size held, for the bench and tests. */
    stats: () => ({ entries: store.size, size: store.calculatedSize, inflight: inflight.size }),
    clear: () => store.clear(),
    /**
     * Drops the entries whose key starts with `prefix`, or that `which` holds of (a production under
     * way still stores its value).
     */
    forget(which: string | ((key: string) => boolean)) {
      const drop = typeof which === 'string' ? (key: string) => key.startsWith(which) : which;
      for (const key of [...store.keys()]) if (drop(key)) store.delete(key);
    },
  };
}

export type SwrCache<V> = ReturnType<typeof createSwrCache<V>>;
