import { useCallback } from 'react';
import { swrKey, useShareApi } from '@share/api-client';
import { RANK_PAGE_SIZE } from '../constants';
import type { BarData } from '../load-screens';
import { useLoadMore } from '../use-load-more';
import { BarView } from './bar-view';

/** Bar container: both lists page on through the browser. */
export function BarPage({
  data,
}: {
  /** The loader's data of the page. */
  data: BarData;
}) {
  const api = useShareApi();
  const hot = useLoadMore(
    swrKey('hot72h', { query: { size: RANK_PAGE_SIZE } }),
    data.hot,
    useCallback((page: number) => api.endpoints.hot72h({ query: { page, size: RANK_PAGE_SIZE } }), [api]),
  );
  const picks = useLoadMore(
    swrKey('editorRecommend', { query: { size: RANK_PAGE_SIZE } }),
    data.picks,
    useCallback((page: number) => api.endpoints.editorRecommend({ query: { page, size: RANK_PAGE_SIZE } }), [api]),
  );
  return (
    <BarView
      status={data.status}
      hot={hot.page}
      picks={picks.page}
      hotLoading={hot.loading}
      picksLoading={picks.loading}
      onMoreHot={hot.loadMore}
      onMorePicks={picks.loadMore}
    />
  );
}
