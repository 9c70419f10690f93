import { type ReactNode, useEffect, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useParams,
} from 'react-router';
import { ThemeProvider } from 'styled-components';
import {
  DEFAULT_PRIMARY_COLORS,
  EARLY_TAP_SCRIPT,
  GlobalStyle,
  IMAGE_FAILURE_SCRIPT,
  primaryColors,
  themeOf,
  keepStaticIslands,
  ToastProvider,
  replayEarlyTap,
  whenPagesHydrated,
} from '@share/ui';
import { TrackingProvider } from '@share/tracking';
import { detectEnvironment, EMPTY_LAUNCH_CONFIG, OpenAppProvider, type AppLaunchConfig } from '@share/open-app';
import {
  AppServices,
  DesktopRedirect,
  ErrorScreen,
  OfflineNotice,
  PageRuntime,
  type ShellRootData,
} from '@share/shell';
import { PC_PAGE_PATH } from '@share/shell/desktop';
import { LoginPanel } from '@share/auth/feature';
import { SESSION_HINT_SCRIPT } from '@share/auth';
import type { Route } from './+types/root';
import { CanonicalLink } from './components/canonical-link';
import { SITE_TITLE } from './lib/page-title';
import { withSiteDescription } from './lib/page-description';
import { useRootData } from './lib/root-data';
import { useNonce } from './lib/nonce';
import { isPreviewActor, vitalsPageType } from './lib/route-rules';
import { environmentClass } from './lib/environment-class';
import { loadSiteConfig, OFFLINE_SITE_CONFIG } from './lib/site-config.server';
import { settings } from './lib/server-settings.server';

// In the browser the page is hydrated from the server's HTML (entry.client.tsx): the parts that only
// show its data (staticIsland) keep that HTML.
if (typeof document !== 'undefined') keepStaticIslands();

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = detectEnvironment(request.headers.get('user-agent'));
  // The desktop page only frames the mobile page, which loads the configuration itself.
  const url = new URL(request.url);
  const desktopPage = url.pathname.startsWith(PC_PAGE_PATH);
  const site = desktopPage ? OFFLINE_SITE_CONFIG : await loadSiteConfig(context.api);
  // The app info's values win; the settings fill in the rest. The download URL setting overrides.
  const launch: AppLaunchConfig = {
    ...settings.openApp,
    ...site.openApp,
    downloadUrl: settings.openApp.downloadUrl ?? site.downloadUrl,
  };
  const data = {
    /** The site's origin as this request reached it (the canonical link is absolute). */
    origin: url.origin,
    isMiniProgram: env.isMiniProgram,
    isOwnClient: env.isOwnClient,
    isWeChat: env.isWeChat,
    // What the pages show of the configuration: how to open the app is `launch`, once.
    site: {
      colors: primaryColors(site.primaryColor, { exact: settings.brandColorExact }),
      banner: site.banner,
      navigation: site.navigation,
      downloadUrl: launch.downloadUrl,
    },
    launch,
    /** Browser-side services' addresses: the WeChat JS-SDK script and the tracking sink's host. */
    services: {
      wxSdkUrl: settings.wxSdkUrl,
      statsHost: settings.statsHost,
      webVitalsSampleRate: settings.webVitalsSampleRate,
    },
  };
  // The shell's frame reads this data by the root route's id: it must find what it reads.
  return data satisfies ShellRootData;
}

export const meta: Route.MetaFunction = ({ matches }) => withSiteDescription([{ title: SITE_TITLE }], matches);

/** The site's logo and name, shown in every open-app dialog. */
function openAppBrand(banner: { siteLogo?: string | null; siteName?: string | null } | null | undefined) {
  return { logo: banner?.siteLogo ?? null, name: banner?.siteName ?? null };
}

