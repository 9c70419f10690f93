import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  STORY_NOW,
  morePaged,
  nonePaged,
  storyDejinComments,
  storyDejinParagraphs,
  storyDejinPost,
} from '../story-fixtures';
import { DejinDetailView } from './dejin-detail-view';

const meta = {
  title: 'Dejin/Detail',
  component: DejinDetailView,
  args: {
    status: 'ok',
    post: storyDejinPost,
    paragraphs: storyDejinParagraphs,
    comments: morePaged(storyDejinComments),
    now: STORY_NOW,
    onPrompt: fn(),
  },
} satisfies Meta<typeof DejinDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** A post nobody has commented on yet. */
export const NoComments: Story = { args: { post: { ...storyDejinPost, comment_count: 0 }, comments: nonePaged() } };
/** A link without a post id. */
export const Empty: Story = { args: { status: 'empty', post: null, paragraphs: [] } };
export const Error: Story = { args: { status: 'error', post: null, paragraphs: [] } };
