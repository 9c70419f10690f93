import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenInBrowserGuide } from './open-in-browser-guide';

const meta = {
  title: 'Dialogs/OpenInBrowserGuide',
  component: OpenInBrowserGuide,
  args: { open: true, onClose: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OpenInBrowserGuide>;
export default meta;

type Story = StoryObj<typeof meta>;

/** WeChat before its open tag is ready: the arrow points at the ··· menu. */
export const InWeChat: Story = {};
/** QQ and Weibo block app links: the same guide. */
export const InQQ: Story = {};
/** Closed: nothing is drawn. */
export const Closed: Story = { args: { open: false }, tags: ['renders-nothing'] };

/** Interaction: 我知道了 closes the guide. */
export const Dismiss: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '我知道了' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
