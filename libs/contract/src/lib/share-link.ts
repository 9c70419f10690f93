/**
 * The one place that knows the share site's URL scheme. Both the platform API (which hands out
 * share_link) and the site use it, so a link the API gives out is always a route the site serves.
 */

export interface ShareLinkInput {
  content_type: string;
  /** Public id of the item. */
  post_id: string;
  /** Unix seconds; gives the {year}/{month} segments. */
  publish_at: number;
  /** news (default), mp for media-account content, preview-holly for preview documents. */
  actor?: string;
  topic_name?: string;
  payload?: Record<string, unknown>;
}

import { SHARE_BASE_PATH } from './base-path';

export { SHARE_BASE_PATH };
export const DEFAULT_ACTOR = 'news';
export const MP_ACTOR = 'mp';
export const PREVIEW_ACTOR = 'preview-holly';
/**
 * The query parameter of a preview link that carries its credential (issue 58): `{expiry}.{signature}`,
 * the expiry in unix seconds and the signature the base64url HMAC-SHA256 of `{public id}.{expiry}`
 * under the platform's secret. The site passes it to the preview endpoint; without a valid one the
 * platform refuses the draft (docs/hardening.md says how the platform issues it).
 */
export const PREVIEW_TOKEN_PARAM = 'preview_token';

/** content_type to the {type} segment of a detail route. */
export const PAGE_TYPE_BY_CONTENT_TYPE: Readonly<Record<string, string>> = {
  article: 'doc',
  image: 'gallery',
  video: 'video',
  svideo: 'svideo',
  audio: 'audio',
  audio_album: 'audio_album',
  video_album: 'video_album',
  mini_program: 'mini_program',
  local_live: 'local_live',
  live: 'local_live',
};

function yearMonth(publishAt: number): [string, string] {
  const date = new Date(publishAt * 1000);
  return [String(date.getUTCFullYear()), String(date.getUTCMonth() + 1).padStart(2, '0')];
}

/**
 * An absolute http(s) address, trimmed, or null. Anything else is refused: javascript:, data: and
 * every other scheme, relative and protocol-relative addresses, addresses with a user or password.
 * The scheme is compared without regard to case (HTTPS://… is https).
 */
export function httpAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname)
    return null;
  return url.href;
}

/** Content types whose item is a web address (spec §3 payload of h5 and link: url, real_url, nav, capsule, bizName). */
export const LINK_CONTENT_TYPES: readonly string[] = ['h5', 'link'];

/**
 * Where an h5 or link item opens (spec §3 linkDetailspage): its payload.url when that is an http(s)
 * address, else null (the item has nowhere to go).
 */
export function linkItemAddress(payload: Record<string, unknown> | null | undefined): string | null {
  return httpAddress(payload?.['url']);
}

/** Root-relative share link of an item ('' when the item has no page, e.g. a link without url). */
export function shareLinkFor(item: ShareLinkInput): string {
  const actor = item.actor || DEFAULT_ACTOR;
  const [year, month] = yearMonth(item.publish_at);
  switch (item.content_type) {
    case 'special':
      return `${SHARE_BASE_PATH}/${actor}/special/${year}/${month}/${item.post_id}/index.html`;
    case 'sp_topic':
      return `${SHARE_BASE_PATH}/special/${item.post_id}/index.html`;
    case 'topic':
      return dejinShareLink({ topic: item.topic_name ?? '' });
    case 'cloud_form':
      return `${SHARE_BASE_PATH}/activity/${item.post_id}/index.html`;
    case 'h5':
    case 'link':
      return linkItemAddress(item.payload) ?? '';
    default: {
      const pageType = PAGE_TYPE_BY_CONTENT_TYPE[item.content_type];
      if (!pageType) return '';
      return `${SHARE_BASE_PATH}/${actor}/${pageType}/${year}/${month}/${item.post_id}/index.html`;
    }
  }
}

/**
 * Dejin share pages (spec §2): a post's detail, a user's personal page, a topic by name, the
 * catalogue, and the content list (of one catalogue when `catalog_id` is given).
 */
export type DejinSharePage =
  { post: string } | { personal: string } | { topic: string } | { content: string | null } | 'catalog';

export function dejinShareLink(target: DejinSharePage): string {
  const base = `${SHARE_BASE_PATH}/dejin`;
  if (target === 'catalog') return `${base}/catalog/index.html`;
  if ('post' in target) return `${base}/detail/${encodeURIComponent(target.post)}/index.html`;
  if ('personal' in target) return `${base}/personal/${encodeURIComponent(target.personal)}/index.html`;
  if ('topic' in target) return `${base}/topic/${encodeURIComponent(target.topic)}/index.html`;
  return target.content === null
    ? `${base}/content/index.html`
    : `${base}/content/index.html?catalog_id=${encodeURIComponent(target.content)}`;
}
