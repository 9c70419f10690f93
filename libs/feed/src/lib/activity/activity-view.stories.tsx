import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActivityView } from './activity-view';
import { STORY_NOW } from '../story-fixtures';

const DAY_S = 86_400;
const now = STORY_NOW / 1000;

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
      startAt: now - 5 * DAY_S,
      endAt: now + 25 * DAY_S,
      signupCount: 12_345,
      status: 1,
    },
  },
} satisfies Meta<typeof ActivityView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 进行中: the badge in the primary colour. */
export const Ongoing: Story = {};

/** 未开始 (the demo set's reading day, status 0): the badge in the info colour, over its banner. */
export const NotStarted: Story = {
  args: {
    activity: {
      id: 'act00002',
      title: '世界读书日·城市书房开放日',
      summary: '名家签售、亲子共读、旧书交换。',
      cover: '/media/banners/banner-04.png',
      paragraphs: ['活动当天全市20家城市书房同步开放，欢迎市民参与。'],
      address: '全市各城市书房',
      startAt: now + 6 * DAY_S,
      endAt: now + 6 * DAY_S + 8 * 3600,
      signupCount: 356,
      status: 0,
    },
  },
};

/** 已结束: the badge in the muted grey. */
export const Ended: Story = {
  args: {
    activity: { ...meta.args.activity, startAt: now - 30 * DAY_S, endAt: now - 2 * DAY_S, status: 2 },
  },
};

/** No state from the platform (status null): no badge. */
export const WithoutState: Story = { args: { activity: { ...meta.args.activity, status: null } } };

/** Nothing to show: 暂无内容. */
export const Empty: Story = { args: { status: 'empty', activity: null } };

/** The platform failed: the error block. */
export const Error: Story = { args: { status: 'error', activity: null } };
