import {
  batchesHaveMore,
  batchQuery,
  groupHasMore,
  initialGroupState,
  SPECIAL_BATCH_SIZE,
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
    expect(state).toMatchObject({ collapsed: false, total: 60, loading: false });
    expect(state.items).toHaveLength(50);
    expect(groupHasMore(state)).toBe(true);
  });

  it('asks for the group’s next page of 50', () => {
    expect(batchQuery('sg-more', 2)).toEqual({ group_id: 'sg-more', page: 2, size: SPECIAL_BATCH_SIZE });
    expect(SPECIAL_BATCH_SIZE).toBe(50);
  });

  it('hides load-more once all of the total is shown', () => {
    const first = { content_list: items(1, 50), total: 60 };
    expect(batchesHaveMore([first], items(1, 50))).toBe(true);
    expect(batchesHaveMore([first, { content_list: items(51, 60), total: 60 }], items(1, 60))).toBe(false);
  });

  it('ends the group on an empty batch, though the total says more', () => {
    const first = { content_list: items(1, 50), total: 60 };
    const shifted = { content_list: items(50, 55), total: 60 };
    expect(batchesHaveMore([first, shifted], items(1, 55))).toBe(true);
    expect(batchesHaveMore([first, shifted, { content_list: [], total: 60 }], items(1, 55))).toBe(false);
  });
});
