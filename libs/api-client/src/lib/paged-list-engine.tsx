// A paged list's engine, on SWR's useSWRInfinite (loaded by the PagerHost when the browser is idle,
// or when a list first asks for a page): pages 2, 3… fetched on demand, one request at a time; page 1
// is the server's and is not fetched again. What it receives goes back to the list's usePagedList.
import { useCallback, useLayoutEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { PagerEntry } from './pager-host';

export function PagedListEngine<P>({ entry }: { entry: PagerEntry<P> }) {
  const { key, latest, pending, publish } = entry;
  // The server's page when the engine started (a new key starts a new engine): SWR's fallback.
  const [first] = useState(() => latest.current.first);
  const getKey = useCallback(
    (index: number, previous: P | null) => {
      if (key === null) return null;
      if (index > 0 && previous === null) return null;
      return [key, index + 1] as const;
    },
    [key],
  );
  // Page 1 is the server's even when SWR asks for it (fallback data does not fill its cache).
  const fetcher = useCallback(
    ([, page]: readonly [string, number]) => {
      const { first: server, fetchPage } = latest.current;
      return page === 1 && server !== null ? Promise.resolve(server) : fetchPage(page);
    },
    [latest],
  );
  const [fallbackData] = useState(() => (first === null ? undefined : [first]));
  const { data, error, size, setSize, isValidating } = useSWRInfinite<P, unknown>(getKey, fetcher, {
    fallbackData,
    // Page 1 is the server's; pages already loaded are not fetched again when the list grows, on focus
    // or on reconnect (a list that reorders under the reader would lose their place).
    revalidateFirstPage: false,
    revalidateOnMount: first === null,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  // Pages asked for before the engine was there: asked of SWR at once, and handed back as asked from
  // the first snapshot on (SWR's own size follows a render later: in between, the list would offer
  // 加载更多 again, and a tap there asked for the same page twice).
  const [asked] = useState(() => pending.size);
  useLayoutEffect(() => {
    if (asked === 0) return;
    pending.size = 0;
    void setSize((size) => Math.max(size, asked));
  }, [asked, pending, setSize]);
  const shown = Math.max(size, asked);
  useLayoutEffect(
    () => publish({ key, data, error, size: shown, isValidating, setSize }),
    [publish, key, data, error, shown, isValidating, setSize],
  );
  return null;
}
