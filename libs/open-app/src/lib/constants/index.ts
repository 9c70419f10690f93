// Constants of opening the app (issue 13): timings, the open tag, tracking behavior names. What only
// the launch that leaves the page reads is a module apart: it comes with that code's chunk.
export { APP_OPEN_HOST, OPEN_APP_FALLBACK_MS } from './launch';

/** The WeChat open tag that launches an app (JS-SDK 1.6 `openTagList`). */
export const WX_OPEN_LAUNCH_APP_TAG = 'wx-open-launch-app';
export const WX_OPEN_TAG_LIST = [WX_OPEN_LAUNCH_APP_TAG] as const;

/** The app-open parameters of spec §3, in the order they are written. */
export const APP_OPEN_PARAM_KEYS = ['stype', 'id', 'type', 'post_id', 'content_link', 'mp'] as const;

/**
 * Tracking behavior names (README "Open-app tracking"): one event per launch with `strategy`,
 * `fallback` (1 when the download page was opened because the app did not) and `source`.
 */
export const OPEN_APP_BEHAVIOR = {
  /** A launch was tried; fields: strategy, fallback (0/1), source ('banner' | 'dialog'). */
  launch: 'open_app',
  /** The open-in-browser guide was shown instead of a launch; fields: strategy, source. */
  guide: 'open_app_guide',
} as const;

/** Default app scheme when neither the app info nor the settings name one. */
export const DEFAULT_APP_SCHEME = 'davmu';

/**
 * The deferred deep link (issue 63): the toast after a tap copied the 口令 (it says what was copied),
 * the fragment that carries the text to the download page when the clipboard refused it, and how long
 * a launch that leaves the page waits for what its tap started (the copy, and the tracking code that
 * sends its open_app event).
 */
export const LINK_TOKEN_COPIED = (text: string) => `已复制口令，打开APP即可查看\n${text}`;
export const LINK_TOKEN_FRAGMENT = 'kouling';
export const LINK_TOKEN_WAIT_MS = 1_500;
