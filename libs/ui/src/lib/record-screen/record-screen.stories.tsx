import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordListScreen, TopicHero } from './record-screen';

const topic = {
  id: 't1',
  name: '城市更新',
  description: '老街巷的新变化，欢迎爆料。',
  cover: '/media/covers/cover-03.png',
};
const posts = [
  { id: 'p1', title: '老城区的路灯亮了' },
  { id: 'p2', title: '社区菜场改造完成' },
];

/** The shell of a record with a paged list below its header: a topic (clue reports, dejin, circles). */
const meta = {
  title: 'Record/Record list screen',
  component: RecordListScreen<typeof topic, (typeof posts)[number]>,
  args: {
    name: 'TopicDetail',
    status: 'ok',
    record: topic,
    header: (record) => <TopicHero topic={record} meta={['2篇内容', undefined, '88浏览']} />,
    section: { title: '热门内容', testId: 'topic-posts', render: (post) => <p>{post.title}</p> },
    list: { items: posts, hasMore: false },
  },
} satisfies Meta<typeof RecordListScreen<typeof topic, (typeof posts)[number]>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Found: Story = {};
export const NothingListed: Story = { args: { list: { items: [], hasMore: false } } };
export const Empty: Story = { args: { status: 'empty', record: null } };
export const Outage: Story = { args: { status: 'error', record: null } };
