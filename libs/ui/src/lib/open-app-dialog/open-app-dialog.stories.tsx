import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenAppDialog } from './open-app-dialog';
import { DIALOG_LIKE_IN_APP, MSG_COLLECT_SUCCESS } from '../messages';
import { SAMPLE_LOGO } from '../story-fixtures';

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
/** A browser: the site logo above the title; 立即前往 launches the app. */
export const InBrowserWithSiteLogo: Story = { args: { logo: SAMPLE_LOGO, siteName: '掌上新闻' } };
/** WeChat once the JS-SDK is ready: WeChat's open tag (stand-in) lies over 立即前往. */
export const InWeChatOpenTagReady: Story = {
  args: {
    logo: SAMPLE_LOGO,
    siteName: '掌上新闻',
    goAction: createElement('wx-open-launch-app', {
      'data-testid': 'wx-open-launch-app',
      appid: 'wx0123456789abcdef',
      extinfo: 'stype=article&post_id=aB3xK9',
      style: { position: 'absolute', inset: 0, display: 'block' },
    }),
  },
};
/** A logo that fails to load: the default image. */
export const BrokenLogo: Story = { args: { logo: 'data:image/png;base64,broken', siteName: '掌上新闻' } };
/** Closed: nothing is drawn. */
export const Closed: Story = { args: { open: false }, tags: ['renders-nothing'] };

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
