/**
 * The anonymous HTML micro-cache: a viral share link is asked for by thousands of anonymous
 * visitors within minutes, nearly all for the same page. A rendered page is kept for a few seconds
 * per key (the URL and the environment class of the visitor, never the whole User-Agent), one render
 * runs per key at a time while the other requests wait for it, and an expired entry is still served
 * for a short while (stale-while-revalidate) while one refresh runs in the background.
 *
 * What may be cached is decided by the caller (anonymous GETs of pages that are not previews) and by
 * the answer itself: only 200s without Set-Cookie and without private/no-store are kept.
 */
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  storedAt: number;
}

/** HIT: served from the cache (or from a render another request started); STALE: expired, refreshing. */
export type CacheState = 'HIT' | 'MISS' | 'STALE';

export interface HtmlCacheOptions {
  /** How long an entry is fresh. */
  ttlMs: number;
  /** How long after that an entry is still served while it is refreshed. */
  staleMs: number;
  /** Entry limit by bytes (bodies plus a small overhead per entry). */
  maxBytes: number;
  now?: () => number;
  /** Called when a background refresh fails (the stale entry stays until it expires). */
  onRefreshError?: (error: unknown, key: string) => void;
}

export type Render = () => Promise<Response>;

const ENTRY_OVERHEAD_BYTES = 1024;

/** An answer that may be shared between anonymous visitors. */
export function isShareable(page: Pick<CachedPage, 'status' | 'headers'>): boolean {
  if (page.status !== 200) return false;
  for (const [name, value] of page.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return false;
    if (lower === 'cache-control' && /\b(private|no-store)\b/i.test(value)) return false;
  }
  return true;
}

async function read(response: Response, now: number): Promise<CachedPage> {
  // Iteration yields each Set-Cookie on its own (Fetch standard), the other headers combined.
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()), storedAt: now };
}

export function createHtmlCache({ ttlMs, staleMs, maxBytes, now = Date.now, onRefreshError }: HtmlCacheOptions) {
  const store = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.length + ENTRY_OVERHEAD_BYTES),
    ttl: ttlMs + staleMs,
    perf: { now },
  });
  const inflight = new Map<string, Promise<CachedPage>>();

  /** One render per key at a time; a shareable answer is stored. */
  function renderOnce(key: string, render: Render): { page: Promise<CachedPage>; started: boolean } {
    const running = inflight.get(key);
    if (running) return { page: running, started: false };
    const page = (async () => {
      try {
        const result = await read(await render(), now());
        if (isShareable(result) && result.body.length + ENTRY_OVERHEAD_BYTES <= maxBytes) store.set(key, result);
        return result;
      } finally {
        inflight.delete(key);
      }
    })();
    inflight.set(key, page);
    return { page, started: true };
  }

  async function get(key: string, render: Render): Promise<{ page: CachedPage; state: CacheState }> {
    const cached = store.get(key);
    if (cached) {
      if (now() - cached.storedAt < ttlMs) return { page: cached, state: 'HIT' };
      const refresh = renderOnce(key, render);
      if (refresh.started) refresh.page.catch((error: unknown) => onRefreshError?.(error, key));
      return { page: cached, state: 'STALE' };
    }
    const { page, started } = renderOnce(key, render);
    return { page: await page, state: started ? 'MISS' : 'HIT' };
  }

  return {
    get,
    /** Entries and bytes held, for the bench and tests. */
    stats: () => ({ entries: store.size, bytes: store.calculatedSize, inflight: inflight.size }),
    clear: () => store.clear(),
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
