import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { morePaged, nonePaged, STORY_NOW, storyCircle, storyPosts, storyTopics } from '../story-fixtures';
import { CircleView } from './circle-view';

const meta = {
  title: 'Community/Circle',
  component: CircleView,
  args: {
    status: 'ok',
    circle: storyCircle,
    topics: storyTopics,
    posts: morePaged(storyPosts),
    now: STORY_NOW,
    onPrompt: fn(),
  },
} satisfies Meta<typeof CircleView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** A circle without topics or posts yet. */
export const Empty: Story = { args: { topics: [], posts: nonePaged() } };
export const Error: Story = { args: { status: 'error', circle: null, topics: [], posts: nonePaged() } };
