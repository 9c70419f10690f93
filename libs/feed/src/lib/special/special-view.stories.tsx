import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpecialView } from './special-view';
import { STORY_NOW, storyItem } from '../story-fixtures';

const meta = {
  title: 'Feed/Special',
  component: SpecialView,
  args: {
    status: 'ok',
    item: storyItem(1, {
      title: '全运会专题｜家门口的体育盛会',
      content_type: 'sp_topic',
      payload: { enable_app: false, app_url: '', enable_pc: true, pc_url: 'https://www.example.com/special' },
    }),
    groups: [],
    sections: [],
    now: STORY_NOW,
  },
} satisfies Meta<typeof SpecialView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SpTopic: Story = {};
export const WithGroups: Story = {
  args: {
    item: storyItem(1, { title: '专题｜春潮涌动：一季度经济观察', content_type: 'special' }),
    groups: [
      { group_id: 'g1', name: '权威发布', collapse: false, content_list: [storyItem(2), storyItem(3)] },
      { group_id: 'g2', name: '深度观察', collapse: false, content_list: [storyItem(4)] },
    ],
    sections: [
      { key: 's1', group_id: 'g1', name: '权威发布', layout: 'list' },
      { key: 's2', group_id: 'g2', name: '深度观察', layout: 'list' },
    ],
  },
};
export const Empty: Story = { args: { status: 'empty', item: null } };
