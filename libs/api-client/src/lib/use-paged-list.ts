// The one paging hook of the site, on SWR's useSWRInfinite: feeds, lists, special groups, comments and
// recommendations all page through it. Page 1 comes from the server render (the loader) and is not
// fetched again on hydration; pages 2, 3… are fetched on demand, one request at a time, de-duplicated
// by id across pages. A failed page keeps what is on screen, says so (`failed`) and is fetched again by
// the next loadMore, or by itself when the connection returns (spec §4 online/offline).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { retryWhenOnline } from './connection';

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

/** Pages 2, 3… appended to the server's first page, on SWR. */
export function usePagedList<P, T>(options: PagedListOptions<P, T>): PagedListState<T, P> {
  const { key, first, itemsOf, idOf } = options;
  // The latest callbacks, so that callers may pass inline functions without re-keying the list.
  const latest = useRef(options);
  latest.current = options;

  const getKey = useCallback(
    (index: number, previous: P | null) => {
      if (key === null) return null;
      if (index > 0 && previous === null) return null;
      return [key, index + 1] as const;
    },
    [key],
  );
  // Page 1 is the server's even when SWR asks for it (fallback data does not fill its cache).
  const fetcher = useCallback(([, page]: readonly [string, number]) => {
    const { first: server, fetchPage } = latest.current;
    return page === 1 && server !== null ? Promise.resolve(server) : fetchPage(page);
  }, []);
  // One fallback array per first page: SWR hands it back as `data`, and a new array each render made
  // every list look changed, which re-rendered (and hydrated at once) the deferred blocks showing it.
  const fallbackData = useMemo(() => (first === null ? undefined : [first]), [first]);
  const { data, error, size, setSize, isValidating } = useSWRInfinite<P, unknown>(getKey, fetcher, {
    fallbackData,
    // Page 1 is the server's; pages already loaded are not fetched again when the list grows, on focus
    // or on reconnect (a list that reorders under the reader would lose their place).
    revalidateFirstPage: false,
    revalidateOnMount: first === null,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

  const pages = useMemo(() => (data ?? (first === null ? [] : [first])).filter((page): page is P => page != null), [data, first]);
  const items = useMemo(() => unique(pages.flatMap((page) => itemsOf(page)), idOf), [pages, itemsOf, idOf]);
  const more = pages.length === 0 ? key !== null && error === undefined : latest.current.hasMore(pages, items);
  // Loading: a page beyond those received is asked for and is being fetched (or about to be).
  const loading = key !== null && size > pages.length && (isValidating || error === undefined);
  const failed = error !== undefined;

  const loadMore = useCallback(() => {
    if (loading || !more) return;
    // After a failure the same page is asked again (setSize to the same size revalidates it).
    void setSize(failed ? size : pages.length + 1);
  }, [loading, more, failed, size, pages.length, setSize]);

  // Offline failure: tried again when the connection returns.
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    if (!failed) return;
    retryWhenOnline(() => loadMoreRef.current());
  }, [failed]);

  const last = pages.length > 0 ? pages[pages.length - 1] : undefined;
  return useMemo(
    () => ({ items, hasMore: more, loading, failed, error, last, loadMore }),
    [items, more, loading, failed, error, last, loadMore],
  );
}
