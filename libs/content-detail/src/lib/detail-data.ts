// The data a detail page renders: what the loaders return and the views take as props.
import { renderOnlyKey, type CardItem } from '@share/ui';
import type { DocSummary } from '@share/contract';
import type { CommentListView } from './comments/comment-view';
import type { AlbumTrack } from './album-body';
import type { AccountView, CardPage, DetailView, HotRow, RowPage } from './detail-view-model';
import type { SpecialGroup } from './special-groups';

/** Recommendation page size (spec §9): the site's server answers the first pages of this size from its cache. */
export { RECOMMEND_PAGE_SIZE } from '@share/contract/browser';
/** Comments page size and first page (spec §9). */
export const COMMENTS_PAGE_SIZE = 10;
export const COMMENTS_FIRST_PAGE = 1;
/** Audio album track limit (spec §9); the platform caps video albums at the same size. */
export const AUDIO_ALBUM_LIMIT = 30;

export interface ContentDetailData {
  /** What the page shows of the item (detailViewOf); its body is `html`. */
  detail: DetailView;
  /** The body, sanitised on the server. */
  html: string;
  /** The route's page type (doc, video, gallery…); drives the blocks shown. */
  pageType: string;
  preview: boolean;
  /** Media-account content (actor mp). */
  mp: boolean;
  account: AccountView | null;
  /** An album's tracks (first AUDIO_ALBUM_LIMIT), null for other types. */
  tracks: AlbumTrack[] | null;
  comments: CommentListView | null;
  /**
   * The stamp (firstPagesStamp) of the recommendation lists' first pages the server rendered; the
   * pages themselves reach the server render only (detailListsKey, render-only data), and the browser
   * fetches them when the block hydrates: with the same stamp they hydrate the server HTML, otherwise
   * the block is rendered again. Null when nothing was rendered (no such block, a data request).
   */
  listsStamp: string | null;
  /** Server time of the render (epoch ms), so relative times agree before and after hydration. */
  now: number;
  /** The request's origin, for absolute share addresses. */
  origin: string;
}

/** The first pages of a detail page's recommendation lists (null: the list failed). */
export interface DetailFirstPages {
  hot: RowPage<HotRow> | null;
  editor: CardPage | null;
  recommend: CardPage | null;
}

/** Where the loader puts an item's first pages for the server render (never the hydration data). */
export const detailListsKey = (owner: string) => renderOnlyKey<DetailFirstPages>(`detail-lists:${owner}`);

export interface SpecialDetailData {
  special: DocSummary;
  banner: string;
  /** Each group's first page (SPECIAL_PAGE_SIZE items, as cards) and its total. */
  groups: SpecialGroup<CardItem>[];
  sections: { group_id: string; name: string }[];
  preview: boolean;
  now: number;
  origin: string;
}

/**
 * The short form /special/{id?} (spec §2): the special page when the id is a special's; the item
 * alone when the special endpoint refuses but the content exists (sp_topic share links point here);
 * otherwise empty, or error when the platform could not be reached.
 */
export type SpecialShortData =
  | { kind: 'special'; special: SpecialDetailData }
  | { kind: 'item'; item: DocSummary; now: number; origin: string }
  | { kind: 'empty' | 'error'; now: number; origin: string };
