import { useCallback } from 'react';
import { swrKey, useShareApi } from '@share/api-client';
import { SEARCH_PAGE_SIZE } from '../constants';
import { type FeedPage } from '../feed-data';
import type { SearchData } from '../load-screens';
import { useLoadMore } from '../use-load-more';
import { SearchView } from './search-view';

const NO_RESULTS: FeedPage = { list: [], total: 0, page: 1, size: SEARCH_PAGE_SIZE };

function SearchResults({ data }: { data: SearchData }) {
  const api = useShareApi();
  const fetchPage = useCallback(
    (page: number) => api.endpoints.search({ query: { keyword: data.keyword, page, size: SEARCH_PAGE_SIZE } }),
    [api, data.keyword],
  );
  const more = useLoadMore(
    data.results ? swrKey('search', { query: { keyword: data.keyword, size: SEARCH_PAGE_SIZE } }) : null,
    data.results ?? NO_RESULTS,
    fetchPage,
  );
  return (
    <SearchView
      {...data}
      results={data.results ? more.page : null}
      loadingMore={more.loading}
      loadMoreFailed={more.failed}
      onLoadMore={more.loadMore}
    />
  );
}

/** Search container: results of the loader, more pages from the browser. */
export function SearchPage({
  data,
}: {
  /** The loader's data of the page. */
  data: SearchData;
}) {
  return <SearchResults key={data.keyword} data={data} />;
}
