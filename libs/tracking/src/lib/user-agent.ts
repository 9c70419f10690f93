// The one user-agent parser of the site: the platform (iOS, Android, phone or not). Tracking's device
// metadata reads it (with the operating system's version, agent-os.ts, which comes with the tracking
// runtime), and open-app's environment detection (spec §6) adds the apps it looks for (WeChat, QQ,
// Weibo, the own client) on top. Pure: the server runs it on the request's User-Agent, the browser on
// navigator.userAgent.

export interface AgentPlatform {
  isIOS: boolean;
  isAndroid: boolean;
  /** A phone or tablet browser (HarmonyOS and Windows Phone too). */
  isMobile: boolean;
  /** Spec §3's device_type: 'IOS' or 'Android'; agents that are neither (desktop, bots) say 'Other'. */
  deviceType: 'IOS' | 'Android' | 'Other';
}

const IOS = /iPhone|iPad|iPod/i;
const ANDROID = /Android/i;
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony|Windows Phone/i;

export function parseUserAgent(userAgent: string | null | undefined): AgentPlatform {
  const ua = userAgent ?? '';
  const isIOS = IOS.test(ua);
  const isAndroid = ANDROID.test(ua);
  return {
    isIOS,
    isAndroid,
    isMobile: MOBILE.test(ua),
    deviceType: isIOS ? 'IOS' : isAndroid ? 'Android' : 'Other',
  };
}
