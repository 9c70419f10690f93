import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { morePaged, nonePaged, STORY_NOW, storyPosts, storyTopics } from '../story-fixtures';
import { TopicView } from './topic-view';

const meta = {
  title: 'Community/Topic',
  component: TopicView,
  args: { status: 'ok', topic: storyTopics[0], posts: morePaged(storyPosts), now: STORY_NOW, onPrompt: fn() },
} satisfies Meta<typeof TopicView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** A topic nobody has posted in. */
export const Empty: Story = { args: { posts: nonePaged() } };
export const Error: Story = { args: { status: 'error', topic: null, posts: nonePaged() } };
