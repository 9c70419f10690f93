import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRightIcon, MenuIcon } from '../icons';
import { PageHeader } from './page-header';

const meta = {
  title: 'Frame/PageHeader',
  component: PageHeader,
} satisfies Meta<typeof PageHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = { args: { title: '德晋话题' } };
export const WithSlots: Story = {
  args: {
    title: '个人主页',
    left: (
      <button type="button" aria-label="返回" style={{ display: 'flex', transform: 'scaleX(-1)' }}>
        <ChevronRightIcon size={22} />
      </button>
    ),
    right: (
      <button type="button" aria-label="更多" style={{ display: 'flex' }}>
        <MenuIcon size={22} />
      </button>
    ),
  },
};
export const CustomContent: Story = {
  args: { children: <div style={{ padding: '12px 16px', fontSize: 14 }}>自定义头部内容</div> },
};
