// The page data of content-detail's views for stories and specs: the loaders' shapes
// (ContentDetailData, SpecialDetailData) assembled from @share/api-client/testing's fixtures the way
// the loaders assemble them. The platform's data itself comes from the testing entry only.
import {
  FIXTURE_NOW_S,
  fixtureCommentList,
  fixtureDocDetailOf,
  fixturePagedList,
  fixtureSpecialDetail,
  type FixtureSpecial,
} from '@share/api-client/testing';
import type { DocDetail } from '@share/contract';
import type { ContentDetailData, DetailFirstPages, SpecialDetailData } from './detail-data';
import { albumTracksOf, cardGroupsOf, cardPageOf, detailViewOf, hotRowOf, rowPageOf } from './detail-view-model';
import { normalizeSpecial } from './special-groups';

/** The fixtures' "now" in ms (2026-11-21 12:00 UTC+8). */
export const FIXTURE_NOW = FIXTURE_NOW_S * 1000;
export const FIXTURE_ORIGIN = 'https://m.example.cn';

/**
 * A detail page's data: the testing entry's DocDetail of `detail.content_type` (article by default)
 * with `detail` over it, its body as the loader's sanitised html and the first comments page; albums
 * get their tracks. The recommendation lists are not part of it (render-only data, firstPagesFixture).
 */
export function pageFixture(
  detail: Partial<DocDetail> = {},
  pageType = 'doc',
  extra: Partial<ContentDetailData> = {},
): ContentDetailData {
  const doc = fixtureDocDetailOf(detail.content_type ?? 'article', detail);
  const album = doc.content_type === 'audio_album' || doc.content_type === 'video_album';
  return {
    detail: detailViewOf(doc),
    html: doc.content ?? '',
    pageType,
    preview: false,
    mp: doc.mp === 1,
    account: null,
    tracks: album ? albumTracksOf(fixturePagedList(30, doc.album_status?.total ?? 6)) : null,
    comments: fixtureCommentList(),
    listsStamp: null,
    now: FIXTURE_NOW,
    origin: FIXTURE_ORIGIN,
    ...extra,
  };
}

/** The recommendation lists' first pages as the loader maps them (hot 10 of 25, editor 3, recommendations 10 of 30). */
/** Where the editor picks' and recommendations' fixture stories start (the hot list's at 1). */
export const EDITOR_START = 101;
export const RECOMMEND_START = 201;

export function firstPagesFixture(): DetailFirstPages {
  return {
    hot: rowPageOf(fixturePagedList(10, 25), hotRowOf),
    // Apart from the hot list's stories: a page shows a story once (oneStoryPerPage).
    editor: cardPageOf(fixturePagedList(10, 3, 1, EDITOR_START)),
    recommend: cardPageOf(fixturePagedList(10, 30, 1, RECOMMEND_START)),
  };
}

/** A special page's data, from the platform's answer through the loader's own normalizeSpecial. */
export function specialPageFixture(
  answer: FixtureSpecial = fixtureSpecialDetail(),
  extra: Partial<SpecialDetailData> = {},
): SpecialDetailData {
  const { groups, sections } = normalizeSpecial(answer.groups, answer.sections);
  return {
    special: answer.special,
    banner: answer.banner,
    groups: cardGroupsOf(groups),
    sections: sections.map(({ group_id, name }) => ({ group_id, name })),
    preview: false,
    now: FIXTURE_NOW,
    origin: FIXTURE_ORIGIN,
    ...extra,
  };
}
