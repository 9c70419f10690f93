// Client-side paging of the detail page's lists: the first page comes from the loader, more pages
// from the platform through the site's proxy (same origin).
import { useCallback, useState } from 'react';
import type { DocList, DocSummary } from '@share/contract';
import { RECOMMEND_PAGE_SIZE } from './detail-data';
import type { PagedList } from './detail-blocks-views';

export async function fetchDocPage(path: string, page: number, size = RECOMMEND_PAGE_SIZE): Promise<DocList> {
  const response = await fetch(`${path}?page=${page}&size=${size}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  const body = (await response.json()) as { code: number; message: string; data: DocList };
  if (body.code !== 0) throw new Error(body.message);
  return body.data;
}

export function hasMoreOf(list: DocList | null, shown: number): boolean {
  return list !== null && shown < list.total;
}

/** A list from the loader's first page that loads the next page of `path` on demand. */
export function useRemoteList(first: DocList | null, path: string): PagedList<DocSummary> {
  const [items, setItems] = useState<DocSummary[]>(first?.list ?? []);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(first?.total ?? 0);
  const [loading, setLoading] = useState(false);
  const onLoadMore = useCallback(() => {
    setLoading(true);
    fetchDocPage(path, page + 1)
      .then((next) => {
        setItems((current) => {
          const seen = new Set(current.map((item) => item.post_id));
          return [...current, ...next.list.filter((item) => !seen.has(item.post_id))];
        });
        setTotal(next.list.length === 0 ? 0 : next.total);
        setPage(page + 1);
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => setLoading(false));
  }, [path, page]);
  return { items, hasMore: items.length < total, loading, onLoadMore };
}

/** A list held whole on the page (relations), shown 10 at a time. */
export function useLocalList<T>(all: T[], size = RECOMMEND_PAGE_SIZE): PagedList<T> {
  const [shown, setShown] = useState(size);
  return { items: all.slice(0, shown), hasMore: shown < all.length, onLoadMore: () => setShown((n) => n + size) };
}
