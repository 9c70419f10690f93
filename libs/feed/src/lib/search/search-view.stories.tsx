import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchView } from './search-view';
import { STORY_NOW, storyPage } from '../story-fixtures';

const HOT_WORDS = ['地铁新线', '一季度经济', '暴雨预警', '春日花海', '城市马拉松', '粤剧'];

const meta = {
  title: 'Feed/Search',
  component: SearchView,
  args: { status: 'ok', keyword: '', hotWords: HOT_WORDS, results: null, now: STORY_NOW },
} satisfies Meta<typeof SearchView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const HotWords: Story = {};
export const Results: Story = { args: { keyword: '地铁', results: storyPage(3, 12) } };
export const NoResults: Story = { args: { status: 'empty', keyword: '不存在的词', results: storyPage(0) } };
export const Offline: Story = { args: { status: 'error', hotWords: [] } };
