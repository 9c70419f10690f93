/**
 * The site configuration every page needs on its first paint (spec §3): the theme colour, the
 * banner's h5_config, the navigation built from bottomNavigationBar and the groups, and the app
 * download address. When the platform is unreachable the site still renders, with the defaults.
 */
import type { ShareApi } from '@share/api-client';
import type { AppInfoContent } from '@share/contract';
import { appInfoLaunch, type AppLaunchConfig } from '@share/open-app';
import type { BannerConfig, BottomNavigationConfig, NavigationItem } from '@share/ui';

export interface SiteConfig {
  primaryColor: string | null;
  banner: BannerConfig | null;
  navigation: BottomNavigationConfig | null;
  downloadUrl: string | null;
  /** How to open the app, as far as the app info says (the settings fill in the rest). */
  openApp: Partial<Pick<AppLaunchConfig, 'scheme' | 'universalLinkBase' | 'androidPackage' | 'wxOpenAppId'>>;
  /** False when the platform could not be reached: pages show their empty states. */
  online: boolean;
}

/** The defaults: no configuration at all. */
export const OFFLINE_SITE_CONFIG: SiteConfig = {
  primaryColor: null,
  banner: null,
  navigation: null,
  downloadUrl: null,
  openApp: {},
  online: false,
};

/** The value, or null when the platform fails: every part of the configuration is optional. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

type RawNavigationItem = AppInfoContent['bottomNavigationBar']['navigationItems'][number] & {
  icons: { normal?: string; selected?: string };
  /** Public id of the module a `content_model` item opens. */
  content_model_id?: unknown;
};

export async function loadSiteConfig(api: ShareApi): Promise<SiteConfig> {
  // Each answer is checked against the contract before it is read (the load context's client and
  // ShareApi.appInfo), so a wrong-shaped answer becomes a missing part, never a TypeError.
  const [info, groups, downloadUrl] = await Promise.all([
    orNull(api.appInfo()),
    orNull(api.endpoints.groups({})),
    orNull(api.appDownloadUrl()),
  ]);
  const groupNames = new Map((groups?.list ?? []).map((group) => [group.id, group.name]));
  const bar = info?.bottomNavigationBar;
  const navigation: BottomNavigationConfig | null = bar
    ? {
        selectedLabelColor: bar.selectedLabelColor ?? null,
        unselectedLabelColor: bar.unselectedLabelColor ?? null,
        navigationItems: (bar.navigationItems as RawNavigationItem[]).map((item): NavigationItem => ({
          id: item.id,
          title: item.title,
          binding: item.binding ?? null,
          isHome: item.isHome ?? false,
          groups: item.groups
            .filter((id) => groupNames.has(id))
            .map((id) => ({ id, title: groupNames.get(id) as string })),
          icons: { selected: item.icons.selected ?? null, unselected: item.icons.normal ?? null },
          contentModelId:
            typeof item.content_model_id === 'string' && item.content_model_id ? item.content_model_id : null,
        })),
      }
    : null;
  const h5 = info?.h5_config;
  return {
    primaryColor: info?.primaryColor ?? null,
    banner: h5
      ? { siteName: h5.site_name || null, siteLogo: h5.site_logo || null, description: h5.descriptions || null }
      : null,
    navigation,
    downloadUrl: downloadUrl || null,
    // The platform's scheme and package (top of app_info, else open_app.*) win over the settings'.
    openApp: info ? appInfoLaunch(info) : {},
    online: info !== null,
  };
}
