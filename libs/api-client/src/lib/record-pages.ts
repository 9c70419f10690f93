// The platform's record pages (community, clue reports, dejin): the `{list, count, page, size}` page
// the record endpoints answer, how a loader reads a page's main record and its first pages, and the
// hook that pages such a list in the browser on usePagedList.
import { useMemo } from 'react';
import { isRefusal } from './api-error';
import { usePagedList } from './use-paged-list';

/** How a route calls a record page's loader. */
export interface RecordLoadOptions {
  /** Throws the route's 404 answer. */
  notFound: () => never;
  /** The request's origin, for absolute share-card addresses. */
  origin: string;
  /** Server time (ms), so server and browser render the same relative times. */
  now?: number;
}

/** What the page head and the share card of a record page show (the route builds the meta tags from it). */
export interface ShareCard {
  title: string;
  summary?: string;
  cover?: string;
  link?: string;
}

/** What every record screen's data carries beside its records and status. */
export interface RecordScreenBase {
  share: ShareCard | null;
  origin: string;
  now: number;
}

/** The base of a record screen's data: no share card until the record is found. */
export const recordScreenBase = (options: RecordLoadOptions): RecordScreenBase => ({
  origin: options.origin,
  now: options.now ?? Date.now(),
  share: null,
});

/** One page of a record list as the platform answers it. */
export interface Page<T> {
  list: T[];
  count: number;
  page: number;
  size: number;
}

export const emptyPage = <T>(size: number): Page<T> => ({ list: [], count: 0, page: 1, size });

/** More pages exist while fewer items than the list's count are shown and the last page was not empty. */
export function pageHasMore<T>(pages: Page<T>[], items: T[]): boolean {
  const last = pages[pages.length - 1];
  return Boolean(last && last.list.length > 0 && items.length < last.count);
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function attempt<T>(promise: Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The main record of a page: a refusal calls `notFound` (the route's 404 answer, which throws); an
 * outage is null (the screen's error state).
 */
export async function loadMainRecord<T>(call: Promise<unknown>, notFound: () => never): Promise<T | null> {
  const result = await attempt(call);
  if (result.ok) return result.value as T;
  if (isRefusal(result.error)) notFound();
  return null;
}

/** A secondary list's first page, or an empty page when it fails (the page still renders). */
export async function loadFirstPage<T>(call: Promise<unknown>, size: number): Promise<Page<T>> {
  const result = await attempt(call);
  return result.ok ? (result.value as Page<T>) : emptyPage<T>(size);
}

/** A list on screen: its items so far and its load-more state (the shape ui's PagedSection takes). */
export interface RecordPages<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
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
    () => ({ items: state.items, hasMore: state.hasMore, loading: state.loading, failed: state.failed, onLoadMore: state.loadMore }),
    [state],
  );
}
