import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ShareApi } from './share-api';
import { ShareApiProvider } from './share-api-context';
import { usePagedList } from './use-paged-list';

// The engine's chunk cannot be loaded while this is set (the phone is offline).
let mockEngineFails = false;
jest.mock('./paged-list-engine', () => {
  if (mockEngineFails) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('./paged-list-engine');
});

interface Page {
  list: { id: number }[];
  total: number;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <ShareApiProvider api={{} as ShareApi}>{children}</ShareApiProvider>
  </SWRConfig>
);

describe('PagerHost', () => {
  it('a page asked for while the paging code cannot load says so, keeps the list, and comes once the connection returns', async () => {
    mockEngineFails = true;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchPage = jest.fn((page: number) => Promise.resolve<Page>({ list: [{ id: page + 1 }], total: 3 }));
    const first: Page = { list: [{ id: 1 }, { id: 2 }], total: 3 };
    const { result } = renderHook(
      () =>
        usePagedList<Page, { id: number }>({
          key: 'list:offline',
          first,
          fetchPage,
          itemsOf: (page) => page.list,
          hasMore: (pages, items) => items.length < pages[pages.length - 1].total,
          idOf: (item) => item.id,
        }),
      { wrapper },
    );
    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.loading).toBe(false);
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2]);
    expect(fetchPage).not.toHaveBeenCalled();

    mockEngineFails = false;
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3]));
    expect(result.current.failed).toBe(false);
    expect(fetchPage.mock.calls).toEqual([[2]]);
    onLine.mockRestore();
  });
});
