// Client-side paging of the detail page's lists: the first page comes from the loader, more pages
// from the platform through the one paging hook (@share/api-client's usePagedList, on SWR) and the
// page's api (the site's proxy, with its token and request-id headers).
import { useCallback, useMemo, useState } from 'react';
import { swrKey, usePagedList, useShareApi, type ShareApi } from '@share/api-client';
import type { DocList, DocSummary } from '@share/contract';
import { RECOMMEND_PAGE_SIZE } from './detail-data';
import type { PagedList } from './detail-blocks-views';
import { rowPageOf, type RowPage } from './detail-view-model';

/** The paged document lists of a detail page (spec §7): hot 72 h, editor picks, recommendations. */
export type RemoteListEndpoint = 'hot72h' | 'editorRecommend' | 'recommend';

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

/** Page `page` of one of the lists, its items mapped to rows as the loader maps its first page. */
export function fetchListPage<T>(api: ShareApi, endpoint: RemoteListEndpoint, page: number, rowOf: (item: DocSummary) => T): Promise<RowPage<T>> {
  return (api.endpoints[endpoint]({ query: { page, size: RECOMMEND_PAGE_SIZE } }) as Promise<DocList>).then((list) => rowPageOf(list, rowOf));
}

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

/** A list held whole on the page (relations), shown 10 at a time. */
export function useLocalList<T>(all: T[], size = RECOMMEND_PAGE_SIZE): PagedList<T> {
  const [shown, setShown] = useState(size);
  const onLoadMore = useCallback(() => setShown((n) => n + size), [size]);
  return useMemo(() => ({ items: all.slice(0, shown), hasMore: shown < all.length, onLoadMore }), [all, shown, onLoadMore]);
}
