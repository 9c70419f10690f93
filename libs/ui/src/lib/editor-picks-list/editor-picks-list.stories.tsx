import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EditorPicksList, type EditorPickItem } from './editor-picks-list';
import { SAMPLE_COVER, SAMPLE_COVER_ALT, STORY_NOW } from '../story-fixtures';

const ITEMS: EditorPickItem[] = [
  {
    id: 1,
    title: '航拍视角看秋日山林层林尽染，美如油画',
    href: '/davmu/share/mp/video/2026/11/aB3dE5gH/index.html',
    catalog: 'video',
    cover: SAMPLE_COVER,
    duration: '03:24',
    source: '视觉频道',
    viewCount: 48_200,
    publishAt: STORY_NOW - 40 * 60_000,
  },
  {
    id: 2,
    title: '深度｜一条老街的十年：从拆迁争议到微改造样本',
    href: '/davmu/share/mp/doc/2026/11/cD4eF6hJ/index.html',
    catalog: 'article',
    cover: SAMPLE_COVER_ALT,
    source: '城市观察',
    viewCount: 3_456,
    commentCount: 128,
    publishAt: STORY_NOW - 5 * 3600_000,
  },
  {
    id: 3,
    title: '听见家乡：方言里的节气故事（第12期）',
    href: '/davmu/share/mp/audio/2026/11/kL7mN8pQ/index.html',
    catalog: 'audio',
    source: '声音工作室',
    viewCount: 870,
    publishAt: STORY_NOW - 30 * 3600_000,
  },
];

const meta = {
  title: 'Lists/EditorPicksList',
  component: EditorPicksList,
  args: { items: ITEMS, hasMore: true, onLoadMore: fn(), onItemClick: fn(), now: STORY_NOW },
} satisfies Meta<typeof EditorPicksList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithMore: Story = {};
export const Loading: Story = { args: { loading: true } };
export const AllLoaded: Story = { args: { hasMore: false } };
export const Empty: Story = { args: { items: [], hasMore: false } };
