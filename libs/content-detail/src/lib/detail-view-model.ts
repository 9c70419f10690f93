// The view models of a detail page: what the loader sends to the page instead of the platform's
// objects. Every field here is one a view or the container reads; the rest of the platform's item
// (other picture sizes, wbep_thumb, meta, pc_link, the sanitised body's raw source, a gallery's
// pictures twice…) stays on the server and never reaches the hydration data. Pure and browser-safe:
// the browser maps the lists' later pages with the same functions.
import { cardOf, hrefOf, type CardItem } from '@share/ui';
import type { ContentType, DocDetail, DocList, DocSummary, MediaAccount } from '@share/contract';
import type { AlbumTrack } from './album-body';
import type { AlbumStatus } from './album-status';
import { commentsAreOpen } from './comments/reply-mode';
import { galleryImagesOf, type GalleryImage } from './payloads';
import { fullImageOf } from './share-meta';
import type { SpecialGroup } from './special-groups';

/** A page of a list's rows (cards or hot-list rows) and the list's total (its load-more reads the total). */
export interface RowPage<T> {
  list: T[];
  total: number;
}

export type CardPage = RowPage<CardItem>;

/** A hot-list row: rank title, link and the view count as its heat. */
export interface HotRow {
  id: string;
  title: string;
  href: string;
  heat: number;
}

export function hotRowOf(item: DocSummary): HotRow {
  return { id: item.post_id, title: item.title, href: hrefOf(item), heat: item.view_count };
}

/**
 * The cards of a page's lists, one object per item: an item listed twice (related and recommended,
 * hot and editor's pick) is the same object, which the hydration data serialises once.
 */
export function cardCache(): (item: DocSummary) => CardItem {
  const cards = new Map<string, CardItem>();
  return (item) => {
    const known = cards.get(item.post_id);
    if (known) return known;
    const card = cardOf(item);
    cards.set(item.post_id, card);
    return card;
  };
}

export function rowPageOf<T>(page: DocList, rowOf: (item: DocSummary) => T): RowPage<T> {
  return { list: page.list.map((item) => rowOf(item)), total: page.total };
}

export function cardPageOf(page: DocList, card: (item: DocSummary) => CardItem = cardOf): CardPage {
  return rowPageOf(page, card);
}

/**
 * A short fingerprint of first pages as the views render them (FNV-1a of their JSON): the server's
 * and the browser's pages hydrate the same HTML only when their stamps agree.
 */
export function firstPagesStamp(pages: unknown): string {
  const text = JSON.stringify(pages);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The content types whose body reads the payload (mini program, link card, sp_topic card). */
const PAYLOAD_TYPES: readonly string[] = ['mini_program', 'h5', 'link', 'sp_topic'];

/** What a detail page shows of its item, and what the app-open, statistics and actions need of it. */
export interface DetailView {
  post_id: string;
  id: string;
  title: string;
  summary: string;
  /** Root-relative share link (the page's canonical address and the live sub-screens' base). */
  share_link: string;
  content_type: ContentType;
  track_id: string;
  /** The app-open parameters of spec §3: type, content_link, mp. */
  type: string;
  content_link: string;
  mp: number;
  source_alias: string;
  publish_at: number;
  view_count: number;
  like_count: number;
  collect_count: number;
  comment_count: number;
  duration_str: string;
  pic_num: number;
  mp_user_id: string;
  album_status: AlbumStatus | null;
  expired_at: number | null;
  /** The full-size picture (share image, poster, album and card cover). */
  cover: string;
  /** Spec §2/§5: meta.comment_available is 'true' and enable_comment is on. */
  commentsOpen: boolean;
  /** The payload, for the types whose body reads it (left out for the others). */
  payload?: Record<string, unknown>;
  /** A gallery's pictures (left out for other types). */
  images?: GalleryImage[];
  /** The playable media of video, svideo and audio items (left out when there is none). */
  media?: { url: string; cover?: string };
  /** Related reading, as cards. */
  relations: CardItem[];
}

export function detailViewOf(detail: DocDetail, card: (item: DocSummary) => CardItem = cardOf): DetailView {
  const view: DetailView = {
    post_id: detail.post_id,
    id: detail.id,
    title: detail.title,
    summary: detail.summary,
    share_link: detail.share_link,
    content_type: detail.content_type,
    track_id: detail.track_id,
    type: detail.type,
    content_link: detail.content_link,
    mp: detail.mp,
    source_alias: detail.source_alias,
    publish_at: detail.publish_at,
    view_count: detail.view_count,
    like_count: detail.like_count,
    collect_count: detail.collect_count,
    comment_count: detail.comment_count,
    duration_str: detail.duration_str,
    pic_num: detail.pic_num,
    mp_user_id: detail.mp_user_id,
    album_status: detail.album_status ?? null,
    expired_at: detail.expired_at ?? null,
    cover: fullImageOf(detail),
    commentsOpen: commentsAreOpen(detail),
    relations: (detail.relations ?? []).map((item) => card(item)),
  };
  if (PAYLOAD_TYPES.includes(detail.content_type)) view.payload = detail.payload ?? {};
  if (detail.content_type === 'image') view.images = galleryImagesOf(detail);
  if (detail.media)
    view.media = detail.media.cover ? { url: detail.media.url, cover: detail.media.cover } : { url: detail.media.url };
  return view;
}

/** A special's groups with their items as cards (one object per item across the groups). */
export function cardGroupsOf(
  groups: SpecialGroup<DocSummary>[],
  card: (item: DocSummary) => CardItem = cardCache(),
): SpecialGroup<CardItem>[] {
  return groups.map((group) => ({ ...group, content_list: group.content_list.map((item) => card(item)) }));
}

/** What the header shows of a media account, and the uid the follow button follows. */
export type AccountView = Pick<MediaAccount, 'uid' | 'name' | 'avatar' | 'is_follow'>;

export function accountViewOf(account: MediaAccount): AccountView {
  return { uid: account.uid, name: account.name, avatar: account.avatar, is_follow: account.is_follow };
}

/** An album's tracks as its list shows them. */
export function albumTracksOf(page: DocList): AlbumTrack[] {
  return page.list.map((track) => ({
    id: track.post_id,
    title: track.title,
    href: track.share_link,
    duration: track.duration_str,
  }));
}
