import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: '确定退出登录吗？', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Logout: Story = {};
export const WithDescription: Story = {
  args: { title: '提示', description: '退出后将无法评论和收藏，\n确定退出吗？', confirmText: '退出' },
};
