import type { Meta, StoryObj } from '@storybook/react-vite';
import { morePaged, nonePaged, STORY_NOW, storyCatalog, storyOpenItems } from '../story-fixtures';
import { OpenListView } from './open-list-view';

const meta = {
  title: 'Community/OpenList',
  component: OpenListView,
  args: { status: 'ok', catalog: null, resourceName: '办事指南', items: morePaged(storyOpenItems), now: STORY_NOW },
} satisfies Meta<typeof OpenListView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Catalog: Story = { args: { catalog: storyCatalog } };
export const Empty: Story = { args: { status: 'empty', items: nonePaged() } };
export const Error: Story = { args: { status: 'error', items: nonePaged() } };
