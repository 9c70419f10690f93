/**
 * The site configuration every page needs on its first paint (spec §3): the theme colour, the
 * banner's h5_config, the navigation built from bottomNavigationBar and the groups, and the app
 * download address. When the platform is unreachable the site still renders, with the defaults.
 */
import type { BannerConfig, BottomNavigationConfig, NavigationItem } from '@share/ui';
import { orFallback, platformGet } from './platform.server';

export interface SiteConfig {
  primaryColor: string | null;
  banner: BannerConfig | null;
  navigation: BottomNavigationConfig | null;
  downloadUrl: string | null;
  /** How to open the app, as far as the app info says (the settings fill in the rest). */
  openApp: Partial<Record<'scheme' | 'universalLinkBase' | 'androidPackage' | 'wxOpenAppId', string>>;
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

interface RawNavigationItem {
  id: string;
  title: string;
  binding?: string;
  category?: string;
  isHome?: boolean;
  groups?: string[];
  icons?: { normal?: string; selected?: string };
}

interface RawAppInfo {
  primaryColor?: string;
  /** Optional: how the app is opened (issue 13); absent fields come from the site's settings. */
  open_app?: { scheme?: string; universal_link?: string; android_package?: string; wx_open_app_id?: string };
  h5_config?: { site_name?: string; site_logo?: string; descriptions?: string };
  bottomNavigationBar?: {
    navigationItems?: RawNavigationItem[];
    selectedLabelColor?: string;
    unselectedLabelColor?: string;
  };
}

function parseJson<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export async function loadSiteConfig(request: Request): Promise<SiteConfig> {
  const [appInfo, groups, download] = await Promise.all([
    orFallback(platformGet<{ app_info: string }>('/peony/v1/app/info', undefined, request), null),
    orFallback(platformGet<{ list: Array<{ id: string; name: string }> }>('/peony/v1/group', undefined, request), null),
    orFallback(platformGet<string>('/peony/v1/system/static', { module: 'app_download_url' }, request), null),
  ]);
  const info = parseJson<RawAppInfo>(appInfo?.app_info);
  const groupNames = new Map((groups?.list ?? []).map((group) => [group.id, group.name]));
  const bar = info?.bottomNavigationBar;
  const navigation: BottomNavigationConfig | null = bar?.navigationItems
    ? {
        selectedLabelColor: bar.selectedLabelColor ?? null,
        unselectedLabelColor: bar.unselectedLabelColor ?? null,
        navigationItems: bar.navigationItems.map(
          (item): NavigationItem => ({
            id: item.id,
            title: item.title,
            binding: item.binding ?? null,
            category: item.category ?? null,
            isHome: item.isHome ?? false,
            groups: (item.groups ?? [])
              .filter((id) => groupNames.has(id))
              .map((id) => ({ id, title: groupNames.get(id) as string })),
            icons: { selected: item.icons?.selected ?? null, unselected: item.icons?.normal ?? null },
          }),
        ),
      }
    : null;
  const h5 = info?.h5_config;
  return {
    primaryColor: info?.primaryColor ?? null,
    banner: h5 ? { siteName: h5.site_name ?? null, siteLogo: h5.site_logo ?? null, description: h5.descriptions ?? null } : null,
    navigation,
    downloadUrl: parseJson<{ url?: string }>(download)?.url ?? null,
    openApp: {
      ...(info?.open_app?.scheme ? { scheme: info.open_app.scheme } : {}),
      ...(info?.open_app?.universal_link ? { universalLinkBase: info.open_app.universal_link } : {}),
      ...(info?.open_app?.android_package ? { androidPackage: info.open_app.android_package } : {}),
      ...(info?.open_app?.wx_open_app_id ? { wxOpenAppId: info.open_app.wx_open_app_id } : {}),
    },
    online: appInfo !== null,
  };
}
