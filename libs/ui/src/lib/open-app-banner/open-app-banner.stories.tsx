import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenAppBanner } from './open-app-banner';
import { SAMPLE_AVATAR, SAMPLE_LOGO } from '../story-fixtures';

const meta = {
  title: 'Frame/OpenAppBanner',
  component: OpenAppBanner,
  args: {
    config: { siteName: '掌上新闻', siteLogo: SAMPLE_LOGO, description: '看新闻，上掌上新闻APP' },
    onLogin: fn(),
    onOpenApp: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OpenAppBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedIn: Story = { args: { user: { avatar: SAMPLE_AVATAR, name: '读者' } } };
/** No logo and no description: the default image and the default text. */
export const Defaults: Story = { args: { config: { siteName: '掌上新闻' } } };
/** Configuration that only the page environment knows, read at mount. */
export const ConfigFromEnvironment: Story = {
  args: {
    config: null,
    readConfig: () => ({ siteName: '城市频道', siteLogo: SAMPLE_LOGO, description: '本地资讯第一时间' }),
  },
};
/** A browser (iOS, Android): the open-app control is a link to the download page until hydrated. */
export const InBrowser: Story = { args: { downloadHref: 'https://download.example.com/app' } };
/**
 * WeChat once the JS-SDK is ready: the container lays WeChat's open tag over 打开APP (here a
 * stand-in element: the real one is drawn by WeChat).
 */
export const InWeChatOpenTagReady: Story = {
  args: {
    downloadHref: 'https://download.example.com/app',
    openAction: createElement('wx-open-launch-app', {
      'data-testid': 'wx-open-launch-app',
      appid: 'wx0123456789abcdef',
      extinfo: 'stype=article&post_id=aB3xK9',
      style: { position: 'absolute', inset: 0, display: 'block' },
    }),
  },
};
/** A logo that fails to load: the default image instead of a broken-image icon. */
export const BrokenLogo: Story = {
  args: { config: { siteName: '掌上新闻', siteLogo: 'data:image/png;base64,broken' } },
};
/** Inside the platform's own client: no banner. */
export const InOwnClient: Story = { args: { isOwnClient: true }, tags: ['renders-nothing'] };
/** A preview link (the preview flag) draws no banner. */
export const WithPreviewFlag: Story = { args: { hasPreviewFlag: true }, tags: ['renders-nothing'] };

/** Interaction: tapping 打开APP emits openApp. */
export const TapOpenApp: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '打开APP' }));
    await expect(args.onOpenApp).toHaveBeenCalledTimes(1);
  },
};
