// The one mapping of a platform content item to a content card, beside the card: every list of the
// site (home, lists, search, bar, a detail page's related/hot/picks/recommendations, special groups)
// shows the same item the same way.
import type { DocSummary } from '@share/contract';
import { LINK_CONTENT_TYPES, linkItemAddress, SHARE_BASE_PATH } from '@share/contract/browser';

/** The picture sizes of an item's style.data[0] (a list may keep only the one its card shows). */
export interface CoverSource {
  style?: { data?: Array<{ thumb?: string; url?: string; wbep_thumb?: string }> };
}

/** What a card reads of a platform item: a DocSummary, or a list's item slimmed to these fields. */
export type CardSource = Pick<
  DocSummary,
  | 'post_id'
  | 'title'
  | 'share_link'
  | 'content_type'
  | 'source_alias'
  | 'view_count'
  | 'comment_count'
  | 'publish_at'
  | 'duration_str'
> &
  Partial<Pick<DocSummary, 'payload'>> &
  CoverSource;

/** A card's cover: style.data[0] thumb, else url, else wbep_thumb (the small picture first). */
export function coverOf(item: CoverSource): string | null {
  const first = item.style?.data?.[0];
  return first?.thumb || first?.url || first?.wbep_thumb || null;
}

/**
 * Where a card goes: an h5 or link item to its payload.url (http or https only, spec §3), any other
 * item to its root-relative share_link; only site paths are let through, the home page otherwise.
 */
export function hrefOf(
  item: Pick<DocSummary, 'share_link' | 'content_type'> & Partial<Pick<DocSummary, 'payload'>>,
): string {
  const address = LINK_CONTENT_TYPES.includes(item.content_type) ? linkItemAddress(item.payload) : null;
  if (address) return address;
  const link = item.share_link ?? '';
  return link.startsWith(`${SHARE_BASE_PATH}/`) ? link : `${SHARE_BASE_PATH}/`;
}

/**
 * What a content card shows of an item, and its id (keys, exposure): the view model a loader sends
 * to the page instead of the platform's item (no other picture sizes, payload, meta or api paths). A
 * part the card does not show (no cover, no source, no comments, no duration) is left out, not null.
 */
export interface CardItem {
  id: string;
  title: string;
  href: string;
  /** The one picture the card shows (coverOf). */
  cover?: string;
  /** content_type; drives the tag. */
  catalog: string;
  source?: string;
  viewCount?: number;
  /** Left out for 0: the card shows no comment count then. */
  commentCount?: number;
  /** Epoch seconds of the platform; the card's relative time reads seconds and milliseconds alike. */
  publishAt?: number;
  duration?: string;
}

/** ContentCard props of an item (title, cover, type tag, source, counts, relative time, link), with its id. */
export function cardOf(item: CardSource): CardItem {
  const card: CardItem = { id: item.post_id, title: item.title, href: hrefOf(item), catalog: item.content_type };
  const cover = coverOf(item);
  if (cover) card.cover = cover;
  if (item.source_alias) card.source = item.source_alias;
  if (item.view_count != null) card.viewCount = item.view_count;
  if (item.comment_count) card.commentCount = item.comment_count;
  if (item.publish_at) card.publishAt = item.publish_at;
  if (item.duration_str) card.duration = item.duration_str;
  return card;
}
