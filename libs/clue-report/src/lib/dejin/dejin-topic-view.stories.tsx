import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { morePaged, nonePaged, STORY_NOW, storyDejinPosts, storyDejinTopic } from '../story-fixtures';
import { DejinTopicView } from './dejin-topic-view';

const meta = {
  title: 'Dejin/Topic',
  component: DejinTopicView,
  args: { status: 'ok', topic: storyDejinTopic, posts: morePaged(storyDejinPosts), now: STORY_NOW, onPrompt: fn() },
} satisfies Meta<typeof DejinTopicView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { posts: nonePaged() } };
export const Error: Story = { args: { status: 'error', topic: null, posts: nonePaged() } };
