// Client-side paging of the detail page's remote lists: the first page comes from the loader, more
// pages from the platform through the one paging hook (@share/api-client's usePagedList, on SWR) and
// the page's api (the site's proxy, with its token and request-id headers).
import { useCallback, useMemo } from 'react';
import { swrKey, usePagedList, useShareApi } from '@share/api-client';
import type { DocSummary } from '@share/contract';
import { RECOMMEND_PAGE_SIZE } from './detail-data';
import type { PagedList } from './detail-blocks-views';
import type { RowPage } from './detail-view-model';
import { fetchListPage, type RemoteListEndpoint } from './paged';

interface Row {
  id: string;
}
const itemsOf = <T extends Row>(page: RowPage<T>) => page.list;
const idOf = (item: Row) => item.id;
/** More while the last page had items and fewer than its total are shown. */
const morePages = <T extends Row>(pages: RowPage<T>[], items: T[]) => {
  const last = pages[pages.length - 1];
  return last.list.length > 0 && items.length < last.total;
};

/**
 * A list from the loader's first page that loads the next page of its endpoint on demand; without a
 * first page (the block was left out) it stays empty. `owner` is the item whose page shows it: its
 * pages are its own, and it is never listed in them.
 */
export function useRemoteList<T extends Row>(
  first: RowPage<T> | null,
  endpoint: RemoteListEndpoint,
  owner: string,
  rowOf: (item: DocSummary) => T,
): PagedList<T> {
  const api = useShareApi();
  // rowOf is a module function: one fetchPage per list.
  const fetchPage = useCallback((page: number) => fetchListPage(api, endpoint, page, rowOf), [api, endpoint, rowOf]);
  const paged = usePagedList<RowPage<T>, T>({
    key: first === null ? null : `${swrKey(endpoint, { query: { size: RECOMMEND_PAGE_SIZE } })}:${owner}`,
    first,
    fetchPage,
    itemsOf,
    idOf,
    hasMore: morePages,
  });
  const items = useMemo(() => paged.items.filter((item) => item.id !== owner), [paged.items, owner]);
  // One object per state, so the memoised list views re-render only when their list changes.
  return useMemo(
    () => ({ items, hasMore: paged.hasMore, loading: paged.loading, onLoadMore: paged.loadMore }),
    [items, paged.hasMore, paged.loading, paged.loadMore],
  );
}
