import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EditorPicksList } from './editor-picks-list';
import { SAMPLE_EDITOR_PICKS, STORY_NOW } from '../story-fixtures';

const meta = {
  title: 'Lists/EditorPicksList',
  component: EditorPicksList,
  args: { items: SAMPLE_EDITOR_PICKS, hasMore: true, onLoadMore: fn(), onItemClick: fn(), now: STORY_NOW },
} satisfies Meta<typeof EditorPicksList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithMore: Story = {};
export const Loading: Story = { args: { loading: true } };
export const AllLoaded: Story = { args: { hasMore: false } };
export const Empty: Story = { args: { items: [], hasMore: false } };
