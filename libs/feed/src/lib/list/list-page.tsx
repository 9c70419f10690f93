import { useCallback } from 'react';
import { swrKey, useShareApi } from '@share/api-client';
import { RECOMMEND_PAGE_SIZE } from '../constants';
import type { ListData } from '../load-screens';
import { useLoadMore } from '../use-load-more';
import { ListView } from './list-view';

/** List container: a named list is one page; the recommendations page on through the browser. */
export function ListPage({
  data,
}: {
  /** The loader's data of the page. */
  data: ListData;
}) {
  const api = useShareApi();
  const fetchPage = useCallback(
    (page: number) => api.endpoints.recommend({ query: { page, size: RECOMMEND_PAGE_SIZE } }),
    [api],
  );
  const more = useLoadMore(
    data.named ? null : swrKey('recommend', { query: { size: RECOMMEND_PAGE_SIZE } }),
    data.page,
    fetchPage,
  );
  return (
    <ListView
      status={data.status}
      title={data.title}
      description={data.description}
      cover={data.cover}
      publishedAt={data.publishedAt}
      page={data.named ? data.page : more.page}
      now={data.now}
      loadingMore={more.loading}
      loadMoreFailed={more.failed}
      onLoadMore={more.loadMore}
    />
  );
}
