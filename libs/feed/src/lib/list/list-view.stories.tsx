import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListView } from './list-view';
import { STORY_NOW, storyPage } from '../story-fixtures';

const meta = {
  title: 'Feed/List',
  component: ListView,
  args: {
    status: 'ok',
    title: '一周热点回顾',
    description: '本周最值得一看的10条新闻。',
    publishedAt: STORY_NOW / 1000 - 86_400,
    page: storyPage(5),
    now: STORY_NOW,
  },
} satisfies Meta<typeof ListView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Named: Story = {};
export const Recommendations: Story = {
  args: { title: '', description: '', publishedAt: null, page: storyPage(10, 30) },
};
export const Empty: Story = { args: { status: 'empty', title: '', page: storyPage(0) } };
