// Environment detection lives in @share/open-app.

// WeChat JS-SDK share setup (spec §4), browser-only
export { WX_JS_API_LIST, WX_SDK_TIMEOUT_MS, WX_SHARE_LOG_PREFIX } from './lib/constants';
export { loadWxSdk } from './lib/load-wx-sdk';
export { absoluteAddress, mergeShareData, readPageShareData, withoutHash } from './lib/share-data';
export type { PageShareFallback, PlatformShareConfig } from './lib/share-data';
export { createWxShare, signingUrl } from './lib/wx-share';
export type { WxShare, WxShareApi, WxShareLog, WxShareOptions } from './lib/wx-share';
export { useWxShare } from './lib/use-wx-share';
export type { UseWxShareOptions } from './lib/use-wx-share';
export type { WxCallbacks, WxConfig, WxSdk, WxShareData } from './lib/wx-sdk';
