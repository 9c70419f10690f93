import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { morePaged, nonePaged, STORY_NOW, storyDejinPerson, storyDejinPosts } from '../story-fixtures';
import { DejinPersonalView } from './dejin-personal-view';

const meta = {
  title: 'Dejin/Personal',
  component: DejinPersonalView,
  args: {
    status: 'ok',
    person: storyDejinPerson,
    posts: morePaged(storyDejinPosts),
    now: STORY_NOW,
    onPrompt: fn(),
    onFollow: fn(),
  },
} satisfies Meta<typeof DejinPersonalView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** An author who has not posted yet. */
export const Empty: Story = { args: { posts: nonePaged() } };
export const Error: Story = { args: { status: 'error', person: null, posts: nonePaged() } };
