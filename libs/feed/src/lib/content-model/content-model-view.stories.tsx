import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentModelView } from './content-model-view';
import { STORY_NOW, storyItem } from '../story-fixtures';

const meta = {
  title: 'Feed/ContentModel',
  component: ContentModelView,
  args: {
    status: 'ok',
    now: STORY_NOW,
    module: {
      id: 'module01',
      name: '本地服务',
      entries: [
        {
          id: 'e1',
          title: '本地快讯',
          type: 'news',
          layout: 'list',
          category: 'content',
          items: [storyItem(1), storyItem(2)],
        },
        {
          id: 'e2',
          title: '身边视频',
          type: 'video',
          layout: 'slider',
          category: 'content',
          items: [storyItem(3), storyItem(4), storyItem(5)],
        },
        { id: 'e3', title: '热门话题', type: 'topic', layout: 'topic', category: 'topic', items: [] },
        { id: 'e4', title: '便民工具', type: 'tool', layout: 'icons', category: 'app', items: [] },
      ],
    },
  },
} satisfies Meta<typeof ContentModelView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Module: Story = {};
export const Empty: Story = { args: { status: 'empty', module: null } };
