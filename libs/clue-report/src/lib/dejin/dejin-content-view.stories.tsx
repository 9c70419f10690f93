import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { morePaged, nonePaged, STORY_NOW, storyCatalogs, storyDejinPosts } from '../story-fixtures';
import { DejinContentView } from './dejin-content-view';

const meta = {
  title: 'Dejin/Content',
  component: DejinContentView,
  args: { status: 'ok', catalog: storyCatalogs[1], posts: morePaged(storyDejinPosts), now: STORY_NOW, onPrompt: fn() },
} satisfies Meta<typeof DejinContentView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A catalogue's newest posts. */
export const Full: Story = {};
/** All content (no catalogue). */
export const All: Story = { args: { catalog: null } };
export const Empty: Story = { args: { status: 'empty', posts: nonePaged() } };
export const Error: Story = { args: { status: 'error', catalog: null, posts: nonePaged() } };
