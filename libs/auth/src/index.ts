// Public face of @share/auth: the session (start-up, login, logout), the phone-login panel and
// the app-wide auth event bus. Browser-only work runs in effects and event handlers.

// React
export { AuthProvider, useSession, requireLogin, FALLBACK_TOAST_MS } from './lib/auth-provider';
export type { AuthProviderProps, Session } from './lib/auth-provider';
export { useLoginPanel } from './lib/login-panel/use-login-panel';
export type { LoginPanelProps, LoginPanelViewProps } from './lib/login-panel/use-login-panel';

// Session and flows
export { createSessionStore, sessionCookie } from './lib/session-store';
export type { SessionState, SessionStore, SessionStoreOptions } from './lib/session-store';
export {
  logout,
  messageOf,
  miniProgramLoginUrl,
  openMiniProgramLogin,
  sendLoginCode,
  startSession,
  submitLogin,
} from './lib/auth-flows';
export type { AuthDeps, StartSessionOptions } from './lib/auth-flows';
export { authEvents, openLogin } from './lib/auth-events';
export type { AuthEvents } from './lib/auth-events';

// Rules, constants and strings
export { canSubmitLogin, clampCode, formatPhone, isValidPhone, stripPhone } from '@share/util-format';
export type { LoginFormValues, LoginMode } from '@share/util-format';
export {
  CODE_COUNTDOWN_S,
  CODE_LENGTH,
  DEVICE_ID_STORAGE_KEY,
  LOGIN_APPID,
  LOGIN_PLATFORM,
  LOGIN_RETRY_DELAY_MS,
  LOGIN_RETRY_MAX,
  MINI_PROGRAM_LOGIN_PAGE,
  PHONE_LENGTH,
  PHONE_PATTERN,
  SMS_TYPE,
  SESSION_COOKIE,
  SESSION_COOKIE_PATH,
  TOKEN_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
} from './lib/constants';
export {
  LOGOUT_CONFIRM_TITLE,
  MSG_AGREEMENT_REQUIRED,
  MSG_CODE_SENT,
  MSG_LOGIN_SUCCESS,
  MSG_LOGOUT_SUCCESS,
  MSG_NETWORK_ERROR,
} from './lib/messages';
