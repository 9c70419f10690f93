// The one paging hook of the site: feeds, lists, special groups, comments and recommendations all
// page through it. Page 1 comes from the server render (the loader) and is not fetched again on
// hydration; pages 2, 3… are fetched on demand, one request at a time, de-duplicated by id across
// pages, by the list's engine on SWR's useSWRInfinite, which the nearest ShareApiProvider runs once
// the browser is idle (pager-host.tsx): SWR is not part of a page's first load. A failed page keeps
// what is on screen, says so (`failed`) and is fetched again by the next loadMore, or by itself when
// the connection returns (spec §4 online/offline).
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { retryWhenOnline } from '@share/util-connection';
import { PagerRegistryContext, type EnginePages, type PagerEntry } from './pager-host';

export interface PagedListOptions<P, T> {
  /** A stable key for this list (e.g. swrKey of its endpoint and fixed input); null turns paging off. */
  key: string | null;
  /** Page 1, loaded on the server; null when the server had none (the list is fetched in the browser). */
  first: P | null;
  /** Loads page `page` (1-based). */
  fetchPage: (page: number) => Promise<P>;
  /** The items of one page. */
  itemsOf: (page: P) => T[];
  /** Whether more pages exist after these (the items are de-duplicated, in order). */
  hasMore: (pages: P[], items: T[]) => boolean;
  /** De-duplicates items that shift across page boundaries while the list grows. */
  idOf?: (item: T) => string | number;
}

export interface PagedListState<T, P = unknown> {
  items: T[];
  hasMore: boolean;
  /** A page is being fetched. */
  loading: boolean;
  /** The last page request failed (what was shown stays). */
  failed: boolean;
  /** Why it failed (an ApiError, or the network's error), while `failed`. */
  error: unknown;
  /** The last page received (its totals), if any. */
  last: P | undefined;
  /** Fetches the next page; ignored while one is in flight or when there is no more. */
  loadMore: () => void;
}

function unique<T>(items: T[], idOf?: (item: T) => string | number): T[] {
  if (!idOf) return items;
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Each list's id in its registry. */
let nextId = 0;

/** The same array while its pages are the same ones, so the items (and the views showing them) stay. */
function useStablePages<P>(pages: P[]): P[] {
  const kept = useRef(pages);
  const same = kept.current.length === pages.length && kept.current.every((page, index) => page === pages[index]);
  if (!same) kept.current = pages;
  return kept.current;
}

/** Pages 2, 3… appended to the server's first page. */
export function usePagedList<P, T>(options: PagedListOptions<P, T>): PagedListState<T, P> {
  const { key, first, itemsOf, idOf } = options;
  const registry = useContext(PagerRegistryContext);
  // A list that pages needs the provider's engines; one whose key is null (paging off: a read-only
  // view, a story) shows its page anywhere.
  if (!registry && key !== null)
    throw new Error('usePagedList must be used inside <ShareApiProvider> (or <ApiProvider>)');
  // The latest callbacks, so that callers may pass inline functions without re-keying the list.
  const latest = useRef(options);
  latest.current = options;
  const [engine, setEngine] = useState<EnginePages<P> | null>(null);
  // The engine's code failed to load when a page was asked for.
  const [engineError, setEngineError] = useState<unknown>(undefined);
  // A page was asked for before the engine was there.
  const [asked, setAsked] = useState(false);
  const [id] = useState(() => (nextId += 1));
  const [pending] = useState(() => ({ size: 0 }));
  const [publish] = useState(() => (pages: EnginePages<P>) => {
    setEngine(pages);
    setAsked(false);
  });
  const entry = useMemo<PagerEntry<P>>(
    () => ({ id, key, latest, pending, publish, fail: setEngineError }),
    [id, key, pending, publish],
  );
  // Registered while it pages (a new key is a new entry). Layout effect: with the engine's code already
  // loaded (a list shown again after a navigation back) the engine hands back the pages SWR kept
  // before the list is painted.
  useLayoutEffect(() => {
    if (!registry || entry.key === null) return;
    registry.add(entry as PagerEntry);
    return () => registry.remove(entry.id);
  }, [registry, entry]);

  const live = engine !== null && engine.key === key ? engine : null;
  // Page 1 is the server's: this render's (SWR's is the one its engine started with).
  const received = live?.data
    ? first === null
      ? live.data
      : [first, ...live.data.slice(1)]
    : first === null
      ? []
      : [first];
  const pages = useStablePages(received.filter((page): page is P => page != null));
  const items = useMemo(
    () =>
      unique(
        pages.flatMap((page) => itemsOf(page)),
        idOf,
      ),
    [pages, itemsOf, idOf],
  );
  const error = live ? live.error : engineError;
  const more = pages.length === 0 ? key !== null && error === undefined : latest.current.hasMore(pages, items);
  // Loading: a page beyond those received is asked for and is being fetched (or about to be).
  const loading = live
    ? key !== null && live.size > pages.length && (live.isValidating || live.error === undefined)
    : key !== null && (asked || first === null) && engineError === undefined;
  const failed = error !== undefined;

  // The same function for the list's life (a view given it is not rendered again when the engine
  // arrives), acting on the latest render's state.
  const now = { loading, more, live, failed, pages: pages.length };
  const state = useRef(now);
  state.current = now;
  const [loadMore] = useState(() => () => {
    const { loading, more, live, failed, pages } = state.current;
    if (loading || !more) return;
    if (live) {
      // After a failure the same page is asked again (setSize to the same size revalidates it).
      void live.setSize(failed ? live.size : pages + 1);
      return;
    }
    pending.size = pages + 1;
    setAsked(true);
    setEngineError(undefined);
    registry?.wake();
  });

  // Offline failure: tried again when the connection returns.
  useEffect(() => {
    if (!failed) return;
    retryWhenOnline(loadMore);
  }, [failed, loadMore]);

  const last = pages.length > 0 ? pages[pages.length - 1] : undefined;
  return useMemo(
    () => ({ items, hasMore: more, loading, failed, error, last, loadMore }),
    [items, more, loading, failed, error, last, loadMore],
  );
}
