import crypto from 'node:crypto';
import type { Router } from 'express';
import { API_CODE, decodePublicId, encodePublicId, type AppInfoContent } from '@share/contract';
import { nowSeconds } from '../clock';
import { getSetting } from '../db/database';
import { ApiError } from '../http/api-error';
import { addEndpoint } from '../http/endpoint-router';
import { MSG } from '../messages';
import type { ApiContext } from '../services/context';
import { findPublished, renderSummary } from '../services/content';

export const DEFAULT_PRIMARY_COLOR = '#FF4A26';

/** Settings keys written by the seeder. */
export const SETTING = {
  appInfo: 'app_info',
  staticModules: 'static_modules',
  wxshare: 'wxshare',
  hotWords: 'hot_words',
} as const;

export interface WxShareDefaults {
  title: string;
  desc: string;
  imgUrl: string;
  appId: string;
}

const DEFAULT_APP_INFO: AppInfoContent = {
  primaryColor: DEFAULT_PRIMARY_COLOR,
  h5_config: { site_name: '', site_logo: '', descriptions: '' },
  bottomNavigationBar: {
    navigationItems: [],
    unselectedLabelColor: '#999999',
    selectedLabelColor: DEFAULT_PRIMARY_COLOR,
  },
};

export function registerSiteRoutes(router: Router, ctx: ApiContext): void {
  const { db } = ctx;
  const wxDefaults = () =>
    getSetting<WxShareDefaults>(db, SETTING.wxshare) ?? { title: '', desc: '', imgUrl: '', appId: 'wx-local-dev' };

  addEndpoint(router, 'appInfo', () => ({
    app_info: JSON.stringify(getSetting<AppInfoContent>(db, SETTING.appInfo) ?? DEFAULT_APP_INFO),
  }));

  addEndpoint(router, 'staticModule', ({ query }) => {
    const modules = getSetting<Record<string, unknown>>(db, SETTING.staticModules) ?? {};
    if (!(query.module in modules)) throw new ApiError(API_CODE.NOT_FOUND, MSG.moduleNotFound);
    return JSON.stringify(modules[query.module]);
  });

  addEndpoint(router, 'groups', () => ({
    list: (
      db.prepare('SELECT id, key, name, type, layout, is_default FROM groups ORDER BY sort, id').all() as {
        id: number;
        key: string | null;
        name: string;
        type: string;
        layout: string;
        is_default: number;
      }[]
    ).map((group) => ({
      id: encodePublicId(group.id),
      name: group.name,
      type: group.type,
      layout: group.layout,
      is_default: group.is_default === 1,
    })),
  }));

  addEndpoint(router, 'hotWords', () => ({ list: getSetting<string[]>(db, SETTING.hotWords) ?? [] }));

  addEndpoint(router, 'wxShare', ({ query }) => {
    const defaults = wxDefaults();
    let path = query.path;
    try {
      path = decodeURIComponent(query.path);
    } catch {
      // keep the raw value
    }
    // A detail page shares its own item: the segment before index.html is its public id.
    const segments = path.split('?')[0].split('/');
    const id = decodePublicId(segments[segments.length - 2]);
    const item = id !== null ? findPublished(db, id) : undefined;
    if (item) {
      const summary = renderSummary(db, item);
      return {
        title: summary.title,
        desc: summary.summary || defaults.desc,
        link: path,
        imgUrl: summary.style.data[0]?.thumb || defaults.imgUrl,
      };
    }
    return { title: defaults.title, desc: defaults.desc, link: path, imgUrl: defaults.imgUrl };
  });

  addEndpoint(router, 'wxSignature', ({ query }) => {
    // No messaging-app backend here: the ticket is a local stand-in, signed the same way (SHA-1).
    const ticket = 'local-jsapi-ticket';
    const nonceStr = crypto.randomBytes(8).toString('hex');
    const timestamp = nowSeconds(ctx.clock);
    const signature = crypto
      .createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${query.url.split('#')[0]}`)
      .digest('hex');
    return { appId: wxDefaults().appId, timestamp, nonceStr, signatrue: signature, signature };
  });
}
