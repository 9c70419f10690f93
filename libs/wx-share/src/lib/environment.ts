/**
 * Environment detection from the browser identifier (spec §6): the product's own client, the
 * messaging app (WeChat), its mini-program web-view, iOS, Android and others. Pure, so the server
 * can use it on the request's User-Agent and the browser on navigator.userAgent.
 */
import { isbot } from 'isbot';

/** Marker the platform's native app adds to its web-view's User-Agent. */
export const OWN_CLIENT_UA_MARK = 'DavmuApp';

export interface ClientEnvironment {
  isOwnClient: boolean;
  isWeChat: boolean;
  isMiniProgram: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  isMobile: boolean;
  isBot: boolean;
}

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony|Windows Phone/i;

export function detectEnvironment(userAgent: string | null | undefined): ClientEnvironment {
  const ua = userAgent ?? '';
  const isIOS = /iPhone|iPad|iPod/i.test(ua);
  const isAndroid = /Android/i.test(ua);
  return {
    isOwnClient: ua.includes(OWN_CLIENT_UA_MARK),
    isWeChat: /MicroMessenger/i.test(ua),
    isMiniProgram: /miniProgram/i.test(ua),
    isIOS,
    isAndroid,
    isMobile: MOBILE.test(ua),
    isBot: ua !== '' && isbot(ua),
  };
}

/**
 * A desktop agent gets the desktop page. Crawlers (share-card scrapers among them) are not
 * redirected: they must see the content itself.
 */
export function isDesktopAgent(userAgent: string | null | undefined): boolean {
  const env = detectEnvironment(userAgent);
  return !env.isMobile && !env.isBot && !env.isMiniProgram && !env.isOwnClient;
}
