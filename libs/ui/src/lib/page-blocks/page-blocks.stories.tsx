import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block, MoreControl, ScreenRoot, SectionTitle, StatusBlock } from './page-blocks';

const meta = {
  title: 'Page/Blocks',
  component: MoreControl,
  args: { hasMore: true },
} satisfies Meta<typeof MoreControl>;
export default meta;

type Story = StoryObj<typeof meta>;

export const More: Story = {};
export const Loading: Story = { args: { loading: true } };
export const NoMore: Story = { args: { hasMore: false } };
export const PageFailed: Story = { args: { failed: true } };

/** A screen with a titled block and its list's end. */
export const Screen: Story = {
  render: (args) => (
    <ScreenRoot name="Example" status="ok">
      <Block>
        <SectionTitle>热门话题</SectionTitle>
        <MoreControl {...args} />
      </Block>
    </ScreenRoot>
  ),
};
export const Empty: Story = { render: () => <StatusBlock status="empty" /> };
export const Outage: Story = { render: () => <StatusBlock status="error" /> };
