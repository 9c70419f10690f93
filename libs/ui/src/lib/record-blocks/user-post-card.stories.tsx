import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_NOW } from '../story-fixtures';
import { ImageGallery, TagLinks, UserPostCard } from './user-post-card';

/** A person's post in a list (a circle post, a clue report, a dejin post). */
const meta = {
  title: 'Record/UserPostCard',
  component: UserPostCard,
  args: {
    id: 'post-1',
    testId: 'user-post',
    author: { alias: '街坊小王', avatar: '/media/avatars/user-05.png' },
    authorLink: '#author',
    publishedAt: Math.floor(STORY_NOW / 1000) - 2 * 3600,
    now: STORY_NOW,
    meta: ['杭州', '88浏览'],
    title: '老城区的路灯亮了',
    text: '昨晚路过中山路，新装的路灯全亮了，走夜路安心多了。',
    images: ['/media/gallery/gallery-01.png', '/media/gallery/gallery-02.png', '/media/gallery/gallery-03.png'],
    link: '#post',
    tags: [
      { key: 't1', href: '#t1', label: '#城市更新' },
      { key: 't2', href: '#t2', label: '#夜间照明' },
    ],
    likeCount: 1234,
    commentCount: 56,
    onPrompt: fn(),
  },
} satisfies Meta<typeof UserPostCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Pictures: Story = {};
/** One picture is drawn wide. */
export const OnePicture: Story = { args: { images: ['/media/covers/cover-02.png'] } };
/** Text only, long: it wraps and keeps its line breaks; no comment button without a count. */
export const LongTextOnly: Story = {
  args: {
    title: undefined,
    images: [],
    tags: [],
    commentCount: undefined,
    text: '社区菜场改造完成了。\n以前下雨天满地泥水，现在地面铺了防滑砖，摊位也重新排过，买菜的队伍不再挤到马路上。旁边还加了停车棚和休息的长椅，老人们说这是今年最实在的一件事。',
  },
};
/** A status badge beside the author (a clue report's 已采纳), no avatar. */
export const WithBadge: Story = {
  args: {
    author: { alias: '热心读者' },
    images: [],
    badge: <span style={{ fontSize: 12 }}>已采纳</span>,
  },
};
/** The gallery and tag links on their own. */
export const GalleryAndTags: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <ImageGallery
        images={[
          '/media/gallery/gallery-04.png',
          '/media/gallery/gallery-05.png',
          '/media/gallery/gallery-06.png',
          '/media/gallery/gallery-01.png',
        ]}
        alt="街景"
      />
      <TagLinks tags={[{ key: 'c', href: '#c', label: '城市更新圈' }]} />
    </div>
  ),
};
