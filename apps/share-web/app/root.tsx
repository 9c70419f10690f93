import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { detectEnvironment } from '@share/wx-share';
import type { Route } from './+types/root';
import { DesktopRedirect } from './components/desktop-redirect';
import { GlobalStyle, shellTheme } from './components/shell-theme';
import { ErrorScreen } from './components/error-screen';
import { SITE_TITLE } from './lib/page-title';

export function loader({ request }: Route.LoaderArgs) {
  const env = detectEnvironment(request.headers.get('user-agent'));
  return {
    isMiniProgram: env.isMiniProgram,
    isOwnClient: env.isOwnClient,
    primaryColor: shellTheme.primaryColor,
  };
}

export const meta: Route.MetaFunction = () => [{ title: SITE_TITLE }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, minimum-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover"
        />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeProvider theme={{ ...shellTheme, primaryColor: data?.primaryColor ?? shellTheme.primaryColor }}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <DesktopRedirect />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    const message = error.status === 404 ? undefined : typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorScreen status={error.status} message={message} />;
  }
  return <ErrorScreen />;
}

export function HydrateFallback() {
  return null;
}

