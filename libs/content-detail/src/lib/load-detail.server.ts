/**
 * Assembles a detail page's data from the platform API (spec §7): the detail from the published,
 * media-account or preview endpoint, then the page's optional blocks in parallel. An optional block
 * that fails is left empty; a missing detail is the caller's 404.
 */
import { isRefusal, type ShareApi } from '@share/api-client';
import type { RenderOnlyData } from '@share/ui';
import { commentListViewOf } from './comments/comment-view';
import type { CommentList, DocDetail, DocList, DocSummary, MediaAccount } from '@share/contract';
import { detailBlocksFor } from './detail-blocks';
import {
  accountViewOf,
  albumTracksOf,
  cardCache,
  cardGroupsOf,
  cardPageOf,
  detailViewOf,
  firstPagesStamp,
  hotRowOf,
  rowPageOf,
} from './detail-view-model';
import {
  AUDIO_ALBUM_LIMIT,
  COMMENTS_FIRST_PAGE,
  COMMENTS_PAGE_SIZE,
  RECOMMEND_PAGE_SIZE,
  detailListsKey,
  type ContentDetailData,
  type DetailFirstPages,
  type SpecialDetailData,
  type SpecialShortData,
} from './detail-data';
import { sanitizeRichText } from './sanitize-rich-text.server';
import { normalizeSpecial, SPECIAL_PAGE_SIZE, type SpecialGroupInput } from './special-groups';

/** The detail exists but is not what the route's page type shows. */
export class DetailNotFoundError extends Error {
  constructor(message = 'no document detail') {
    super(message);
    this.name = 'DetailNotFoundError';
  }
}

/** content_type values a page type shows (a doc page shows articles; local_live pages live items too). */
const CONTENT_TYPES_OF_PAGE: Record<string, readonly string[]> = {
  doc: ['article'],
  gallery: ['image'],
  local_live: ['local_live', 'live'],
};

export function pageShowsContentType(pageType: string, contentType: string): boolean {
  return (CONTENT_TYPES_OF_PAGE[pageType] ?? [pageType]).includes(contentType);
}

async function optional<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

export interface ContentDetailRequest {
  postId: string;
  pageType: string;
  preview: boolean;
  /** The preview link's credential (`preview_token`), passed through to the platform. */
  previewToken?: string;
  mp: boolean;
  origin: string;
  now?: number;
}

/**
 * @param renderOnly the request's render-only data (the load context's): the recommendation lists'
 *   first pages go there, for the server render only; without it (a data request renders nothing)
 *   they are not asked for. The browser fetches them when their block hydrates.
 */
export async function loadContentDetail(
  api: ShareApi,
  request: ContentDetailRequest,
  renderOnly: RenderOnlyData | null = null,
): Promise<ContentDetailData> {
  const { postId, pageType, preview, mp } = request;
  const { endpoints } = api;
  const detail = (await (preview
    ? endpoints.previewDetail({ params: { id: postId }, query: { preview_token: request.previewToken } })
    : mp
      ? endpoints.mpContentDetail({ params: { post_id: postId } })
      : endpoints.contentDetail({ params: { post_id: postId } }))) as DocDetail;
  if (!detail || !pageShowsContentType(pageType, detail.content_type)) throw new DetailNotFoundError();

  const blocks = detailBlocksFor(pageType);
  const isMp = mp || detail.mp === 1;
  const page = { query: { page: 1, size: RECOMMEND_PAGE_SIZE } };
  const commentsEndpoint = preview
    ? isMp
      ? endpoints.dinnerComments
      : endpoints.innerComments
    : isMp
      ? endpoints.mpComments
      : endpoints.comments;
  const album = detail.content_type === 'audio_album' || detail.content_type === 'video_album';
  // Only a render shows the lists (and only in its HTML).
  const lists = blocks.recommend && renderOnly !== null;

  const [account, tracks, comments, hot, editor, recommend] = await Promise.all([
    isMp && detail.mp_user_id
      ? optional(endpoints.mpInfo({ params: { uid: detail.mp_user_id } }) as Promise<MediaAccount>)
      : null,
    album
      ? optional(
          endpoints.albumTracks({
            params: { series: detail.content_type, uid: detail.post_id },
            query: { page: 1, size: AUDIO_ALBUM_LIMIT },
          }) as Promise<DocList>,
        )
      : null,
    // A page without a comment block but with the bar (a gallery) shows its comments in a sheet.
    blocks.comments || blocks.commentFooter
      ? optional(
          commentsEndpoint({
            params: { id: detail.post_id },
            query: { page: COMMENTS_FIRST_PAGE, size: COMMENTS_PAGE_SIZE },
          }) as Promise<CommentList>,
        )
      : null,
    lists ? optional(endpoints.hot72h(page) as Promise<DocList>) : null,
    lists ? optional(endpoints.editorRecommend(page) as Promise<DocList>) : null,
    lists ? optional(endpoints.recommend(page) as Promise<DocList>) : null,
  ]);

  const card = cardCache();
  const cards = (list: DocList | null) => (list ? cardPageOf(list, card) : null);
  const firstPages: DetailFirstPages = {
    hot: hot ? rowPageOf(hot, hotRowOf) : null,
    editor: cards(editor),
    recommend: cards(recommend),
  };
  if (lists && renderOnly) detailListsKey(detail.post_id).put(renderOnly, firstPages);
  return {
    detail: detailViewOf(detail, card),
    html: sanitizeRichText(detail.content),
    pageType,
    preview,
    mp: isMp,
    account: account ? accountViewOf(account) : null,
    tracks: tracks ? albumTracksOf(tracks) : null,
    comments: comments ? commentListViewOf(comments) : null,
    listsStamp: lists ? firstPagesStamp(firstPages) : null,
    now: request.now ?? Date.now(),
    origin: request.origin,
  };
}

