import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_COVER_SQUARE } from '../story-fixtures';
import { UserAvatar } from './user-avatar';

const meta = {
  title: 'Data display/UserAvatar',
  component: UserAvatar,
} satisfies Meta<typeof UserAvatar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithPicture: Story = { args: { src: SAMPLE_COVER_SQUARE, name: '小林同学' } };
export const WithoutPicture: Story = { args: { src: '', name: '新用户6321' } };
export const WithoutName: Story = { args: { src: null, name: '' } };
