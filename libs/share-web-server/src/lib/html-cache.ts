/**
 * The HTML micro-cache: a viral share link is asked for by thousands of visitors (logged in or not)
 * within minutes, nearly all for the same page. A rendered page is kept for a few seconds
 * per key (the URL and the environment class of the visitor, never the whole User-Agent), one render
 * runs per key at a time while the other requests wait for it, and an expired entry is still served
 * for a short while (stale-while-revalidate) while one refresh runs in the background.
 *
 * What may be cached is decided by the caller (GETs of pages that are not previews nor /auth) and by
 * the answer itself: only 200s without Set-Cookie and without private/no-store are kept.
 */
import { type CacheState, createSwrCache } from '@share/api-client/server';

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  storedAt: number;
  /** The React Router route id that rendered it (the route label of its answers in the metrics). */
  route?: string;
}

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

/** Renders the page: its answer, with the id of the route that rendered it when known. */
export type Render = () => Promise<Response | { response: Response; route?: string }>;

const ENTRY_OVERHEAD_BYTES = 1024;

/** An answer that may be shared between visitors. */
export function isShareable(page: Pick<CachedPage, 'status' | 'headers'>): boolean {
  if (page.status !== 200) return false;
  for (const [name, value] of page.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return false;
    if (lower === 'cache-control' && /\b(private|no-store)\b/i.test(value)) return false;
  }
  return true;
}

async function read(rendered: Awaited<ReturnType<Render>>, now: number): Promise<CachedPage> {
  const { response, route } = rendered instanceof Response ? { response: rendered, route: undefined } : rendered;
  // Iteration yields each Set-Cookie on its own (Fetch standard), the other headers combined.
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()), storedAt: now, route };
}

export function createHtmlCache({ ttlMs, staleMs, maxBytes, now = Date.now, onRefreshError }: HtmlCacheOptions) {
  const cache = createSwrCache<CachedPage>({
    ttlMs,
    staleMs,
    maxSize: maxBytes,
    sizeOf: (page) => page.body.length + ENTRY_OVERHEAD_BYTES,
    keep: isShareable,
    now,
    onRefreshError,
  });
  return {
    get: async (key: string, render: Render): Promise<{ page: CachedPage; state: CacheState }> => {
      const { value, state } = await cache.get(key, async () => read(await render(), now()));
      return { page: value, state };
    },
    /** A fresh page for the key, at once (undefined when absent, expired or being produced). */
    peekFresh: (key: string): CachedPage | undefined => cache.peekFresh(key),
    /** Entries and bytes held, for the bench and tests. */
    stats: () => {
      const { entries, size, inflight } = cache.stats();
      return { entries, bytes: size, inflight };
    },
    clear: cache.clear,
    /**
     * Drops the pages of an item (its id a segment of their path): whoever has just commented on it
     * sees the comment in the page asked next, logged-in visitors being served from this cache too.
     */
    forgetItem: (itemId: string) => {
      const segment = `/${itemId}/`;
      cache.forget((key) => {
        const path = key.slice(key.indexOf('://'));
        const query = path.indexOf('?');
        return (query === -1 ? path : path.slice(0, query)).includes(segment);
      });
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
