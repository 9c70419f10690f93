import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestApi, fixtureAppInfoContent } from '@share/api-client/testing';
import { AuthProvider, createSessionStore } from '@share/auth';
import { EMPTY_LAUNCH_CONFIG, OpenAppProvider } from '@share/open-app';
import type { ShellRootData } from '../shell-root-data';
import { SiteFrame, type SiteFrameProps } from './site-frame';

interface FramedPageProps {
  layout: SiteFrameProps['layout'];
  isMiniProgram: boolean;
  loggedIn: boolean;
  /** A preview page (`preview-` actor, which the app's layouts tell the frame). */
  preview: boolean;
}

/** The site configuration as the root loader sends it, from the scripted platform's app info. */
function fixtureSite(): ShellRootData['site'] {
  const { h5_config: h5, bottomNavigationBar: bar } = fixtureAppInfoContent();
  return {
    banner: { siteName: h5.site_name, siteLogo: h5.site_logo, description: h5.descriptions },
    navigation: {
      selectedLabelColor: bar.selectedLabelColor ?? null,
      unselectedLabelColor: bar.unselectedLabelColor ?? null,
      navigationItems: bar.navigationItems.map((item) => ({
        id: item.id,
        title: item.title,
        binding: item.binding ?? null,
        isHome: item.isHome ?? false,
        groups: [],
        icons: { selected: null, unselected: null },
        contentModelId: null,
      })),
    },
    downloadUrl: null,
  };
}

/** The frame as a page gets it: the root route's data, the open-app settings and the session. */
function FramedPage({ layout, isMiniProgram, loggedIn, preview }: FramedPageProps) {
  const session = createSessionStore({ writeCookie: () => undefined });
  if (loggedIn) session.saveLogin('user-token-1', 'u1');
  const { api } = createTestApi(undefined, { getToken: session.getTokens });
  const root: ShellRootData = {
    isMiniProgram,
    isOwnClient: false,
    isWeChat: false,
    site: fixtureSite(),
    services: { wxSdkUrl: '' },
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <SiteFrame layout={layout} preview={preview}>
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
  title: 'Shell/SiteFrame',
  component: FramedPage,
  args: { layout: 'default', isMiniProgram: false, loggedIn: false, preview: false },
} satisfies Meta<typeof FramedPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor in a mobile browser: the open-app banner on top, the site footer below. */
export const Default: Story = {};

/** Logged in: the footer offers 退出登录. */
export const LoggedIn: Story = { args: { loggedIn: true } };

/** Inside the mini program: no banner; the back/forward control instead (spec §2). */
export const MiniProgram: Story = { args: { isMiniProgram: true } };

/** A preview page: its own countdown banner and watermark take the header's place, so the frame draws none. */
export const Preview: Story = { args: { preview: true } };
