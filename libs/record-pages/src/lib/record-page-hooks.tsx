// What every record page's container shares: its lists paged in the browser (page 1 is the
// server's; pages 2, 3… through the api-client, de-duplicated by id), the open-app prompt for what
// the web does not offer (liking, commenting, following, joining, asking) and the view statistics.
import { useMemo, type ReactNode } from 'react';
import { usePagedList, type Page } from '@share/api-client';
import { useAppPrompt } from '@share/open-app';
import { useRecordStatistics } from '@share/tracking';
import { OpenAppPrompt, useToast, type PagedItems } from '@share/ui';

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
): PagedItems<T> {
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

/** View statistics of a record's page (spec §4), read-finish failures as a toast. */
export function usePageStatistics(id: string | null | undefined, kind: string) {
  useRecordStatistics(id, kind, useToast().show);
}

export interface RecordPageOptions {
  /** The page's view statistics (spec §4; default true). */
  statistics?: boolean;
}

/**
 * The record page about `id` of `kind` (null while there is none): its view statistics and its
 * open-app prompt: `prompt(action)` opens it with the
 * action's message from `prompts`; `dialog` is what the page renders for it.
 */
export function useRecordPage<A extends string>(
  id: string | null | undefined,
  kind: string,
  prompts: Record<A, string>,
  { statistics = true }: RecordPageOptions = {},
): { prompt: (action: A) => void; withPrompt: (view: ReactNode) => ReactNode } {
  const target = useMemo(() => (id ? { id, kind } : null), [id, kind]);
  const { prompt, dialog, guide } = useAppPrompt(target, prompts);
  usePageStatistics(statistics ? id : null, kind);
  const withPrompt = (view: ReactNode) => (
    <>
      {view}
      <OpenAppPrompt dialog={dialog} guide={guide} />
    </>
  );
  return { prompt, withPrompt };
}
