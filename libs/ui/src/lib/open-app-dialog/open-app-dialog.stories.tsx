import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenAppDialog } from './open-app-dialog';
import { DIALOG_LIKE_IN_APP, MSG_COLLECT_SUCCESS } from '../messages';

const meta = {
  title: 'Dialogs/OpenAppDialog',
  component: OpenAppDialog,
  args: { open: true, onGo: fn(), onClose: fn() },
} satisfies Meta<typeof OpenAppDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AfterSuccess: Story = { args: { message: MSG_COLLECT_SUCCESS } };
export const LikeInApp: Story = { args: { message: DIALOG_LIKE_IN_APP } };
export const MiniProgram: Story = { args: { miniProgram: true, message: DIALOG_LIKE_IN_APP } };
export const Closed: Story = { args: { open: false } };

/** Interaction: 再考虑下 closes, 立即前往 goes. */
export const ChooseButtons: Story = {
  play: async ({ args, canvasElement }) => {
    // The dialog is portalled to <body>, outside the story's canvas.
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '再考虑下' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '立即前往' }));
    await expect(args.onGo).toHaveBeenCalledTimes(1);
  },
};
