// The one mapping of a platform content item to a content card, beside the card: every list of the
// site (home, lists, search, bar, a detail page's related/hot/picks/recommendations, special groups)
// shows the same item the same way.
import type { DocSummary } from '@share/contract';
import { LINK_CONTENT_TYPES, linkItemAddress, SHARE_BASE_PATH } from '@share/contract/browser';
import type { EditorPickItem } from '../editor-picks-list/editor-picks-list';

/** A card's cover: style.data[0] thumb, else url, else wbep_thumb (the small picture first). */
export function coverOf(item: Pick<DocSummary, 'style'>): string | null {
  const first = item.style?.data?.[0];
  return first?.thumb || first?.url || first?.wbep_thumb || null;
}

/**
 * Where a card goes: an h5 or link item to its payload.url (http or https only, spec §3), any other
 * item to its root-relative share_link; only site paths are let through, the home page otherwise.
 */
export function hrefOf(item: Pick<DocSummary, 'share_link' | 'content_type' | 'payload'>): string {
  const address = LINK_CONTENT_TYPES.includes(item.content_type) ? linkItemAddress(item.payload) : null;
  if (address) return address;
  const link = item.share_link ?? '';
  return link.startsWith(`${SHARE_BASE_PATH}/`) ? link : `${SHARE_BASE_PATH}/`;
}

/** ContentCard props of an item (title, cover, type tag, source, counts, relative time, link), with its id for keys and exposure. */
export function cardOf(item: DocSummary): EditorPickItem & { id: string; exposureId: string } {
  return {
    id: item.post_id,
    exposureId: item.post_id,
    title: item.title,
    href: hrefOf(item),
    cover: coverOf(item),
    catalog: item.content_type,
    source: item.source_alias || null,
    viewCount: item.view_count ?? null,
    commentCount: item.comment_count ? item.comment_count : null,
    // Epoch seconds of the platform; the card's relative time reads seconds and milliseconds alike.
    publishAt: item.publish_at || null,
    duration: item.duration_str || null,
  };
}
