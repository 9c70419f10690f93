import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_NOW, storyPost } from '../story-fixtures';
import { PostView } from './post-view';

const meta = {
  title: 'Community/Post',
  component: PostView,
  args: { status: 'ok', post: storyPost, now: STORY_NOW, onPrompt: fn() },
} satisfies Meta<typeof PostView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** A link without an id. */
export const Empty: Story = { args: { status: 'empty', post: null } };
export const Error: Story = { args: { status: 'error', post: null } };
