// Constants of the WeChat JS-SDK share setup (spec §4 "Share setup").

/**
 * The APIs spec §4 allows, by their JS-SDK 1.6 names: share to friend, share to timeline, launch
 * app, launch mini program, choose image. The open tag wx-open-launch-app is configured separately
 * (openTagList, from @share/open-app).
 */
export const WX_JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'launchApplication',
  'launchMiniProgram',
  'chooseImage',
] as const;

/** How long the SDK script may take before its load counts as failed. */
export const WX_SDK_TIMEOUT_MS = 10_000;

/** Prefix of the console lines: failures of the share setup are only logged (spec §4, §8). */
export const WX_SHARE_LOG_PREFIX = '[wx-share]';
