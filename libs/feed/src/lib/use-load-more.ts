// Client-side paging through @share/api-client: same-origin base URL (the site proxies /peony), the
// visitor's stored token. The first page comes from the server render, so hydration fetches nothing.
import { useCallback, useMemo, useRef, useState } from 'react';
import { createApiClient, createShareApi, STORAGE_KEYS, type ShareApi } from '@share/api-client';
import { appendPage, hasMore, type FeedPage } from './feed-data';

function storedToken(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** The browser's api: created once per component, never on the server path of a render. */
export function useFeedApi(): ShareApi {
  return useMemo(
    () => createShareApi(createApiClient({ baseUrl: '', getToken: () => ({ user: storedToken() }), onMissingToken: () => undefined })),
    [],
  );
}

export interface LoadMoreState {
  page: FeedPage;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/** Pages 2, 3… appended to the server's first page; one request at a time. */
export function useLoadMore(first: FeedPage, fetchPage: (page: number) => Promise<FeedPage>): LoadMoreState {
  const [page, setPage] = useState(first);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    fetchPage(page.page + 1)
      .then((next) => setPage((current) => appendPage(current, next)))
      .catch(() => setFailed(true))
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [fetchPage, page.page]);
  return { page, loading, failed, hasMore: hasMore(page), loadMore };
}
