import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { RECONNECT_RETRY_MS } from '@share/util-connection';
import type { ShareApi } from './share-api';
import { ShareApiProvider } from './share-api-context';
import { usePagedList, type PagedListOptions, type PagedListState } from './use-paged-list';

interface Page {
  page: number;
  list: { id: number }[];
  total: number;
}

const pageOf = (page: number, ids: number[], total = 5): Page => ({ page, list: ids.map((id) => ({ id })), total });

// A fresh cache per test, so one test's pages never leak into another; the api's provider runs the
// lists' engines (the lists fetch through their own fetchPage, not this api).
const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <ShareApiProvider api={{} as ShareApi}>{children}</ShareApiProvider>
  </SWRConfig>
);

/** Lets the browser be idle: the engine's code arrives (its import resolves) and it hands back its pages. */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function options(
  fetchPage: (page: number) => Promise<Page>,
  first: Page | null = pageOf(1, [1, 2]),
): PagedListOptions<Page, { id: number }> {
  return {
    key: 'list:test',
    first,
    fetchPage,
    itemsOf: (page) => page.list,
    hasMore: (pages, items) => items.length < pages[pages.length - 1].total && pages[pages.length - 1].list.length > 0,
    idOf: (item) => item.id,
  };
}

describe('usePagedList', () => {
  it('shows the server page at once and fetches nothing on hydration', async () => {
    const fetchPage = jest.fn<Promise<Page>, [number]>();
    const { result } = renderHook(() => usePagedList(options(fetchPage)), { wrapper: fresh });
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2]);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.loading).toBe(false);
    await idle();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('keeps the same list while its pages stay the same, so a view that waits for new items is not rendered again', async () => {
    // The same loader data and callbacks on each render, as a page that re-renders for another reason has.
    const list = options(jest.fn<Promise<Page>, [number]>());
    const { result, rerender } = renderHook(() => usePagedList(list), { wrapper: fresh });
    const shown = result.current;
    rerender();
    expect(result.current.items).toBe(shown.items);
    expect(result.current).toBe(shown);
    // The engine, once the browser is idle, hands back the same page: still the same list.
    await idle();
    expect(result.current.items).toBe(shown.items);
    expect(result.current).toBe(shown);
  });

  it('a page asked for before the engine’s code has arrived is loading until it is there, and fetched once', async () => {
    let resolve: (page: Page) => void = () => undefined;
    const fetchPage = jest.fn(() => new Promise<Page>((r) => (resolve = r)));
    const list = options(fetchPage);
    // Every render's state: the list never offers 加载更多 again while the page is on its way.
    const renders: Array<{ loading: boolean; ids: number[] }> = [];
    const hook = { shown: null as PagedListState<{ id: number }> | null };
    function List() {
      hook.shown = usePagedList(list);
      renders.push({ loading: hook.shown.loading, ids: hook.shown.items.map((item) => item.id) });
      return null;
    }
    render(<List />, { wrapper: fresh });
    act(() => hook.shown?.loadMore());
    const asked = renders.length;
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    act(() => hook.shown?.loadMore());
    await act(async () => resolve(pageOf(2, [3])));
    await waitFor(() => expect(hook.shown?.items.map((item) => item.id)).toEqual([1, 2, 3]));
    const waiting = renders.slice(asked - 1).filter((state) => state.ids.length === 2);
    expect(waiting.length).toBeGreaterThan(1);
    expect(waiting.every((state) => state.loading)).toBe(true);
    expect(hook.shown?.loading).toBe(false);
    expect(fetchPage.mock.calls).toEqual([[2]]);
  });

  it('a list shown again keeps the pages it had loaded, from its first render (a navigation back)', async () => {
    const fetchPage = jest.fn((page: number) => Promise.resolve(pageOf(page, [page + 1])));
    const list = options(fetchPage);
    const seen: number[][] = [];
    const hook = { shown: null as PagedListState<{ id: number }> | null };
    function List() {
      hook.shown = usePagedList(list);
      seen.push(hook.shown.items.map((item) => item.id));
      return null;
    }
    const view = render(<List />, { wrapper: fresh });
    act(() => hook.shown?.loadMore());
    await waitFor(() => expect(hook.shown?.items.map((item) => item.id)).toEqual([1, 2, 3]));
    view.rerender(<></>);
    seen.length = 0;
    view.rerender(<List />);
    // The engine is there at once and hands back SWR's pages in the same commit, before a paint.
    expect(seen[seen.length - 1]).toEqual([1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('appends the next pages in order, without the items that shifted across a page boundary', async () => {
    const pages: Record<number, Page> = { 2: pageOf(2, [2, 3, 4]), 3: pageOf(3, [5]) };
    const fetchPage = jest.fn((page: number) => Promise.resolve(pages[page]));
    const { result } = renderHook(() => usePagedList(options(fetchPage)), { wrapper: fresh });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3, 4]));
    expect(fetchPage).toHaveBeenCalledWith(2);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.hasMore).toBe(false);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([2, 3]);
    // Nothing more to load: loadMore does nothing.
    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('asks for one page at a time', async () => {
    let resolve: (page: Page) => void = () => undefined;
    const fetchPage = jest.fn(() => new Promise<Page>((r) => (resolve = r)));
    const { result } = renderHook(() => usePagedList(options(fetchPage)), { wrapper: fresh });
    act(() => result.current.loadMore());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(result.current.loading).toBe(true);
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    await idle();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(async () => resolve(pageOf(2, [3])));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('keeps what is shown when a page fails, says so, and asks for the same page again', async () => {
    const fetchPage = jest
      .fn<Promise<Page>, [number]>()
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValueOnce(pageOf(2, [3, 4, 5]));
    const { result } = renderHook(() => usePagedList(options(fetchPage)), { wrapper: fresh });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2]);
    expect(result.current.loading).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.failed).toBe(false);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([2, 2]);
  });

  it('a page that failed offline is fetched again when the connection returns', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchPage = jest
      .fn<Promise<Page>, [number]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(pageOf(2, [3]));
    const { result } = renderHook(() => usePagedList(options(fetchPage)), { wrapper: fresh });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3]));
    onLine.mockRestore();
  });

  it('a page that fails again just after the connection returns is tried again', async () => {
    // Chromium fails a request made at the `online` event (ERR_INTERNET_DISCONNECTED for a few
    // milliseconds): that second failure is the connection's too, and is retried after RECONNECT_RETRY_MS.
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchPage = jest
      .fn<Promise<Page>, [number]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(pageOf(2, [3]));
    const { result } = renderHook(() => usePagedList(options(fetchPage)), { wrapper: fresh });
    // The engine is there, as on a page the visitor has read for a while.
    await idle();
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3]), {
      timeout: RECONNECT_RETRY_MS + 2_000,
    });
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([2, 2, 2]);
    onLine.mockRestore();
  });

  it('fetches page 1 in the browser when the server had none', async () => {
    const fetchPage = jest.fn((page: number) => Promise.resolve(pageOf(page, [7], 1)));
    const { result } = renderHook(() => usePagedList(options(fetchPage, null)), { wrapper: fresh });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([7]));
    expect(fetchPage).toHaveBeenCalledWith(1);
    expect(result.current.hasMore).toBe(false);
  });

  it('a null key turns the list off', async () => {
    const fetchPage = jest.fn((page: number) => Promise.resolve(pageOf(page, [7])));
    const { result } = renderHook(() => usePagedList({ ...options(fetchPage, null), key: null }), { wrapper: fresh });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
