/**
 * Environment detection from the browser identifier (spec §6): the product's own client, the
 * messaging app (WeChat), its mini-program web-view, the in-app browsers that block app schemes (QQ,
 * Weibo) and others; iOS, Android and phone come from tracking's user-agent parser. Pure, so the server can use it on the request's User-Agent and
 * the browser on navigator.userAgent.
 */
import { isbot } from 'isbot';
import type { FunnelEnvironment } from '@share/contract';
import { parseUserAgent } from '@share/tracking';

/** Marker the platform's native app adds to its web-view's User-Agent. */
export const OWN_CLIENT_UA_MARK = 'DavmuApp';

export interface ClientEnvironment {
  isOwnClient: boolean;
  isWeChat: boolean;
  isMiniProgram: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  isMobile: boolean;
  /** QQ's or Weibo's in-app browser: both refuse custom schemes and intents. */
  blocksSchemes: boolean;
  /** Chrome or a Chromium browser that follows `intent://` URLs (not an Android web-view). */
  isChromeFamily: boolean;
}

/** QQ's in-app browser marks itself ` QQ/8.9…`; the standalone QQ browser (MQQBrowser) does not block. */
const QQ_IN_APP = /\sQQ\/\d/i;
const WEIBO = /Weibo/i;
/** Android web-views carry `; wv)`; Chrome, Edge, Samsung Internet and others carry Chrome/N. */
const CHROME = /Chrome\/\d+/;
const WEB_VIEW = /;\s*wv\)/;

export function detectEnvironment(userAgent: string | null | undefined): ClientEnvironment {
  const ua = userAgent ?? '';
  const { isIOS, isAndroid, isMobile } = parseUserAgent(ua);
  const isWeChat = /MicroMessenger/i.test(ua);
  const blocksSchemes = QQ_IN_APP.test(ua) || WEIBO.test(ua);
  return {
    isOwnClient: ua.includes(OWN_CLIENT_UA_MARK),
    isWeChat,
    isMiniProgram: /miniProgram/i.test(ua),
    isIOS,
    isAndroid,
    isMobile,
    blocksSchemes,
    isChromeFamily: isAndroid && CHROME.test(ua) && !WEB_VIEW.test(ua) && !isWeChat && !blocksSchemes,
  };
}

/**
 * A desktop agent gets the desktop page. Crawlers (share-card scrapers among them) are not
 * redirected: they must see the content itself.
 */
export function isDesktopAgent(userAgent: string | null | undefined): boolean {
  const env = detectEnvironment(userAgent);
  // isbot's patterns stay out of detectEnvironment, which the browser runs on every page.
  return !env.isMobile && !env.isMiniProgram && !env.isOwnClient && !isbot(userAgent ?? '');
}

/**
 * The funnel's environment class (issue 63): a bounded label, never the agent. The own client wins,
 * then the mini program (which runs inside WeChat), WeChat, the scheme-blocking in-app browsers.
 */
export function funnelEnvironmentOf(env: ClientEnvironment): FunnelEnvironment {
  if (env.isOwnClient) return 'own';
  if (env.isMiniProgram) return 'mini';
  if (env.isWeChat) return 'wechat';
  if (env.blocksSchemes) return 'in_app';
  if (env.isIOS) return 'ios';
  return env.isAndroid ? 'android' : 'other';
}
