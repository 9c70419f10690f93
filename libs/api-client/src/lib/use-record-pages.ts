// A record page's lists paged in the browser (community, clue reports, dejin): page 1 is the
// server's, pages 2, 3… come through the api-client, de-duplicated by id. What it returns is the
// list ui's PagedSection shows.
import { useMemo } from 'react';
import type { Page } from './platform-pages';
import { usePagedList } from './use-paged-list';

/** A paged record list as ui's PagedSection shows it (ui's PagedItems). */
export interface RecordPages<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** More pages exist while fewer items than the list's count are shown and the last page was not empty. */
export function pageHasMore<T>(pages: Page<T>[], items: T[]): boolean {
  const last = pages[pages.length - 1];
  return Boolean(last && last.list.length > 0 && items.length < last.count);
}

/**
 * A record list whose page 1 came from the server: pages 2, 3… through `fetchPage`, de-duplicated by
 * id. `key` null turns paging off (no list on this page).
 */
export function useRecordPages<T extends { id: string }>(
  key: string | null,
  first: Page<T>,
  fetchPage: (page: number) => Promise<unknown>,
): RecordPages<T> {
  const state = usePagedList<Page<T>, T>({
    key,
    first,
    fetchPage: (page) => fetchPage(page) as Promise<Page<T>>,
    itemsOf: (page) => page.list,
    hasMore: pageHasMore,
    idOf: (item) => item.id,
  });
  return useMemo(
    () => ({
      items: state.items,
      hasMore: state.hasMore,
      loading: state.loading,
      failed: state.failed,
      onLoadMore: state.loadMore,
    }),
    [state],
  );
}
