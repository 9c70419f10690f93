// Paging of the detail page's lists: a page of a remote list as its rows (fetchListPage), and a list
// held whole on the page shown 10 at a time (useLocalList). The remote lists' paging hook is in
// remote-list.ts, which loads with the recommendation block's code.
import { useCallback, useMemo, useState } from 'react';
import type { ShareApi } from '@share/api-client';
import type { DocList, DocSummary } from '@share/contract';
import { RECOMMEND_PAGE_SIZE } from './detail-data';
import type { PagedList } from './detail-blocks-views';
import { rowPageOf, type RowPage } from './detail-view-model';

/** The paged document lists of a detail page (spec §7): hot 72 h, editor picks, recommendations. */
export type RemoteListEndpoint = 'hot72h' | 'editorRecommend' | 'recommend';

/** Page `page` of one of the lists, its items mapped to rows as the loader maps its first page. */
export function fetchListPage<T>(
  api: ShareApi,
  endpoint: RemoteListEndpoint,
  page: number,
  rowOf: (item: DocSummary) => T,
): Promise<RowPage<T>> {
  return (api.endpoints[endpoint]({ query: { page, size: RECOMMEND_PAGE_SIZE } }) as Promise<DocList>).then((list) =>
    rowPageOf(list, rowOf),
  );
}

/** A list held whole on the page (relations), shown 10 at a time. */
export function useLocalList<T>(all: T[], size = RECOMMEND_PAGE_SIZE): PagedList<T> {
  const [shown, setShown] = useState(size);
  const onLoadMore = useCallback(() => setShown((n) => n + size), [size]);
  return useMemo(
    () => ({ items: all.slice(0, shown), hasMore: shown < all.length, onLoadMore }),
    [all, shown, onLoadMore],
  );
}
