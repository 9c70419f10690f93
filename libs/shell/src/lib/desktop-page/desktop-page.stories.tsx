import type { Meta, StoryObj } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { DesktopPage } from './desktop-page';

/** The mobile page framed here: the home feed's story of this Storybook. */
const HOME_STORY = 'iframe.html?id=feed-feed-home--default&viewMode=story';
/**
 * The site's origin the QR code encodes: a fixed one, not the Storybook's (whose port changes with
 * the machine), so its picture is the same wherever the Storybook is served.
 */
const SITE_ORIGIN = 'https://m.example.cn';

const meta = {
  title: 'Shell/DesktopPage',
  component: DesktopPage,
  // A computer's screen: the visual run shoots stories tagged so at a desktop width, not a phone's.
  tags: ['desktop'],
  parameters: { layout: 'fullscreen', viewport: { options: {} }, initialGlobals: {} },
  args: { target: HOME_STORY, frameSrc: HOME_STORY, allowedHosts: [], qrSvg: '' },
  // The QR code is drawn as on the server (qr-code.server.ts uses the same call).
  loaders: [
    async ({ args }) => ({
      qrSvg: await QRCode.toString(new URL(args.target, SITE_ORIGIN).href, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      }),
    }),
  ],
  render: (args, { loaded }) => <DesktopPage {...args} qrSvg={loaded.qrSvg as string} />,
} satisfies Meta<typeof DesktopPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A computer's wide window: the mobile page in a phone frame, its QR code beside it. */
export const Default: Story = { globals: { viewport: { value: undefined } } };
