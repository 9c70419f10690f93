/**
 * Assembles a detail page's data from the platform API (spec §7): the detail from the published,
 * media-account or preview endpoint, then the page's optional blocks in parallel. An optional block
 * that fails is left empty; a missing detail is the caller's 404.
 */
import { ENDPOINTS, type CommentList, type DocDetail, type DocList, type DocSummary, type MediaAccount, type EndpointName } from '@share/contract';
import { detailBlocksFor } from './detail-blocks';
import {
  AUDIO_ALBUM_LIMIT,
  COMMENTS_FIRST_PAGE,
  COMMENTS_PAGE_SIZE,
  RECOMMEND_PAGE_SIZE,
  type ContentDetailData,
  type SpecialDetailData,
} from './detail-data';
import { sanitizeRichText } from './sanitize-rich-text.server';
import { normalizeSpecial, SPECIAL_PAGE_SIZE, type SpecialGroupInput } from './special-groups';

export type PlatformGetter = <T>(path: string, query?: Record<string, string | number | undefined>) => Promise<T>;

/** The detail exists but is not what the route's page type shows. */
export class DetailNotFoundError extends Error {
  constructor(message = 'no document detail') {
    super(message);
    this.name = 'DetailNotFoundError';
  }
}

export function endpointPath(name: EndpointName, params: Record<string, string>): string {
  return ENDPOINTS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
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
  mp: boolean;
  origin: string;
  now?: number;
}

export async function loadContentDetail(get: PlatformGetter, request: ContentDetailRequest): Promise<ContentDetailData> {
  const { postId, pageType, preview, mp } = request;
  const detailEndpoint: EndpointName = preview ? 'previewDetail' : mp ? 'mpContentDetail' : 'contentDetail';
  const detail = await get<DocDetail>(endpointPath(detailEndpoint, { post_id: postId, id: postId }));
  if (!detail || !pageShowsContentType(pageType, detail.content_type)) throw new DetailNotFoundError();

  const blocks = detailBlocksFor(pageType);
  const isMp = mp || detail.mp === 1;
  const page = { page: 1, size: RECOMMEND_PAGE_SIZE };
  const commentsEndpoint: EndpointName = preview ? (isMp ? 'dinnerComments' : 'innerComments') : isMp ? 'mpComments' : 'comments';
  const album = detail.content_type === 'audio_album' || detail.content_type === 'video_album';

  const [account, tracks, comments, hot, editor, recommend] = await Promise.all([
    isMp && detail.mp_user_id ? optional(get<MediaAccount>(endpointPath('mpInfo', { uid: detail.mp_user_id }))) : null,
    album
      ? optional(
          get<DocList>(endpointPath('albumTracks', { series: detail.content_type, uid: detail.post_id }), {
            page: 1,
            size: AUDIO_ALBUM_LIMIT,
          }),
        )
      : null,
    blocks.comments
      ? optional(get<CommentList>(endpointPath(commentsEndpoint, { id: detail.post_id }), { page: COMMENTS_FIRST_PAGE, size: COMMENTS_PAGE_SIZE }))
      : null,
    blocks.recommend ? optional(get<DocList>(endpointPath('hot72h', {}), page)) : null,
    blocks.recommend ? optional(get<DocList>(endpointPath('editorRecommend', {}), page)) : null,
    blocks.recommend ? optional(get<DocList>(endpointPath('recommend', {}), page)) : null,
  ]);

  const html = sanitizeRichText(detail.content);
  return {
    detail: { ...detail, content: undefined },
    html,
    pageType,
    preview,
    mp: isMp,
    account,
    tracks,
    comments,
    hot,
    editor,
    recommend,
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

/**
 * A special with page 1 (50 items, spec §9) of every group and each group's total; the page fetches
 * later batches per group in the browser.
 */
export async function loadSpecialDetail(get: PlatformGetter, request: SpecialDetailRequest): Promise<SpecialDetailData> {
  const response = await get<SpecialResponse>(endpointPath('special', { id: request.id }), { page: 1, size: SPECIAL_PAGE_SIZE });
  if (!response?.special) throw new DetailNotFoundError();
  const { groups, sections } = normalizeSpecial(response.groups ?? [], response.sections ?? []);
  return {
    special: response.special,
    banner: response.banner ?? '',
    groups,
    sections: sections.map(({ group_id, name }) => ({ group_id, name })),
    preview: request.preview,
    now: request.now ?? Date.now(),
    origin: request.origin,
  };
}
