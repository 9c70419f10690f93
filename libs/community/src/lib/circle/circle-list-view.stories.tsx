import type { Meta, StoryObj } from '@storybook/react-vite';
import { morePaged, nonePaged, storyCircle } from '../story-fixtures';
import { CircleListView } from './circle-list-view';

const meta = {
  title: 'Community/CircleList',
  component: CircleListView,
  args: {
    status: 'ok',
    circles: morePaged([
      storyCircle,
      {
        ...storyCircle,
        id: 'hB4R9yTT',
        name: '吃在岭南',
        description: '好吃的都在这里。',
        member_count: 12890,
        share_link: '/davmu/share/dimim/circle/index.html?id=hB4R9yTT',
      },
    ]),
  },
} satisfies Meta<typeof CircleListView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { status: 'empty', circles: nonePaged() } };
export const Error: Story = { args: { status: 'error', circles: nonePaged() } };
