import { type ComponentProps, type ReactNode, useCallback, useMemo, useState } from 'react';
import { createBrowserShareApi, ShareApiProvider } from '@share/api-client';
import { AuthProvider, LOGOUT_CONFIRM_TITLE, openMiniProgramLogin, createSessionStore } from '@share/auth';
import { DeferredLinkProvider } from '@share/open-app';
import { ConfirmDialog, useToast } from '@share/ui';
import { deferredLinkServices } from './deferred-link-services';
import { atIdle } from '../page-runtime/at-idle';

/**
 * The WeChat share setup, mounted once the page is idle: it waits for the JS-SDK's script and a
 * token anyway, and its code stays out of the first load.
 */
const WxShareSetup = atIdle(() => import('./wx-share-setup').then((m) => m.WxShareSetup));

export interface AppServicesProps {
  /** The page runs in a WeChat mini program (web-view). */
  isMiniProgram: boolean;
  /** The phone-login panel the session opens: a feature of its own, which the app passes in. */
  loginPanel: ComponentProps<typeof AuthProvider>['loginPanel'];
  /** The page, with the services in its context. */
  children: ReactNode;
}

/**
 * The browser-side services every page shares, created once per page: the API client (same origin,
 * through the site's proxy), the session with start-up of spec §4 and the login panel, the logout
 * confirmation and the WeChat share setup. Nothing here touches the browser during the server render.
 */
export function AppServices({ isMiniProgram, loginPanel, children }: AppServicesProps) {
  const [{ api, session }] = useState(() => {
    const session = createSessionStore();
    const api = createBrowserShareApi({ baseUrl: '', getToken: session.getTokens });
    return { api, session };
  });
  const toast = useToast();
  const deferredLink = useMemo(() => deferredLinkServices(api, toast.show), [api, toast.show]);
  const [answer, setAnswer] = useState<((ok: boolean) => void) | null>(null);
  const confirmLogout = useCallback(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)), []);
  const close = (ok: boolean) => {
    answer?.(ok);
    setAnswer(null);
  };
  return (
    <ShareApiProvider api={api}>
      <AuthProvider
        api={api}
        session={session}
        onToast={toast.show}
        confirmLogout={confirmLogout}
        onWechatLogin={isMiniProgram ? openMiniProgramLogin : undefined}
        loginPanel={loginPanel}
      >
        <WxShareSetup />
        <DeferredLinkProvider value={deferredLink}>{children}</DeferredLinkProvider>
      </AuthProvider>
      <ConfirmDialog
        open={answer !== null}
        title={LOGOUT_CONFIRM_TITLE}
        onConfirm={() => close(true)}
        onCancel={() => close(false)}
      />
    </ShareApiProvider>
  );
}
