import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMoreButton } from './load-more-button';

const meta = {
  title: 'Lists/LoadMoreButton',
  component: LoadMoreButton,
  args: { hasMore: true, onLoadMore: fn() },
} satisfies Meta<typeof LoadMoreButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const HasMore: Story = {};
export const Loading: Story = { args: { loading: true } };
export const NoMore: Story = { args: { hasMore: false } };
