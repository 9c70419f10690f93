import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_NOW, storyDejinParagraphs, storyDejinPost } from '../story-fixtures';
import { DejinDetailView } from './dejin-detail-view';

const meta = {
  title: 'Dejin/Detail',
  component: DejinDetailView,
  args: { status: 'ok', post: storyDejinPost, paragraphs: storyDejinParagraphs, now: STORY_NOW, onPrompt: fn() },
} satisfies Meta<typeof DejinDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** A link without a post id. */
export const Empty: Story = { args: { status: 'empty', post: null, paragraphs: [] } };
export const Error: Story = { args: { status: 'error', post: null, paragraphs: [] } };
