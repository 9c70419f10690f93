// The session flows of spec §4 and §8: start-up, send code, login with the 402 retry, logout.
// Plain async functions over the api and the session store, so they are tested without React.
import type { AppInfoContent } from '@share/contract';
import { API_CODE } from '@share/contract/browser';
import { hasApiCode, isApiError, type ShareApi } from '@share/api-client';
import { authEvents } from './auth-events';
import { LOGIN_RETRY_DELAY_MS, LOGIN_RETRY_MAX, MINI_PROGRAM_LOGIN_PAGE } from './constants';
import { MSG_CODE_SENT, MSG_LOGIN_SUCCESS, MSG_LOGOUT_SUCCESS, MSG_NETWORK_ERROR } from './messages';
import { stripPhone, type LoginFormValues } from '@share/util-format';
import type { SessionStore } from './session-store';

export interface AuthDeps {
  api: ShareApi;
  session: SessionStore;
  /** Shows a toast (the app wires @share/ui's Toast). */
  notify: (message: string) => void;
  /** Waits between 402 retries; a setTimeout promise by default. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
export async function startSession({ api, session }: Pick<AuthDeps, 'api' | 'session'>, options: StartSessionOptions = {}): Promise<void> {
  try {
    const anonymous = await api.anonymous(session.deviceId());
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

/** auth_vcode for the phone; toasts 验证码发送成功 or the server's message. True when sent. */
export async function sendLoginCode({ api, notify }: AuthDeps, phone: string): Promise<boolean> {
  try {
    await api.sendVerifyCode(stripPhone(phone));
    notify(MSG_CODE_SENT);
    return true;
  } catch (error) {
    notify(messageOf(error));
    return false;
  }
}

/**
 * Login of spec §4: save the token, fetch the account, store the user info. The platform answers
 * 402 while a new account's profile is not ready: the whole submit is retried after 100 ms, at
 * most 3 times, then the network-error message is shown.
 */
export async function submitLogin(deps: AuthDeps, form: LoginFormValues, retry = 0): Promise<boolean> {
  const { api, session, notify, sleep = defaultSleep } = deps;
  let token: string;
  let userId: string;
  try {
    const answer = await api.login({
      account: stripPhone(form.phone),
      device_id: session.deviceId(),
      ...(form.mode === 'code' ? { verify_code: form.code.trim() } : { password: form.password }),
    });
    token = answer.token;
    userId = answer.user_id ?? '';
  } catch (error) {
    notify(messageOf(error));
    return false;
  }
  session.saveLogin(token, userId);
  try {
    const user = await api.account(userId);
    session.setUser(user);
    notify(MSG_LOGIN_SUCCESS);
    authEvents.emit('loggedIn', { user, token });
    return true;
  } catch (error) {
    session.clearUser();
    if (hasApiCode(error, API_CODE.ACCOUNT_NOT_READY)) {
      if (retry < LOGIN_RETRY_MAX) {
        await sleep(LOGIN_RETRY_DELAY_MS);
        return submitLogin(deps, form, retry + 1);
      }
      notify(MSG_NETWORK_ERROR);
      return false;
    }
    notify(messageOf(error));
    return false;
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
    session.setAnonymousToken((await api.anonymous(session.deviceId())).token);
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

/** The wechat option: the mini program's login page with the current path (spec §4). */
export function miniProgramLoginUrl(currentPath: string): string {
  return `${MINI_PROGRAM_LOGIN_PAGE}?redirect=${encodeURIComponent(currentPath)}`;
}

interface MiniProgramBridge {
  wx?: { miniProgram?: { navigateTo?: (options: { url: string }) => void } };
}

/** Navigates the mini-program shell to its login page; pass it as AuthProvider's onWechatLogin. */
export function openMiniProgramLogin(currentPath: string): void {
  const bridge = (typeof window === 'undefined' ? {} : window) as MiniProgramBridge;
  bridge.wx?.miniProgram?.navigateTo?.({ url: miniProgramLoginUrl(currentPath) });
}
