/**
 * The deferred deep link and the share funnel (issue 63), the parts the browser, the platform and the
 * app share: the 口令 text a download tap copies, how the app finds the token in it, the share id a
 * share link carries and the names of the funnel's steps and environment classes.
 */

/** Random bytes of a link token: 128 bits, written as 22 base64url characters. */
export const LINK_TOKEN_BYTES = 16;
const LINK_TOKEN_CHARS = 22;
const TOKEN_IN_TEXT = new RegExp(`#([A-Za-z0-9_-]{${LINK_TOKEN_CHARS}})#`, 'g');

/** The query parameter of a share link that names its sharer's share id (old links have none). */
export const SHARE_ID_PARAM = 'share_id';
/** A share id: 72 random bits as 12 base64url characters; it names a share, never a person. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/**
 * The steps of the share funnel, in order: a page view, a tap on 打开APP, a launch attempted, the
 * visitor sent towards the download page (a link token issued), the token claimed by the app.
 */
export const FUNNEL_STEPS = ['view', 'open_app', 'launch', 'download', 'claim'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/**
 * Where a page beacons a funnel step (the route table's funnelEvent): a constant of its own, so a
 * page's first load has it without the route table, which comes with the first API call.
 */
export const FUNNEL_EVENT_PATH = '/peony/v1/share/event';
/** The steps the site reports (the platform counts claims itself). */
export const SITE_FUNNEL_STEPS = ['view', 'open_app', 'launch', 'download'] as const;
export type SiteFunnelStep = (typeof SITE_FUNNEL_STEPS)[number];

/**
 * Environment classes of the funnel: a bounded set (a metric label, a column), never the agent
 * string. in_app: QQ, Weibo and other in-app browsers that block schemes.
 */
export const FUNNEL_ENVIRONMENTS = ['wechat', 'mini', 'own', 'in_app', 'ios', 'android', 'other'] as const;
export type FunnelEnvironment = (typeof FUNNEL_ENVIRONMENTS)[number];

/** The text a download tap copies (the 口令 pattern): `【{app}】打开APP查看：{title} #{token}#`. */
export function linkTokenText(appName: string, title: string, token: string): string {
  return `【${appName}】打开APP查看：${title.replace(/#/g, '')} #${token}#`;
}

/** The token in a text the app read from the clipboard (the last `#…#` of 22 characters), or null. */
export function linkTokenOf(text: string): string | null {
  const matches = [...text.matchAll(TOKEN_IN_TEXT)];
  return matches.length ? matches[matches.length - 1][1] : null;
}
