// The calls of spec §7 by name: the named calls (anonymous, login, vcode, account, appinfo,
// download url, share config, signing data) and every path of the table, on the contract's types.
import type { AppInfoContent, AuthToken, LoginRequest, UserInfo } from '@share/contract';
import { LOGIN_APPID, LOGIN_PLATFORM, SMS_TYPE_LOGIN } from '@share/contract/browser';
import { ApiError } from './api-error';
import { APP_DOWNLOAD_MODULE, CLIENT_ERROR_CODE } from './constants';
import type { EndpointCalls, EndpointData } from './endpoint-call';
import { MSG_NETWORK_ERROR } from './messages';

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Spec §3 login request without the fixed appid and platform. */
export type LoginForm = Omit<LoginRequest, 'appid' | 'platform' | 'device_id'> & { device_id?: string };

export type WxShareConfig = EndpointData<'wxShare'>;
export type WxSignature = EndpointData<'wxSignature'>;

function parseJson<T>(text: string, path: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, MSG_NETWORK_ERROR, 'bad-response', 200, path);
  }
}

export interface ShareApi {
  /** One typed function per endpoint of the contract table. */
  endpoints: EndpointCalls;
  /** `anonymous`: an anonymous token (appid 1, platform mobile). */
  anonymous(deviceId?: string, options?: CallOptions): Promise<AuthToken>;
  /** `auth_login`: login by verify_code or password; answers token and user_id. */
  login(form: LoginForm, options?: CallOptions): Promise<AuthToken>;
  /** `auth_vcode`: sends the login SMS code (type 6). */
  sendVerifyCode(tel: string, options?: CallOptions): Promise<void>;
  /** `auth_account`: the user info of a user id (code 402 while the profile is not ready). */
  account(userId: string, options?: CallOptions): Promise<UserInfo>;
  /** Logout: revokes `token` (the user token, when the header already carries a new anonymous one). */
  logout(token?: string, options?: CallOptions): Promise<void>;
  /** `appinfo`: data.app_info parsed (primaryColor, h5_config, bottomNavigationBar). */
  appInfo(options?: CallOptions): Promise<AppInfoContent>;
  /** `getH5AppDownUrl`: the app download url of the app_download_url module. */
  appDownloadUrl(options?: CallOptions): Promise<string>;
  /** `getCWXconfig`: share card data of a page url (its hash is dropped). */
  wxShareConfig(pageUrl: string, options?: CallOptions): Promise<WxShareConfig>;
  /** Messaging-SDK signing data for the current page url. */
  wxSignature(pageUrl: string, options?: CallOptions): Promise<WxSignature>;
}

/**
 * The named calls over `endpoints`: a client's (createEndpointCalls), the browser's whose code loads
 * with the first call (createBrowserShareApi), or the server render's (checked, shared, reported).
 */
export function createShareApi(endpoints: EndpointCalls): ShareApi {
  return {
    endpoints,
    anonymous: (deviceId, options) =>
      endpoints.auth({
        body: { appid: LOGIN_APPID, platform: LOGIN_PLATFORM, ...(deviceId ? { device_id: deviceId } : {}) },
        ...options,
      }),
    login: (form, options) =>
      endpoints.auth({ body: { appid: LOGIN_APPID, platform: LOGIN_PLATFORM, device_id: '', ...form }, ...options }),
    sendVerifyCode: async (tel, options) => {
      await endpoints.vcode({ query: { tel, type: SMS_TYPE_LOGIN }, ...options });
    },
    account: (userId, options) => endpoints.account({ params: { user_id: userId }, ...options }),
    logout: async (token, options) => {
      await endpoints.logout({ body: token ? { token } : {}, ...options });
    },
    appInfo: async (options) => {
      // The parser is a chunk of its own, fetched while the call is under way: the browser asks for
      // the app info after hydration (spec §4's start-up), not for the first screen.
      const parser = import('./app-info-content');
      parser.catch(() => undefined);
      const { app_info } = await endpoints.appInfo({ ...options });
      const { parseAppInfoContent } = await parser;
      const parsed = parseAppInfoContent(parseJson(app_info, '/peony/v1/app/info'));
      if (!parsed)
        throw new ApiError(
          CLIENT_ERROR_CODE.BAD_RESPONSE,
          MSG_NETWORK_ERROR,
          'bad-response',
          200,
          '/peony/v1/app/info',
        );
      return parsed;
    },
    appDownloadUrl: async (options) => {
      const text = await endpoints.staticModule({ query: { module: APP_DOWNLOAD_MODULE }, ...options });
      const { url } = parseJson<{ url?: unknown }>(text, '/peony/v1/system/static');
      return typeof url === 'string' ? url : '';
    },
    wxShareConfig: (pageUrl, options) => endpoints.wxShare({ query: { path: pageUrl.split('#')[0] }, ...options }),
    wxSignature: (pageUrl, options) => endpoints.wxSignature({ query: { url: pageUrl.split('#')[0] }, ...options }),
  };
}
