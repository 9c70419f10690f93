import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_NOW, storyOpenItem } from '../story-fixtures';
import { OpenContentView } from './open-content-view';

const meta = {
  title: 'Community/OpenContent',
  component: OpenContentView,
  args: {
    status: 'ok',
    item: storyOpenItem,
    paragraphs: [
      '参保人可通过国家医保服务平台APP办理异地就医备案。',
      '• 登录APP，选择“异地备案”；',
      '• 提交后即时生效。',
    ],
    now: STORY_NOW,
  },
} satisfies Meta<typeof OpenContentView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** An item without a body shows its summary. */
export const Empty: Story = { args: { paragraphs: [] } };
export const Error: Story = { args: { status: 'error', item: null, paragraphs: [] } };
