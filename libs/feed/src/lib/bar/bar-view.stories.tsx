import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarView } from './bar-view';
import { storyPage } from '../story-fixtures';

const meta = {
  title: 'Feed/Bar',
  component: BarView,
  args: { status: 'ok', hot: storyPage(5, 12), picks: storyPage(3) },
} satisfies Meta<typeof BarView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Lists: Story = {};
export const Empty: Story = { args: { status: 'empty', hot: storyPage(0), picks: storyPage(0) } };
