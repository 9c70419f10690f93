// The recommendation block of a detail page (the 72-hour hot list, editor picks, recommendations) as
// the page drives it. Its first pages are in the server HTML but not in the hydration data (they were
// most of it): the server render reads them from the loader's render-only data, the browser fetches
// them through the page's api (once per item, when the page is idle or when the block comes to
// hydrate) and hydrates the server HTML with them (a list whose fetch the connection failed is
// fetched again once it is back, the server HTML staying meanwhile). Pages other than the server's
// (a list changed since, or the platform failed it) are never hydrated against it: when the block comes to hydrate it is rendered
// again on the client instead, in a transition (the server HTML stays until the new rows are ready).
import { memo, startTransition, use, useEffect, useMemo, useState } from 'react';
import { useShareApi, type ShareApi } from '@share/api-client';
import type { DocSummary } from '@share/contract';
import {
  cardOf,
  DeferredHydration,
  lazyComponent,
  markFulfilled,
  preloadWhenIdle,
  useHydrating,
  useRenderOnlyData,
} from '@share/ui';
import { retryingWhenOnline } from '@share/util-connection';
import { detailListsKey, type DetailFirstPages } from './detail-data';
import { firstPagesStamp, hotRowOf, type RowPage } from './detail-view-model';
import { fetchListPage, type RemoteListEndpoint } from './paged';

// The lists with their paging (the one paging hook, on SWR): their code comes with the block's
// views, when the page is idle or when the block comes to hydrate, not with the page's first load.
const RecommendLists = lazyComponent(() => import('./recommend-lists').then((m) => m.RecommendLists));

// Per page load, per item, the first pages as the browser fetched them: a client navigation back to
// an item shows the pages fetched before.
const fetched = new Map<string, Promise<DetailFirstPages>>();
// The items whose block came to hydrate with pages other than the server's, and who waits to hear it.
const stale = new Set<string>();
const listeners = new Set<() => void>();
function markStale(owner: string): void {
  if (stale.has(owner)) return;
  stale.add(owner);
  // Not during the render that found it: the listeners set their component's state.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}
/** A failed list is empty, as when the loader's call failed. */
const NO_PAGES: DetailFirstPages = { hot: null, editor: null, recommend: null };
const NEVER = new Promise<never>(() => undefined);

/**
 * A list's first page, or null when the platform failed it. One that failed because the connection
 * did (offline, or just back) is fetched again once the connection is back: meanwhile the block keeps
 * the server's rows, instead of being rendered again with that list empty.
 */
function firstPage<T>(
  api: ShareApi,
  endpoint: RemoteListEndpoint,
  rowOf: (item: DocSummary) => T,
): Promise<RowPage<T> | null> {
  return retryingWhenOnline(() => fetchListPage(api, endpoint, 1, rowOf)).catch(() => null);
}

function firstPagesOf(api: ShareApi, owner: string): Promise<DetailFirstPages> {
  const known = fetched.get(owner);
  if (known) return known;
  const promise = Promise.all([
    firstPage(api, 'hot72h', hotRowOf),
    firstPage(api, 'editorRecommend', cardOf),
    firstPage(api, 'recommend', cardOf),
  ]).then(([hot, editor, recommend]): DetailFirstPages => ({ hot, editor, recommend }));
  // use() reads a settled promise at once (a tap's synchronous hydration does not wait).
  void promise.then((pages) => markFulfilled(promise, pages));
  fetched.set(owner, promise);
  return promise;
}

export interface RecommendSectionProps {
  /** The page's item (post_id): never listed, and its lists' pages are its own. */
  owner: string;
  /** The page's related reading (post_ids): 推荐 leaves them out. One array per page (a memo's prop). */
  relatedIds: readonly string[];
  now: number;
  /** The stamp of the first pages the server rendered (ContentDetailData.listsStamp). */
  stamp: string | null;
}

function RecommendData({ owner, relatedIds, now, stamp }: RecommendSectionProps) {
  const api = useShareApi();
  const hydrating = useHydrating();
  const server = useRenderOnlyData(detailListsKey(owner));
  let pages = server ?? NO_PAGES;
  if (server === undefined && typeof document !== 'undefined') {
    // Until they are there the block keeps its server HTML (hydrating) or shows nothing yet.
    pages = use(firstPagesOf(api, owner));
    // Not the server's pages: the block stays as the server rendered it and RecommendSection renders
    // it again instead of hydrating it.
    if (hydrating && firstPagesStamp(pages) !== stamp) {
      markStale(owner);
      use(NEVER);
    }
  }
  // The data is waited for here, in the first load's code: a wait inside the lists' lazily loaded
  // component would be in a boundary of its own, and the block would count as hydrated (and replay a
  // kept tap) before its lists had.
  return <RecommendLists pages={pages} owner={owner} relatedIds={relatedIds} now={now} />;
}

/**
 * The recommendation block, hydrating when it comes near the viewport or is touched; load-more pages
 * each list as before. Pages that changed since the server render cost nothing until then: the
 * block is rendered again only when it would have hydrated, as a transition (a few short tasks, the
 * server HTML on screen until the new rows replace it).
 */
export const RecommendSection = memo(function RecommendSection({
  owner,
  relatedIds,
  now,
  stamp,
}: RecommendSectionProps) {
  const api = useShareApi();
  // A client navigation back to such an item renders on the client from the start.
  const [renderAgain, setRenderAgain] = useState(() => stale.has(owner));
  useEffect(() => {
    const listener = () => {
      if (stale.has(owner)) startTransition(() => setRenderAgain(true));
    };
    listeners.add(listener);
    listener();
    return () => {
      listeners.delete(listener);
    };
  }, [owner]);
  // The block's code and data come when the page is idle, before a visitor scrolls to it: a tap on
  // a block still waiting for them is only replayed once they are there (DeferredHydration).
  useEffect(() => preloadWhenIdle([RecommendLists, { preload: () => firstPagesOf(api, owner) }]), [api, owner]);
  const lists = useMemo(
    () => <RecommendData owner={owner} relatedIds={relatedIds} now={now} stamp={stamp} />,
    [owner, relatedIds, now, stamp],
  );
  // A new key drops the waiting server HTML and renders the block on the client.
  return <DeferredHydration key={renderAgain ? 'client' : 'server'}>{lists}</DeferredHydration>;
});
