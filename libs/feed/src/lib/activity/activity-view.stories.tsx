import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActivityView } from './activity-view';
import { STORY_NOW } from '../story-fixtures';

const meta = {
  title: 'Feed/Activity',
  component: ActivityView,
  args: {
    status: 'ok',
    joinHref: 'https://app.example.com/download',
    activity: {
      id: 'act00001',
      title: '“我眼中的城市”摄影大赛',
      summary: '用镜头记录城市之美，优秀作品将在地铁站展出。',
      cover: null,
      paragraphs: ['征集时间：即日起至下月底。', '参赛要求', '• 作品须为原创；'],
      address: '线上投稿',
      startAt: STORY_NOW / 1000 - 5 * 86_400,
      endAt: STORY_NOW / 1000 + 25 * 86_400,
      signupCount: 12_345,
      status: 1,
    },
  },
} satisfies Meta<typeof ActivityView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ongoing: Story = {};
export const Empty: Story = { args: { status: 'empty', activity: null } };
