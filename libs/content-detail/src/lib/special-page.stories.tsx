import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureDocSummary } from '@share/api-client/testing';
import type { DocSummary } from '@share/contract';
import { encodePublicId } from '@share/contract/client';
import type { SpecialDetailData } from './detail-data';
import { specialFixture } from './fixtures';
import { initialGroupState, SPECIAL_PAGE_SIZE, type SpecialGroup } from './special-groups';
import { SpecialView } from './special-page';

const cover = (n: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="hsl(${(n * 37) % 360},45%,55%)"/></svg>`)}`;

/** Item n of a long group, from the api-client's fixtures with an inline cover. */
const report = (n: number): DocSummary => {
  const postId = encodePublicId(7000 + n);
  return fixtureDocSummary({
    post_id: postId,
    id: postId,
    title: `更多报道第${n}篇：春季经济观察`,
    share_link: `/davmu/share/news/doc/2026/11/${postId}/index.html`,
    style: { data: [{ thumb: cover(n), url: cover(n), wbep_thumb: cover(n) }] },
  });
};

/** A third group of 60 items, of which the loader brought the first 50. */
const longGroup: SpecialGroup<DocSummary> = {
  group_id: 'g3',
  name: '更多报道',
  collapse: false,
  content_list: Array.from({ length: SPECIAL_PAGE_SIZE }, (_, i) => report(i + 1)),
  total: 60,
};
const firstPage = initialGroupState(longGroup);

/** The special with the long group. */
export const longGroupData: SpecialDetailData = {
  ...specialFixture,
  groups: [...specialFixture.groups, longGroup],
  sections: [...specialFixture.sections, { group_id: 'g3', name: '更多报道' }],
};

const meta = {
  title: 'ContentDetail/SpecialView',
  component: SpecialView,
  args: { data: specialFixture, state: {}, onToggle: fn(), onMore: fn() },
  excludeStories: ['longGroupData'],
} satisfies Meta<typeof SpecialView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every group expanded, all of its items shown: no load-more. */
export const Groups: Story = {};

export const OneGroupCollapsed: Story = {
  args: { state: { g2: { ...initialGroupState(specialFixture.groups[1] ?? longGroup), collapsed: true } } },
};

/** 50 of 60 shown: load-more fetches the next batch of the group. */
export const MoreToLoad: Story = {
  args: { data: longGroupData },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加载更多' }));
    await expect(args.onMore).toHaveBeenCalledWith('g3');
  },
};

/** The next batch is on its way. */
export const LoadingBatch: Story = {
  args: { data: longGroupData, state: { g3: { ...firstPage, loading: true } } },
};

/** All 60 shown after the second batch: load-more is gone. */
export const AllLoaded: Story = {
  args: {
    data: longGroupData,
    state: { g3: { ...firstPage, items: [...firstPage.items, ...Array.from({ length: 10 }, (_, i) => report(51 + i))], page: 2 } },
  },
};
