// Client-side paging of the detail page's lists: the first page comes from the loader, more pages
// from the platform through the api-client (the site's proxy, with its token and request-id headers).
import { useCallback, useMemo, useRef, useState } from 'react';
import { retryWhenOnline, useShareApi } from '@share/api-client';
import type { DocList, DocSummary } from '@share/contract';
import { RECOMMEND_PAGE_SIZE } from './detail-data';
import type { PagedList } from './detail-blocks-views';

/** The paged document lists of a detail page (spec §7): hot 72 h, editor picks, recommendations. */
export type RemoteListEndpoint = 'hot72h' | 'editorRecommend' | 'recommend';

/** A list from the loader's first page that loads the next page of its endpoint on demand. */
export function useRemoteList(first: DocList | null, endpoint: RemoteListEndpoint): PagedList<DocSummary> {
  const api = useShareApi();
  const [items, setItems] = useState<DocSummary[]>(first?.list ?? []);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(first?.total ?? 0);
  const [loading, setLoading] = useState(false);
  const onLoadMoreRef = useRef<() => void>(() => undefined);
  const onLoadMore = useCallback(() => {
    setLoading(true);
    api.endpoints[endpoint]({ query: { page: page + 1, size: RECOMMEND_PAGE_SIZE } })
      .then((next) => {
        setItems((current) => {
          const seen = new Set(current.map((item) => item.post_id));
          return [...current, ...next.list.filter((item) => !seen.has(item.post_id))];
        });
        setTotal(next.list.length === 0 ? 0 : next.total);
        setPage(page + 1);
      })
      // Offline: tried again when the connection returns (spec §4); other failures are logged.
      .catch((error: unknown) => {
        if (!retryWhenOnline(() => onLoadMoreRef.current())) console.error(error);
      })
      .finally(() => setLoading(false));
  }, [api, endpoint, page]);
  onLoadMoreRef.current = onLoadMore;
  // One object per state, so the memoised list views re-render only when their list changes.
  return useMemo(() => ({ items, hasMore: items.length < total, loading, onLoadMore }), [items, total, loading, onLoadMore]);
}

/** A list held whole on the page (relations), shown 10 at a time. */
export function useLocalList<T>(all: T[], size = RECOMMEND_PAGE_SIZE): PagedList<T> {
  const [shown, setShown] = useState(size);
  const onLoadMore = useCallback(() => setShown((n) => n + size), [size]);
  return useMemo(() => ({ items: all.slice(0, shown), hasMore: shown < all.length, onLoadMore }), [all, shown, onLoadMore]);
}
