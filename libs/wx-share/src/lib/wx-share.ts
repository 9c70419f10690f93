// Share setup of spec §4: sign, configure the JS-SDK with debug off and the allowed APIs, and once
// it is ready set the friend and timeline share data. Every failure is only logged (spec §4, §8).
import type { WxShareConfig, WxSignature } from '@share/api-client';
import { markWxOpenTagReady, WX_OPEN_TAG_LIST } from '@share/open-app';
import { WX_JS_API_LIST, WX_SHARE_LOG_PREFIX } from './constants';
import { loadWxSdk } from './load-wx-sdk';
import { mergeShareData, withoutHash } from './share-data';
import type { WxSdk, WxShareData } from './wx-sdk';

/** The two platform calls the setup makes; @share/api-client's ShareApi has them. */
export interface WxShareApi {
  wxSignature(pageUrl: string): Promise<Partial<WxSignature>>;
  /** getCWXconfig (GET /peony/v1/system/wxshare?path=). */
  wxShareConfig(pageUrl: string): Promise<Partial<WxShareConfig> | null>;
}

export type WxShareLog = (message: string, detail?: unknown) => void;

export interface WxShareOptions {
  sdkUrl: string;
  api: WxShareApi;
  /** iOS WeChat checks the signature against the address the visitor landed on. */
  isIOS: boolean;
  /** The address the page was entered with (iOS signs this one for the whole page life). */
  landingUrl: string;
  loadSdk?: (url: string) => Promise<WxSdk>;
  log?: WxShareLog;
}

export interface WxShare {
  /**
   * Sets the share cards for the page at `pageUrl`; resolves with the data set, or null when a
   * step failed (logged) or a later page took over. Never rejects.
   */
  share(pageUrl: string, page: WxShareData): Promise<WxShareData | null>;
}

const consoleLog: WxShareLog = (message, detail) => console.warn(`${WX_SHARE_LOG_PREFIX} ${message}`, detail);

/**
 * The address to sign. Android WeChat checks the current address, so each page is signed again
 * after a client-side navigation; iOS WeChat keeps checking the landing address after pushState,
 * so there the landing address is signed once. Both without hash.
 */
export function signingUrl(isIOS: boolean, landingUrl: string, pageUrl: string): string {
  return withoutHash(isIOS ? landingUrl : pageUrl);
}

class WxConfigError extends Error {
  constructor(readonly result: unknown) {
    super('wx.config was refused');
  }
}

export function createWxShare(options: WxShareOptions): WxShare {
  const { sdkUrl, api, isIOS, landingUrl, loadSdk = loadWxSdk, log = consoleLog } = options;
  let sdk: Promise<WxSdk> | null = null;
  let configured: { url: string; ready: Promise<void> } | null = null;
  let latest = 0;

  // One load per page life; after a failure the next page tries again.
  function sdkLoaded(): Promise<WxSdk> {
    sdk ??= loadSdk(sdkUrl).catch((error: unknown) => {
      sdk = null;
      throw error;
    });
    return sdk;
  }

  async function configure(wx: WxSdk, url: string): Promise<void> {
    const data = await api.wxSignature(url);
    // The platform names the signature field `signatrue` (spec §3); `signature` is the fallback.
    const signature = data.signatrue || data.signature;
    if (!data.appId || !data.nonceStr || typeof data.timestamp !== 'number' || !signature) {
      throw new Error('the signing data is incomplete');
    }
    await new Promise<void>((resolve, reject) => {
      wx.config({
        debug: false,
        appId: data.appId as string,
        timestamp: data.timestamp as number,
        nonceStr: data.nonceStr as string,
        signature,
        jsApiList: [...WX_JS_API_LIST],
        // The open-app buttons lay <wx-open-launch-app> over themselves once this config is verified.
        openTagList: [...WX_OPEN_TAG_LIST],
      });
      wx.ready(() => {
        markWxOpenTagReady();
        resolve();
      });
      wx.error((result) => reject(new WxConfigError(result)));
    });
  }

  // One config per signed address; a failed one is forgotten so the next page signs again.
  function configuredFor(wx: WxSdk, url: string): Promise<void> {
    if (configured?.url === url) return configured.ready;
    const ready = configure(wx, url);
    const entry = { url, ready };
    configured = entry;
    ready.catch(() => {
      if (configured === entry) configured = null;
    });
    return ready;
  }

  return {
    async share(pageUrl, page) {
      const turn = ++latest;
      const link = withoutHash(pageUrl);
      const platform = api.wxShareConfig(link).catch((error: unknown) => {
        log('share config failed, the page data is used', error);
        return null;
      });
      let wx: WxSdk;
      try {
        wx = await sdkLoaded();
      } catch (error) {
        log('SDK load failed', error);
        return null;
      }
      try {
        await configuredFor(wx, signingUrl(isIOS, landingUrl, link));
      } catch (error) {
        if (error instanceof WxConfigError) log('config failed', error.result);
        else log('signing failed', error);
        return null;
      }
      const data = mergeShareData({ ...page, link }, await platform, link);
      if (turn !== latest) return null;
      try {
        wx.updateAppMessageShareData({ ...data, fail: (result) => log('updateAppMessageShareData failed', result) });
        wx.updateTimelineShareData({ ...data, fail: (result) => log('updateTimelineShareData failed', result) });
      } catch (error) {
        log('setting the share data failed', error);
        return null;
      }
      return data;
    },
  };
}
