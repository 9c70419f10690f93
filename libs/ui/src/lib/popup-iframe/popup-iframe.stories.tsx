import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PopupIframe } from './popup-iframe';
import { colors } from '../theme';

const page = `data:text/html;charset=utf-8,${encodeURIComponent(
  `<body style="margin:0;font:15px/1.6 sans-serif;display:flex;align-items:center;justify-content:center;height:100vh;background:${colors.surface};color:${colors.textStrong}">活动页面内容</body>`,
)}`;

const meta = {
  title: 'Frame/PopupIframe',
  component: PopupIframe,
  args: { open: true, src: page, title: '活动', onClose: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopupIframe>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** Closed: nothing is drawn. */
export const Closed: Story = { args: { open: false }, tags: ['renders-nothing'] };
