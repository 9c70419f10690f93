// Business constants of the login flow (spec §4, §5, §9); tests import them. What only the login
// panel's code reads is a module apart: the bundler places a module in the chunk of the code that
// reads it, and this one's is also the code every page loads first.
import { STORAGE_KEYS } from '@share/api-client';
import { SHARE_BASE_PATH } from '@share/contract/browser';

export { LOGIN_RETRY_DELAY_MS, LOGIN_RETRY_MAX } from './login';

export const LOGIN_APPID = 1;
export const LOGIN_PLATFORM = 'mobile';
export const SMS_TYPE = 6;
/** The phone and code rules' constants live with the rules (util-format, spec §5). */
export { CODE_LENGTH, PHONE_LENGTH } from '@share/util-format';

/** Local-storage keys of the session (shared with the api-client's other keys). */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;
export const USER_ID_STORAGE_KEY = STORAGE_KEYS.userId;
export const DEVICE_ID_STORAGE_KEY = STORAGE_KEYS.deviceId;

/**
 * A non-secret flag, set while a visitor is logged in, so the site's server marks their HTML
 * private, no-store and never serves it from a shared cache. The token itself never leaves the
 * browser but in the Authorization header of API calls.
 */
export const SESSION_COOKIE = 'share_session';
export const SESSION_COOKIE_PATH = SHARE_BASE_PATH;
/** The cookie earlier releases carried the token in; removed wherever it is still set. */
export const LEGACY_TOKEN_COOKIE = 'share_token';

/**
 * The mini-program page the wechat option navigates to, with the current path as `redirect`.
 * The spec does not name it; the host mini program must register this page.
 */
export const MINI_PROGRAM_LOGIN_PAGE = '/pages/login/login';
