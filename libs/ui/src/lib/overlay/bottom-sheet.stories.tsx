import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BottomSheet } from './bottom-sheet';

const meta = {
  title: 'Dialogs/BottomSheet',
  component: BottomSheet,
  args: {
    open: true,
    onClose: fn(),
    labelledBy: 'sheet-title',
    children: (
      <>
        <h2 id="sheet-title" style={{ padding: '16px 0', fontSize: 17, fontWeight: 600 }}>
          选择栏目
        </h2>
        <p>一个从底部升起的面板：点遮罩或按 Esc 关闭。</p>
      </>
    ),
  },
} satisfies Meta<typeof BottomSheet>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Open: the sheet over a mask, named by its heading. */
export const Open: Story = {};
/** Closed: nothing is drawn. */
export const Closed: Story = { args: { open: false }, tags: ['renders-nothing'] };
