import { pageHasMore } from './use-record-pages';

describe('pageHasMore', () => {
  const page = (n: number, count: number) => ({
    list: Array.from({ length: n }, (_, i) => ({ id: String(i) })),
    count,
    page: 1,
    size: 10,
  });
  it('is true while fewer items than the count are shown and the last page was not empty', () => {
    expect(pageHasMore([page(10, 16)], page(10, 16).list)).toBe(true);
    expect(
      pageHasMore(
        [page(10, 16), page(6, 16)],
        Array.from({ length: 16 }, (_, i) => ({ id: String(i) })),
      ),
    ).toBe(false);
    expect(pageHasMore([page(10, 16), page(0, 16)], page(10, 16).list)).toBe(false);
    expect(pageHasMore([], [])).toBe(false);
  });
});
