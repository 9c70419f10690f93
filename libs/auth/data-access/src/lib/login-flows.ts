// Sending the login code and logging in (spec §4), for the login panel: a module of their own, so
// that only the panel's chunk carries them (the session's start-up and logout, auth-flows.ts, are a
// chunk the provider loads after hydration).
import { v4 as uuidv4 } from 'uuid';
import { API_CODE } from '@share/contract/browser';
import { hasApiCode } from '@share/api-client';
import { stripPhone, type LoginFormValues } from '@share/util-format';
import { authEvents } from './auth-events';
import { messageOf, type AuthDeps } from './auth-flows';
import { LOGIN_RETRY_DELAY_MS, LOGIN_RETRY_MAX } from './constants';
import { MSG_CODE_SENT, MSG_LOGIN_SUCCESS, MSG_NETWORK_ERROR } from './messages';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
      device_id: session.deviceId(uuidv4),
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
