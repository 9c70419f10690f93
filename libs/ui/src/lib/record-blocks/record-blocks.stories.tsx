import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Block } from '../page-blocks/page-blocks';
import { Avatar, HeroAction, HeroHeader, MetaLine, PagedSection, TopicChips } from './record-blocks';

const posts = [
  { id: 'p1', title: '老城区的路灯亮了' },
  { id: 'p2', title: '社区菜场改造完成' },
];

/** A titled paged list of a record page: its items, load-more, or 暂无内容. */
const meta = {
  title: 'Record/PagedSection',
  component: PagedSection<(typeof posts)[number]>,
  args: {
    title: '热门内容',
    testId: 'paged-section',
    render: (post) => <p style={{ padding: '8px 16px' }}>{post.title}</p>,
    list: { items: posts, hasMore: false },
  },
} satisfies Meta<typeof PagedSection<(typeof posts)[number]>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllLoaded: Story = {};
export const MoreToLoad: Story = { args: { list: { items: posts, hasMore: true, onLoadMore: fn() } } };
export const LoadingMore: Story = { args: { list: { items: posts, hasMore: true, loading: true } } };
export const LoadMoreFailed: Story = {
  args: { list: { items: posts, hasMore: true, failed: true, onLoadMore: fn() } },
};
export const NothingListed: Story = { args: { list: { items: [], hasMore: false } } };

/** The hero of a circle or topic: cover, avatar, name with its action, description, counts. */
export const Hero: Story = {
  render: () => (
    <HeroHeader
      cover="/media/banners/banner-02.png"
      avatar="/media/avatars/user-03.png"
      title="城市更新"
      description="老街巷的新变化，欢迎爆料。"
      meta="2篇内容 · 88浏览"
      action={<HeroAction type="button">加入</HeroAction>}
    />
  ),
};
/** Without a cover or avatar: the placeholder stands in; a long name and text wrap. */
export const HeroWithoutPictures: Story = {
  render: () => (
    <HeroHeader
      title="一个名字很长很长的圈子，长到要在手机上折成两行才能放下"
      description="这里的介绍也很长：老街巷的新变化、社区菜场的改造、夜里亮起来的路灯，每一件小事都欢迎大家来爆料和讨论。"
    />
  ),
};
/** A row of tag links that scrolls sideways, on a record's white panel. */
export const Chips: Story = {
  render: () => (
    <Block style={{ paddingTop: 16 }}>
      <TopicChips>
        {['城市更新', '社区菜场', '老街巷', '夜间照明', '交通出行', '文化活动'].map((label) => (
          <li key={label}>
            <a href={`#${label}`}>#{label}</a>
          </li>
        ))}
      </TopicChips>
    </Block>
  ),
};
/** An author's avatar (36 px by default, 64 in a hero) and the grey meta line under a name. */
export const Byline: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: 16 }}>
      <Avatar src="/media/avatars/user-07.png" alt="" />
      <Avatar src="/media/avatars/user-08.png" alt="" $size={64} />
      <div>
        <b>街坊小王</b>
        <MetaLine>2小时前 · 杭州 · 88浏览</MetaLine>
      </div>
    </div>
  ),
};
