// The operating system and its version from a user agent, for tracking's device metadata (spec §3's
// device_os): a part of the tracking runtime, which no page needs before its first event.

/** 'iOS 17.4', 'Android 14', 'HarmonyOS 4.0', 'Windows'…; 'Other' when none is recognised. */
export function operatingSystemOf(ua: string, isIOS: boolean): string {
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
