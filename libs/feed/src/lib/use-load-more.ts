// The feed's lists page through the one paging hook (@share/api-client's usePagedList, on SWR) with
// the page's api (useShareApi: the visitor's token, else the anonymous one, and the request id).
// Page 1 comes from the server render, so hydration fetches nothing.
import { useMemo } from 'react';
import { usePagedList } from '@share/api-client';
import { hasMore, type FeedItem, type FeedPage } from './feed-data';

export interface LoadMoreState {
  /** The pages so far as one: every item, de-duplicated, with the last page's totals. */
  page: FeedPage;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

const itemsOf = (page: FeedPage) => page.list;
const idOf = (item: FeedItem) => item.post_id;
const morePages = (pages: FeedPage[]) => hasMore(pages[pages.length - 1]);

/**
 * Pages 2, 3… appended to the server's first page; one request at a time. `key` names the list
 * (its endpoint and fixed query, see swrKey); null keeps the first page alone.
 */
export function useLoadMore(
  key: string | null,
  first: FeedPage,
  fetchPage: (page: number) => Promise<FeedPage>,
): LoadMoreState {
  const paged = usePagedList<FeedPage, FeedItem>({ key, first, fetchPage, itemsOf, idOf, hasMore: morePages });
  const last = paged.last ?? first;
  const page = useMemo(() => ({ ...last, list: paged.items }), [last, paged.items]);
  return { page, loading: paged.loading, failed: paged.failed, hasMore: paged.hasMore, loadMore: paged.loadMore };
}
