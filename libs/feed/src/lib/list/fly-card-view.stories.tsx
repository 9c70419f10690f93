import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlyCardView } from './fly-card-view';
import { STORY_NOW, storyItem, storyPage } from '../story-fixtures';

const meta = {
  title: 'Feed/FlyCard',
  component: FlyCardView,
  args: {
    status: 'ok',
    title: '早报卡片｜今天的城市',
    description: '滑动卡片，一分钟读完今日要闻。',
    cards: [
      {
        id: 'c1',
        title: '地铁12号线开通',
        summary: '全程52分钟，首班车6点发出。',
        cover: null,
        item: storyItem(1),
        url: null,
      },
      {
        id: 'c2',
        title: '最美街巷投票',
        summary: '每天可投3票。',
        cover: null,
        item: null,
        url: 'https://h5.example.com/vote',
      },
    ],
    page: storyPage(2),
    now: STORY_NOW,
  },
} satisfies Meta<typeof FlyCardView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const Empty: Story = { args: { status: 'empty', title: '', description: '', cards: [], page: storyPage(0) } };
