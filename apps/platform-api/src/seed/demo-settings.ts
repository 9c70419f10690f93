// What only the operator knows, filled into the demo data set when it is seeded: the site's own origin
// (the demo H5 pages the API serves under /media/h5/, reached through the site) and the app's ids.
import type { DemoDataSet } from './demo-types';

export interface DemoSettings {
  /** DEMO_SITE_ORIGIN: where visitors reach the site; the demo H5 and link items point at its /media/h5/ pages. */
  siteOrigin: string;
  /** DEMO_IOS_APP_ID: the App Store id (app_info.ios_app_id); empty, the site offers no App Store link. */
  iosAppId: string;
  /** DEMO_WX_APP_ID: the WeChat official account's appId; empty, the site skips the JS-SDK share setup. */
  wxAppId: string;
  /** DEMO_APP_DOWNLOAD_URL: the app's download page; empty, the demo download page under /media/h5/. */
  downloadUrl: string;
}

/** `npm start` serves the site on 4200; the ids stay empty until an operator has real ones. */
export const DEMO_SETTINGS_DEFAULT: DemoSettings = {
  siteOrigin: 'http://127.0.0.1:4200',
  iosAppId: '',
  wxAppId: '',
  downloadUrl: '',
};

/** Prefix of the demo pages served from assets/h5 (the data names them by path, the seed adds the origin). */
export const DEMO_H5_PATH = '/media/h5/';
/** The download page 打开APP falls back to until the operator names the app's real one. */
export const DEMO_DOWNLOAD_PAGE = `${DEMO_H5_PATH}app-download.html`;

const ADDRESS_FIELDS = new Set(['url', 'real_url', 'pc_url', 'link_url']);

function withOrigin(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => withOrigin(entry, origin));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      ADDRESS_FIELDS.has(name) && typeof field === 'string' && field.startsWith(DEMO_H5_PATH)
        ? `${origin}${field}`
        : withOrigin(field, origin),
    ]),
  );
}

/** The demo data set with the site's origin on its H5 addresses and the operator's ids in its settings. */
export function withDemoSettings(data: DemoDataSet, settings: Partial<DemoSettings> = {}): DemoDataSet {
  const { siteOrigin, iosAppId, wxAppId, downloadUrl } = { ...DEMO_SETTINGS_DEFAULT, ...settings };
  const origin = siteOrigin.replace(/\/+$/, '');
  const filled = withOrigin(data, origin) as DemoDataSet;
  return {
    ...filled,
    site: {
      ...filled.site,
      app_info: { ...filled.site.app_info, ios_app_id: iosAppId },
      app_download_url: { url: downloadUrl || `${origin}${DEMO_DOWNLOAD_PAGE}` },
      wxshare: { ...filled.site.wxshare, appId: wxAppId },
    },
  };
}
