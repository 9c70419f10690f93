// The session flows of spec §4 and §8: start-up and logout (sending the code and logging in are in
// login-flows.ts, which only the login panel's chunk loads). Plain async functions over the api and
// the session store, so they are tested without React. A chunk of its own: the provider loads it
// once the page has hydrated (start-up) and on logout, so no page's first load carries it.
import { v4 as uuidv4 } from 'uuid';
import type { AppInfoContent } from '@share/contract';
import { API_CODE } from '@share/contract/browser';
import { hasApiCode, isApiError, type ShareApi } from '@share/api-client';
import { authEvents } from './auth-events';
import { MSG_LOGOUT_SUCCESS, MSG_NETWORK_ERROR } from './messages';
import type { SessionStore } from './session-store';

export interface AuthDeps {
  /** The typed API client the login calls go through. */
  api: ShareApi;
  /** Where the session (token, user) is kept. */
  session: SessionStore;
  /** Shows a toast (the app wires @share/ui's Toast). */
  notify: (message: string) => void;
  /** Waits between 402 retries; a setTimeout promise by default. */
  sleep?: (ms: number) => Promise<void>;
}

/** The server's message of a refusal, else the network-error message. */
export function messageOf(error: unknown): string {
  return isApiError(error) && error.message ? error.message : MSG_NETWORK_ERROR;
}

export interface StartSessionOptions {
  /** Receives the app info; the app sets the theme colour from primaryColor. */
  onAppInfo?: (info: AppInfoContent) => void;
}

/**
 * Start-up of spec §4: an anonymous token, then the app info, then the saved token restored and
 * the account re-fetched. Failures are logged: the visitor browses anonymously.
 */
export async function startSession(
  { api, session }: Pick<AuthDeps, 'api' | 'session'>,
  options: StartSessionOptions = {},
): Promise<void> {
  try {
    const anonymous = await api.anonymous(session.deviceId(uuidv4));
    session.setAnonymousToken(anonymous.token);
  } catch (error) {
    console.warn('[auth] anonymous token failed', error);
  }
  try {
    options.onAppInfo?.(await api.appInfo());
  } catch (error) {
    console.warn('[auth] app info failed', error);
  }
  if (!session.restore()) return;
  const { userId } = session.getState();
  try {
    session.setUser(await api.account(userId as string));
  } catch (error) {
    // An expired or revoked token: forget it. Other failures keep the token for the next visit.
    if (hasApiCode(error, API_CODE.LOGIN_REQUIRED)) session.clearUser();
    else console.warn('[auth] account restore failed', error);
  }
}

/**
 * Logout of spec §4: confirmation, a new anonymous token, the stored token and user id cleared,
 * the user info emptied, logout called (revoking the old token), then 退出登录成功~.
 */
export async function logout(deps: AuthDeps, confirm: () => boolean | Promise<boolean>): Promise<boolean> {
  const { api, session, notify } = deps;
  if (!(await confirm())) return false;
  const oldToken = session.getState().token;
  try {
    session.setAnonymousToken((await api.anonymous(session.deviceId(uuidv4))).token);
  } catch (error) {
    console.warn('[auth] anonymous token failed', error);
  }
  session.clearUser();
  try {
    await api.logout(oldToken ?? undefined);
  } catch (error) {
    // The token is already gone from this browser; the server lets it expire.
    console.warn('[auth] logout failed', error);
  }
  notify(MSG_LOGOUT_SUCCESS);
  authEvents.emit('loggedOut');
  return true;
}
