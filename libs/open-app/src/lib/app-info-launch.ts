// How the platform's app info says the app is opened (issue 29): its own fields at the top of
// app_info (scheme 'nanling://', android_package) and issue 13's open_app block. What the platform
// names and passes the launch URLs' checks wins over the site's settings; anything else is left to
// them (README "Settings": APP_SCHEME, APP_ANDROID_PACKAGE, APP_UNIVERSAL_LINK, WX_OPEN_APP_ID).
import type { AppInfoContent } from '@share/contract';
import { httpUrl, isValidAndroidPackage, isValidScheme, type AppLaunchConfig } from './launch-url';

export type AppInfoLaunch = Partial<
  Pick<AppLaunchConfig, 'scheme' | 'universalLinkBase' | 'androidPackage' | 'wxOpenAppId'>
>;

const WX_APP_ID = /^wx[0-9a-z]{8,32}$/i;

/** 'nanling://', 'nanling:' or 'nanling' as the scheme name 'nanling'; null when it is none. */
function schemeName(value: string | undefined): string | null {
  const name = (value ?? '')
    .trim()
    .replace(/:(\/\/)?$/, '')
    .toLowerCase();
  return isValidScheme(name) ? name : null;
}

/** The first of `values` that `read` accepts. */
function first<T>(values: Array<string | undefined>, read: (value: string | undefined) => T | null): T | undefined {
  for (const value of values) {
    const accepted = read(value);
    if (accepted !== null) return accepted;
  }
  return undefined;
}

/** The launch fields the app info gives: the top-level field first, then its copy in open_app. */
export function appInfoLaunch(info: Pick<AppInfoContent, 'scheme' | 'android_package' | 'open_app'>): AppInfoLaunch {
  const open = info.open_app ?? {};
  const launch: AppInfoLaunch = {
    scheme: first([info.scheme, open.scheme], schemeName),
    androidPackage: first([info.android_package, open.android_package], (value) => {
      const name = value?.trim();
      return isValidAndroidPackage(name) ? name : null;
    }),
    universalLinkBase: first([open.universal_link], (value) => httpUrl(value?.trim())),
    wxOpenAppId: first([open.wx_open_app_id], (value) => {
      const id = value?.trim() ?? '';
      return WX_APP_ID.test(id) ? id : null;
    }),
  };
  return Object.fromEntries(Object.entries(launch).filter(([, value]) => value !== undefined)) as AppInfoLaunch;
}
