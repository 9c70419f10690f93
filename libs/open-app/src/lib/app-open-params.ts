import type { AppOpenParams } from './app-open-query';

/** The fields of a content item (DocDetail) the app needs to land on it. */
export interface OpenableItem {
  post_id: string;
  id?: string | null;
  content_type: string;
  type?: string | null;
  content_link?: string | null;
  mp?: number | null;
}

/**
 * Spec §3's app-open parameters of a content item: stype is the item's content_type (what the app
 * opens), type the detail-page type, id and post_id the public id, content_link the API path the app
 * loads it from, mp 1 for media-account content.
 */
export function appOpenParamsOf(item: OpenableItem): AppOpenParams {
  return {
    stype: item.content_type,
    id: item.id || item.post_id,
    type: item.type || null,
    post_id: item.post_id,
    content_link: item.content_link || null,
    mp: item.mp ?? null,
  };
}
