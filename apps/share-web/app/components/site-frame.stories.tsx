import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestApi } from '@share/api-client/testing';
import { AuthProvider, createSessionStore } from '@share/auth';
import { EMPTY_LAUNCH_CONFIG, OpenAppProvider } from '@share/open-app';
import { primaryColors } from '@share/ui';
import type { RootData } from '../lib/root-data';
import { loadSiteConfig, type SiteConfig } from '../lib/site-config.server';
import { SiteFrame, type SiteFrameProps } from './site-frame';

interface FramedPageProps {
  layout: SiteFrameProps['layout'];
  isMiniProgram: boolean;
  loggedIn: boolean;
  /** The site configuration (the story's loader reads it as the root loader does). */
  site?: SiteConfig;
}

/**
 * The frame as a page gets it: the root route's data (the site configuration read from the
 * scripted platform of @share/api-client/testing by the root loader's own loadSiteConfig), the
 * open-app settings and the session.
 */
function FramedPage({ layout, isMiniProgram, loggedIn, site }: FramedPageProps) {
  const session = createSessionStore({ writeCookie: () => undefined });
  if (loggedIn) session.saveLogin('user-token-1', 'u1');
  const { api } = createTestApi(undefined, { getToken: session.getTokens });
  const root = {
    isMiniProgram,
    isOwnClient: false,
    isWeChat: false,
    // What the root loader sends of the configuration.
    site: site && { colors: primaryColors(site.primaryColor), banner: site.banner, navigation: site.navigation, downloadUrl: site.downloadUrl },
    launch: EMPTY_LAUNCH_CONFIG,
    services: { wxSdkUrl: '', statsHost: '' },
  } as RootData;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <SiteFrame layout={layout}>
            <p style={{ padding: 16 }}>页面内容</p>
          </SiteFrame>
        ),
      },
    ],
    { hydrationData: { loaderData: { root } } },
  );
  return (
    <OpenAppProvider config={EMPTY_LAUNCH_CONFIG}>
      <AuthProvider api={api} session={session} startOnMount={false}>
        <RouterProvider router={router} />
      </AuthProvider>
    </OpenAppProvider>
  );
}

const meta = {
  title: 'App/SiteFrame',
  component: FramedPage,
  args: { layout: 'default', isMiniProgram: false, loggedIn: false },
  loaders: [async () => ({ site: await loadSiteConfig(createTestApi().api) })],
  render: (args, { loaded }) => <FramedPage {...args} site={loaded.site as SiteConfig} />,
} satisfies Meta<typeof FramedPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor in a mobile browser: the open-app banner on top, the site footer below. */
export const Default: Story = {};

/** Logged in: the footer offers 退出登录. */
export const LoggedIn: Story = { args: { loggedIn: true } };

/** Inside the mini program: no banner; the back/forward control instead (spec §2). */
export const MiniProgram: Story = { args: { isMiniProgram: true } };
