import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { OpenAppBanner } from '@share/ui';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Shell/ErrorScreen',
  component: ErrorScreen,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/news/doc/2026/11/zXSnvMrm/index.html?from=singlemessage']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An unknown address or id: 404, This page could not be found, and a link home. */
export const NotFound: Story = { args: { status: 404 } };

/** A failure without a status: 500 and Error (spec §2's defaults), 重试 and 返回首页. */
export const ServerError: Story = { args: {} };

/** A failure with the platform's own message. */
export const WithMessage: Story = { args: { status: 502, message: '服务暂时不可用' } };

/** The platform is down (503): the open-app banner above, 重试 and 返回首页 below the message. */
export const Outage: Story = {
  args: {
    status: 503,
    message: '网络错误，请稍后重试～',
    banner: <OpenAppBanner config={{ siteName: '南岭新闻' }} onOpenApp={() => undefined} downloadHref="#download" />,
  },
};
