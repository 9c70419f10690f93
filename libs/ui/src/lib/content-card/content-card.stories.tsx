import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentCard } from './content-card';
import { SAMPLE_COVER, SAMPLE_COVER_ALT, STORY_NOW } from '../story-fixtures';

const meta = {
  title: 'Content/ContentCard',
  component: ContentCard,
  args: {
    title: '城市更新进行时：老街区焕新颜，居民生活更便利',
    href: '/davmu/share/mp/doc/2026/11/aB3dE5gH/index.html',
    source: '城市观察',
    now: STORY_NOW,
  },
} satisfies Meta<typeof ContentCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Article: Story = {
  args: {
    catalog: 'article',
    cover: SAMPLE_COVER,
    viewCount: 12345,
    commentCount: 86,
    publishAt: STORY_NOW - 5 * 60_000,
  },
};

export const VideoLarge: Story = {
  args: {
    title: '航拍视角看秋日山林层林尽染，美如油画',
    catalog: 'video',
    layout: 'large',
    cover: SAMPLE_COVER_ALT,
    duration: '03:24',
    viewCount: 9999,
    publishAt: STORY_NOW - 3 * 3600_000,
  },
};

export const NoCover: Story = {
  args: {
    title: '今日要闻：多地迎来今冬首场降雪，交通部门发布出行提示',
    catalog: 'audio',
    viewCount: 999,
    publishAt: STORY_NOW - 2 * 86_400_000,
  },
};

export const OlderThan72Hours: Story = {
  args: {
    catalog: 'image',
    cover: SAMPLE_COVER_ALT,
    viewCount: 1_234_567,
    publishAt: STORY_NOW - (72 * 3600_000 + 1000),
  },
};

export const BrokenCover: Story = {
  args: { catalog: 'video', cover: 'data:image/png;base64,broken', duration: '12:08', viewCount: 1000 },
};
