// Public face of @share/auth (project auth-data-access): the session (start-up, login, logout) and
// its flows, useSession for features, and the app-wide auth event bus. The phone-login panel that
// drives the login flow is the auth domain's feature project, @share/auth/feature (libs/auth/README.md).

// React
export { AuthProvider, useAnonymousToken, useSession, FALLBACK_TOAST_MS } from './lib/auth-provider';
export type { LoginPanelProps } from './lib/auth-provider';

// Session and flows
export { createSessionStore } from './lib/session-store';
export { openMiniProgramLogin } from './lib/mini-program-login';
export { sendLoginCode, submitLogin } from './lib/login-flows';
export { authEvents, openLogin } from './lib/auth-events';
export { SESSION_HINT_SCRIPT } from './lib/session-hint';

// Rules, constants and strings
export { LOGIN_RETRY_DELAY_MS, LOGIN_RETRY_MAX, TOKEN_STORAGE_KEY, USER_ID_STORAGE_KEY } from './lib/constants';
export { LOGOUT_CONFIRM_TITLE, MSG_CODE_SENT, MSG_LOGIN_SUCCESS, MSG_NETWORK_ERROR } from './lib/messages';
