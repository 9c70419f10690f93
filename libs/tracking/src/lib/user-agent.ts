// The one user-agent parser of the site: the platform (iOS, Android, phone or not) and the operating
// system with its version. Tracking's device metadata reads it, and open-app's environment detection
// (spec §6) adds the apps it looks for (WeChat, QQ, Weibo, the own client) on top. Pure: the server
// runs it on the request's User-Agent, the browser on navigator.userAgent.

export interface AgentPlatform {
  isIOS: boolean;
  isAndroid: boolean;
  /** A phone or tablet browser (HarmonyOS and Windows Phone too). */
  isMobile: boolean;
  /** Spec §3's device_type: 'IOS' or 'Android'; agents that are neither (desktop, bots) say 'Other'. */
  deviceType: 'IOS' | 'Android' | 'Other';
  /** The operating system and its version, e.g. 'iOS 17.4', 'Android 14', 'HarmonyOS 4.0', 'Windows'. */
  os: string;
}

const IOS = /iPhone|iPad|iPod/i;
const ANDROID = /Android/i;
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony|Windows Phone/i;

function osOf(ua: string, isIOS: boolean): string {
  const ios = /(?:iPhone|iPad|iPod)[^)]*? OS (\d+)[_.](\d+)/i.exec(ua);
  if (ios) return `iOS ${ios[1]}.${ios[2]}`;
  if (isIOS) return 'iOS';
  const harmony = /(?:OpenHarmony|HarmonyOS)[ /]?(\d+(?:\.\d+)?)?/i.exec(ua);
  if (harmony) return harmony[1] ? `HarmonyOS ${harmony[1]}` : 'HarmonyOS';
  const android = /Android[ /]?(\d+(?:\.\d+)?)?/i.exec(ua);
  if (android) return android[1] ? `Android ${android[1]}` : 'Android';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/Linux|X11/i.test(ua)) return 'Linux';
  return 'Other';
}

export function parseUserAgent(userAgent: string | null | undefined): AgentPlatform {
  const ua = userAgent ?? '';
  const isIOS = IOS.test(ua);
  const isAndroid = ANDROID.test(ua);
  return {
    isIOS,
    isAndroid,
    isMobile: MOBILE.test(ua),
    deviceType: isIOS ? 'IOS' : isAndroid ? 'Android' : 'Other',
    os: osOf(ua, isIOS),
  };
}
