import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HotList } from './hot-list';
import { SAMPLE_HOT_ITEMS } from '../story-fixtures';

const meta = {
  title: 'Lists/HotList',
  component: HotList,
  args: { items: SAMPLE_HOT_ITEMS, hasMore: true, onLoadMore: fn(), onItemClick: fn() },
} satisfies Meta<typeof HotList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithMore: Story = {};
export const Loading: Story = { args: { loading: true } };
export const AllLoaded: Story = { args: { items: SAMPLE_HOT_ITEMS.slice(0, 3), hasMore: false } };
export const Empty: Story = { args: { items: [], hasMore: false } };
