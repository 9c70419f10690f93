// Wires the session into React: start-up on mount, the login panel, useSession() for features.
import {
  createContext,
  type ComponentType,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ShareApi } from '@share/api-client';
import type { AppInfoContent, UserInfo } from '@share/contract';
import { retryingWhenOnline } from '@share/util-connection';
import { openLogin } from './auth-events';
import type { AuthDeps } from './auth-flows';
import { LOGOUT_CONFIRM_TITLE } from './messages';
import type { SessionStore, UserSessionState } from './session-store';

/** How long the provider's own toast bubble stays (when the app wires no onToast). */
export const FALLBACK_TOAST_MS = 2000;

/** The session's flows (start-up, logout): a chunk loaded once the page has hydrated, or on logout. */
const loadFlows = () => import('./auth-flows');

/** What the provider hands its login panel (@share/auth/feature's LoginPanel): the flows' deps and options. */
export interface LoginPanelProps extends AuthDeps {
  /** The login panel offers the password mode (the app info allows it). */
  allowPasswordMode?: boolean;
  /** When given, the wechat option is shown and called with the current path. */
  onWechatLogin?: (currentPath: string) => void;
  /** The provider's own toast bubble when the app wires no toast. */
  toast?: string | null;
  /** Start open (stories, tests). */
  initiallyOpen?: boolean;
}

interface AuthContextValue {
  /** Where the session (token, user) is kept. */
  session: SessionStore;
  deps: AuthDeps;
  confirmLogout: () => boolean | Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  /** The typed API client the login calls go through. */
  api: ShareApi;
  /** Where the session (token, user) is kept. */
  session: SessionStore;
  /** Shows a toast; wire @share/ui's useToast().show. Without it the panel shows its own bubble. */
  onToast?: (message: string) => void;
  /** Asks 确定退出登录吗？ before logout; wire @share/ui's ConfirmDialog. Defaults to window.confirm. */
  confirmLogout?: () => boolean | Promise<boolean>;
  /** Receives the app info at start-up (theme colour from primaryColor). */
  onAppInfo?: (info: AppInfoContent) => void;
  /** Run start-up on mount (default true). */
  startOnMount?: boolean;
  /** The login panel offers the password mode (the app info allows it). */
  allowPasswordMode?: boolean;
  /** Shows the wechat option; pass openMiniProgramLogin inside the mini program. */
  onWechatLogin?: (currentPath: string) => void;
  /**
   * The login panel: @share/auth/feature's LoginPanel (a feature; this data-access library may not import
   * it or the design system, so the app passes it in). Without it no panel is shown.
   */
  loginPanel?: ComponentType<LoginPanelProps>;
  /** The page, with the session in its context. */
  children?: ReactNode;
}

function defaultConfirm(): boolean {
  return typeof window !== 'undefined' && typeof window.confirm === 'function'
    ? window.confirm(LOGOUT_CONFIRM_TITLE)
    : true;
}

export function AuthProvider({
  api,
  session,
  onToast,
  confirmLogout = defaultConfirm,
  onAppInfo,
  startOnMount = true,
  allowPasswordMode,
  onWechatLogin,
  loginPanel: LoginPanel,
  children,
}: AuthProviderProps) {
  const [localToast, setLocalToast] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const notify = useCallback(
    (message: string) => {
      if (onToast) return onToast(message);
      clearTimeout(timer.current);
      setLocalToast(message);
      timer.current = setTimeout(() => setLocalToast(null), FALLBACK_TOAST_MS);
    },
    [onToast],
  );
  const deps = useMemo<AuthDeps>(() => ({ api, session, notify }), [api, session, notify]);

  const onAppInfoRef = useRef(onAppInfo);
  onAppInfoRef.current = onAppInfo;
  useEffect(() => {
    if (!startOnMount) return;
    // A task of its own: the first storage read and request of a page cost milliseconds that
    // should not lengthen the task that runs hydration's effects. The flows' chunk, when the
    // connection failed it (a page opened offline), loads again once the device is back online.
    let live = true;
    const run = () =>
      void retryingWhenOnline(loadFlows).then(
        ({ startSession }) => {
          if (live) void startSession({ api, session }, { onAppInfo: (info) => onAppInfoRef.current?.(info) });
        },
        (error: unknown) => {
          if (live) console.warn('[auth] start-up failed', error);
        },
      );
    const start = setTimeout(run, 0);
    return () => {
      live = false;
      clearTimeout(start);
    };
  }, [api, session, startOnMount]);

  const value = useMemo(() => ({ session, deps, confirmLogout }), [session, deps, confirmLogout]);
  return (
    <AuthContext.Provider value={value}>
      {children}
      {LoginPanel ? (
        <LoginPanel {...deps} toast={localToast} allowPasswordMode={allowPasswordMode} onWechatLogin={onWechatLogin} />
      ) : null}
    </AuthContext.Provider>
  );
}

export interface Session extends UserSessionState {
  /** True with a user token. */
  loggedIn: boolean;
  user: UserInfo | null;
  /** True when logged in; otherwise opens the login panel and answers false. */
  requireLogin: () => boolean;
  /** Opens the login panel. */
  openLogin: () => void;
  /** Confirmation, then logout of spec §4; true when logged out. */
  logout: () => Promise<boolean>;
}

/** The visitor's session for features: token, user, logged in or not, requireLogin, logout. */
export function useSession(): Session {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useSession must be used inside <AuthProvider>');
  const { session, deps, confirmLogout } = context;
  // The user's part only: the anonymous token start-up sets after hydration re-rendered every
  // consumer (the site frame, the header, the detail actions and comments) in one synchronous
  // render, as a store's updates are, for a value none of them shows.
  const state = useSyncExternalStore(session.subscribe, session.getUserState, session.getUserState);
  const loggedIn = Boolean(state.token);
  // The actions keep their identity when the state changes, so callbacks built on them do too.
  const require = useCallback(() => requireLogin(session), [session]);
  const logout = useCallback(
    () => loadFlows().then((flows) => flows.logout(deps, confirmLogout)),
    [deps, confirmLogout],
  );
  return useMemo(
    () => ({ ...state, loggedIn, requireLogin: require, openLogin, logout }),
    [state, loggedIn, require, logout],
  );
}

/**
 * The anonymous token start-up fetched (spec §7), null until then: for what waits for a token of
 * either kind (the WeChat share setup, the live chat's socket). Its own subscription, so its arrival
 * re-renders only these.
 */
export function useAnonymousToken(): string | null {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAnonymousToken must be used inside <AuthProvider>');
  const { session } = context;
  const anonymousToken = useCallback(() => session.getState().anonymousToken, [session]);
  return useSyncExternalStore(session.subscribe, anonymousToken, anonymousToken);
}

/** True when the session has a user token; otherwise opens the login panel and answers false. */
export function requireLogin(session: SessionStore): boolean {
  if (session.getState().token) return true;
  openLogin();
  return false;
}