/**
 * The page's scripts are the server's (lib/deferred-scripts.ts rewrites them and leaves the router's
 * modulepreload links out of the head): in the browser <Scripts> would only put those links back
 * into the head in the hydration commit, for modules already loaded. The script elements it rendered
 * on the server stay at the end of <body>, where hydration leaves extra nodes alone.
 */
const ServerScripts = typeof document === 'undefined' ? Scripts : () => null;

/**
 * The page-wide reset and the theme's variables are the server's too: styled-components takes the
 * server's rules into the browser's sheet as they are (a global style none of the browser's
 * components owns stays), and React leaves a style the server put into the head with a precedence.
 * The root's theme never changes in the browser (shouldRevalidate), so the browser's build carries
 * none of it.
 */
const ServerGlobalStyle = import.meta.env.SSR ? GlobalStyle : () => null;

/**
 * Set on <html> once React has hydrated the page, its lazily loaded page content included (the
 * JavaScript waits for the load event).
 */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Runs before the first paint: marks <html data-session> from the stored session (the banner's 登录
 * hidden for a logged-in visitor), marks images that fail before hydration (hidden, never the
 * broken-image glyph) and keeps a tap on a button until the page's code can answer it
 * (replayEarlyTap). The same for every visitor: pages stay one cached HTML (issue 61). The server's
 * alone: hydration leaves the element's content as the server wrote it, so the browser's build
 * carries none of its text.
 */
const HEAD_SCRIPT = import.meta.env.SSR ? `${SESSION_HINT_SCRIPT};${IMAGE_FAILURE_SCRIPT};${EARLY_TAP_SCRIPT}` : '';

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  // Tracking (spec §4): exposure on every page, none at all in previews (spec §2 skips statistics).
  const { actor, type } = useParams();
  const { pathname } = useLocation();
  const routeId = useMatches().at(-1)?.id ?? 'root';
  const nonce = useNonce();
  // One theme object per colour: a new one on each render of the layout (every navigation) would
  // re-render every styled component, and hydrate at once the sections that wait (DeferredHydration).
  // The colours come computed from the server (primaryColors: a contrast search).
  const { brand, primary } = data?.site.colors ?? DEFAULT_PRIMARY_COLORS;
  const theme = useMemo(() => themeOf({ brand, primary }), [brand, primary]);
  useEffect(() => {
    whenPagesHydrated(() => {
      // A tap before the page's code ran, on a button now answering (a section's is its own: DeferredHydration).
      replayEarlyTap();
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    });
  }, []);
  return (
    // data-session is set by the head's session hint before React hydrates: not React's attribute.
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, minimum-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover"
        />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="data:," />
        <Meta />
        <CanonicalLink />
        <Links />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <ServerGlobalStyle />
          <ToastProvider>
            <TrackingProvider
              statsHost={data?.services.statsHost}
              disabled={isPreviewActor(actor)}
              pageKey={pathname}
              vitals={
                data && {
                  pageType: vitalsPageType(routeId, type),
                  environment: environmentClass(data),
                  sampleRate: data.services.webVitalsSampleRate,
                }
              }
            >
              <OpenAppProvider config={data?.launch ?? EMPTY_LAUNCH_CONFIG} brand={openAppBrand(data?.site.banner)}>
                <AppServices isMiniProgram={data?.isMiniProgram ?? false} loginPanel={LoginPanel}>
                  {children}
                </AppServices>
              </OpenAppProvider>
            </TrackingProvider>
          </ToastProvider>
        </ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <ServerScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <DesktopRedirect />
      <PageRuntime />
      <OfflineNotice />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    // A 404 says only what its loader said (e.g. an expired preview), else the spec's default text.
    const message = typeof error.data === 'string' ? error.data : error.status === 404 ? undefined : error.statusText;
    return <ErrorScreen status={error.status} message={message} />;
  }
  return <ErrorScreen />;
}

/** The site configuration does not change while a visitor browses: load it once per document. */
export function shouldRevalidate() {
  return false;
}