export interface SpecialDetailRequest {
  id: string;
  preview: boolean;
  origin: string;
  now?: number;
}

interface SpecialResponse {
  special: DocSummary;
  banner?: string;
  groups: SpecialGroupInput<DocSummary>[];
  sections: { group_id: string; name: string }[];
}

/** The special's page from its page-1 answer (spec §4 groups, spec §9 page size). */
function specialPageOf(response: SpecialResponse, request: SpecialDetailRequest): SpecialDetailData {
  const { groups, sections } = normalizeSpecial(response.groups ?? [], response.sections ?? []);
  return {
    special: response.special,
    banner: response.banner ?? '',
    groups: cardGroupsOf(groups),
    sections: sections.map(({ group_id, name }) => ({ group_id, name })),
    preview: request.preview,
    now: request.now ?? Date.now(),
    origin: request.origin,
  };
}

const specialPageQuery = { page: 1, size: SPECIAL_PAGE_SIZE };

/**
 * A special with page 1 (50 items, spec §9) of every group and each group's total; the page fetches
 * later batches per group in the browser.
 */
export async function loadSpecialDetail(api: ShareApi, request: SpecialDetailRequest): Promise<SpecialDetailData> {
  const response = (await api.endpoints.special({
    params: { id: request.id },
    query: specialPageQuery,
  })) as SpecialResponse;
  if (!response?.special) throw new DetailNotFoundError();
  return specialPageOf(response, request);
}

export interface SpecialShortRequest {
  /** The route's optional id. */
  id?: string | null;
  origin: string;
  now?: number;
}

/** The list form of a detail: the body, pictures, media and relations stay on the server. */
function summaryOf(detail: DocDetail): DocSummary {
  const summary: Partial<DocDetail> = { ...detail };
  for (const key of ['relations', 'content', 'images', 'media'] as const) delete summary[key];
  return summary as DocSummary;
}

/**
 * The short form /special/{id?} (spec §2). It never fails the page: the special and the content
 * detail are asked together; a special shows the special page (page 1 of each group, as the long
 * form); when the special endpoint refuses but the content exists (an sp_topic's share link points
 * here) the item alone; no id or no data is empty, and an outage of both is an error.
 */
export async function loadSpecialShort(api: ShareApi, request: SpecialShortRequest): Promise<SpecialShortData> {
  const now = request.now ?? Date.now();
  const base = { now, origin: request.origin };
  const id = request.id;
  if (!id) return { kind: 'empty', ...base };
  const [special, detail] = await Promise.allSettled([
    api.endpoints.special({ params: { id }, query: specialPageQuery }) as Promise<SpecialResponse>,
    api.endpoints.contentDetail({ params: { post_id: id } }) as Promise<DocDetail>,
  ]);
  if (special.status === 'fulfilled' && special.value?.special) {
    return {
      kind: 'special',
      special: specialPageOf(special.value, { id, preview: false, origin: request.origin, now }),
    };
  }
  if (detail.status === 'fulfilled' && detail.value) return { kind: 'item', item: summaryOf(detail.value), ...base };
  const outage = [special, detail].every((result) => result.status === 'rejected' && !isRefusal(result.reason));
  return { kind: outage ? 'error' : 'empty', ...base };
}
