/**
 * @jest-environment node
 */
// The special's server loader: page 1 of 50 per group with each group's total (spec §9), and the
// group rules of spec §4.
import { fixtureDocSummary } from '@share/api-client/testing';
import { DetailNotFoundError, loadSpecialDetail, type PlatformGetter } from './load-detail.server';
import { SPECIAL_PAGE_SIZE } from './special-groups';

const special = fixtureDocSummary({ content_type: 'special', title: '专题｜春季经济' });
const items = Array.from({ length: 50 }, (_, i) => fixtureDocSummary({ post_id: `item${String(i).padStart(4, '0')}` }));

function getter(answer: unknown) {
  const calls: { path: string; query?: Record<string, string | number | undefined> }[] = [];
  const get = (async (path, query) => {
    calls.push({ path, query });
    return answer;
  }) as PlatformGetter;
  return { get, calls };
}

describe('loadSpecialDetail', () => {
  it('asks for page 1 of 50 and keeps each group’s total', async () => {
    const { get, calls } = getter({
      special,
      banner: '/media/banners/1.png',
      groups: [
        { group_id: 'sg-more', name: '更多报道', collapse: true, content_list: items, total: 60 },
        { group_id: 'sg-expert', name: '专家观点', collapse: false },
      ],
      sections: [
        { key: 'ss-more', group_id: 'sg-more', name: '更多报道', layout: 'list' },
        { key: 'ss-expert', group_id: 'sg-expert', name: '专家观点', layout: 'list' },
      ],
    });
    const data = await loadSpecialDetail(get, { id: 'xdDewvKb', preview: false, origin: 'https://m.example.cn', now: 1 });
    expect(calls).toEqual([{ path: '/peony/v3/special/xdDewvKb', query: { page: 1, size: SPECIAL_PAGE_SIZE } }]);
    expect(SPECIAL_PAGE_SIZE).toBe(50);
    expect(data.groups.map((g) => [g.group_id, g.collapse, g.content_list.length, g.total])).toEqual([['sg-more', false, 50, 60]]);
    expect(data.sections).toEqual([{ group_id: 'sg-more', name: '更多报道' }]);
    expect(data).toMatchObject({ banner: '/media/banners/1.png', preview: false, now: 1, origin: 'https://m.example.cn' });
  });

  it('is not found without a special', async () => {
    await expect(loadSpecialDetail(getter(null).get, { id: 'xdDewvKb', preview: false, origin: '' })).rejects.toBeInstanceOf(DetailNotFoundError);
  });
});
