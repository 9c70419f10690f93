import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeView } from './home-view';
import { STORY_GROUPS, STORY_NAVIGATION, STORY_NOW, storyItem, storyPage } from '../story-fixtures';

const meta = {
  title: 'Feed/Home',
  component: HomeView,
  args: {
    status: 'ok',
    tabs: STORY_GROUPS,
    group: STORY_GROUPS[0],
    page: storyPage(6, 19),
    now: STORY_NOW,
    navigation: STORY_NAVIGATION,
  },
} satisfies Meta<typeof HomeView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MixedTypes: Story = {
  args: {
    page: {
      list: [
        storyItem(1),
        storyItem(2, { content_type: 'video', duration_str: '03:15' }),
        storyItem(3, { content_type: 'svideo', duration_str: '00:45' }),
        storyItem(4, { content_type: 'audio', duration_str: '12:00' }),
        storyItem(5, { content_type: 'image', pic_num: 8 }),
      ],
      total: 5,
      page: 1,
      size: 10,
    },
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };

export const LoadMoreFailed: Story = { args: { loadMoreFailed: true } };

export const Empty: Story = { args: { status: 'empty', page: storyPage(0) } };

export const Offline: Story = {
  args: { status: 'error', tabs: [], group: null, page: storyPage(0), navigation: null },
};
