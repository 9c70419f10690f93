// The data a detail page renders: what the loaders return and the views take as props.
import type { CommentList, DocDetail, DocList, DocSummary, MediaAccount } from '@share/contract';
import type { SpecialGroup } from './special-groups';

/** Recommendation page size (spec §9). */
export const RECOMMEND_PAGE_SIZE = 10;
/** Comments page size and first page (spec §9). */
export const COMMENTS_PAGE_SIZE = 10;
export const COMMENTS_FIRST_PAGE = 1;
/** Audio album track limit (spec §9); the platform caps video albums at the same size. */
export const AUDIO_ALBUM_LIMIT = 30;

/** The detail; its content (raw HTML) is dropped once sanitised into ContentDetailData.html. */
export type DetailDoc = DocDetail;

export interface ContentDetailData {
  detail: DetailDoc;
  /** The body, sanitised on the server. */
  html: string;
  /** The route's page type (doc, video, gallery…); drives the blocks shown. */
  pageType: string;
  preview: boolean;
  /** Media-account content (actor mp). */
  mp: boolean;
  account: MediaAccount | null;
  tracks: DocList | null;
  comments: CommentList | null;
  hot: DocList | null;
  editor: DocList | null;
  recommend: DocList | null;
  /** Server time of the render (epoch ms), so relative times agree before and after hydration. */
  now: number;
  /** The request's origin, for absolute share addresses. */
  origin: string;
}

export interface SpecialDetailData {
  special: DocSummary;
  banner: string;
  /** Each group's first page (SPECIAL_PAGE_SIZE items) and its total. */
  groups: SpecialGroup<DocSummary>[];
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
