import {
  groupHasMore,
  initialGroupState,
  nextBatchQuery,
  SPECIAL_BATCH_SIZE,
  withBatch,
  type SpecialGroup,
} from './special-groups';

const item = (n: number) => ({ post_id: `item${String(n).padStart(4, '0')}` });
const items = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => item(from + i));
const group: SpecialGroup<{ post_id: string }> = {
  group_id: 'sg-more',
  name: '更多报道',
  collapse: false,
  content_list: items(1, 50),
  total: 60,
};

describe('special-topic batches (spec §9: page size 50, batch 50)', () => {
  it('starts from the loader’s first page, expanded, with load-more while items remain', () => {
    const state = initialGroupState(group);
    expect(state).toMatchObject({ collapsed: false, total: 60, page: 1, loading: false });
    expect(state.items).toHaveLength(50);
    expect(groupHasMore(state)).toBe(true);
  });

  it('asks for the group’s next page of 50', () => {
    expect(nextBatchQuery('sg-more', initialGroupState(group))).toEqual({ group_id: 'sg-more', page: 2, size: SPECIAL_BATCH_SIZE });
    expect(SPECIAL_BATCH_SIZE).toBe(50);
  });

  it('appends a batch and hides load-more once all of the total is shown', () => {
    const next = withBatch({ ...initialGroupState(group), loading: true }, 2, items(51, 60), 60);
    expect(next.items.map((i) => i.post_id)).toEqual(items(1, 60).map((i) => i.post_id));
    expect(next).toMatchObject({ page: 2, total: 60, loading: false });
    expect(groupHasMore(next)).toBe(false);
    expect(nextBatchQuery('sg-more', next).page).toBe(3);
  });

  it('skips items already shown, and ends the group on an empty batch', () => {
    const shifted = withBatch(initialGroupState(group), 2, items(50, 55), 60);
    expect(shifted.items).toHaveLength(55);
    expect(groupHasMore(shifted)).toBe(true);
    const ended = withBatch(shifted, 3, [], 60);
    expect(ended.total).toBe(55);
    expect(groupHasMore(ended)).toBe(false);
  });
});
