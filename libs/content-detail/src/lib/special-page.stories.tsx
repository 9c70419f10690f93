import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureSpecialDetail, fixtureSpecialGroup } from '@share/api-client/testing';
import { cardOf } from '@share/ui';
import type { SpecialDetailData } from './detail-data';
import { specialPageFixture } from './fixtures';
import { initialGroupState, SPECIAL_BATCH_SIZE, SPECIAL_PAGE_SIZE } from './special-groups';
import { SpecialView } from './special-page';

/** The long group's item n, as the platform titles it. */
export const reportTitle = (n: number) => `更多报道第${n}篇：春季经济观察`;
/** A third group of 60 items: the platform answers the first 50 on page 1. */
const longGroup = (page = 1) =>
  fixtureSpecialGroup('g3', '更多报道', {
    total: 60,
    first: 301,
    page,
    size: SPECIAL_PAGE_SIZE,
    title: (n) => reportTitle(n - 300),
  });

const answer = fixtureSpecialDetail();
/** The special with the long group, as the loader gives it to the page. */
export const longGroupData: SpecialDetailData = specialPageFixture({
  ...answer,
  groups: [...answer.groups, longGroup()],
  sections: [...answer.sections, { key: 's3', group_id: 'g3', name: '更多报道', layout: 'list' }],
});
/** The platform's answer to load-more: page 2 of the long group (items 51 to 60). */
export const secondBatch = { ...answer, groups: [longGroup(2)], sections: [] };

const data = specialPageFixture();
/** A group's state as the page starts it. */
function startOf(special: SpecialDetailData, groupId: string) {
  const group = special.groups.find((g) => g.group_id === groupId);
  if (!group) throw new Error(`no group ${groupId}`);
  return initialGroupState(group);
}
const firstPage = startOf(longGroupData, 'g3');

const meta = {
  title: 'ContentDetail/SpecialView',
  component: SpecialView,
  args: { data, state: {}, onToggle: fn(), onMore: fn() },
  excludeStories: ['longGroupData', 'secondBatch', 'reportTitle'],
} satisfies Meta<typeof SpecialView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every group expanded, all of its items shown: no load-more. */
export const Groups: Story = {};

export const OneGroupCollapsed: Story = {
  args: { state: { g2: { ...startOf(data, 'g2'), collapsed: true } } },
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
    state: {
      g3: {
        ...firstPage,
        items: [...firstPage.items, ...longGroup(2).content_list.slice(0, SPECIAL_BATCH_SIZE).map(cardOf)],
      },
    },
  },
};
