/**
 * The route rules of spec §2 as pure functions, so that loaders stay thin and the rules are unit-tested.
 */
import { isValidPublicId, PREVIEW_TOKEN_PARAM } from '@share/contract/browser';
import type { QueryHandle } from './page-query';

/** Path types of the content detail route `/{actor}/{type}/…/{index}`. */
export const DETAIL_PAGE_TYPES = [
  'audio',
  'audio_album',
  'doc',
  'gallery',
  'local_live',
  'mini_program',
  'svideo',
  'video',
  'video_album',
] as const;
export type DetailPageType = (typeof DETAIL_PAGE_TYPES)[number];

/** The sub-screens of a local live page. */
export const LOCAL_LIVE_SCREENS = ['ImageScreen', 'LandscapeScreen', 'PortraitScreen'] as const;
export type LocalLiveScreen = (typeof LOCAL_LIVE_SCREENS)[number];

export const DETAIL_INDEX = 'index.html';
export const PREVIEW_ACTOR_MARK = 'preview-';
export const PREVIEW_RELOAD_ACTOR = 'preview-holly';
export const PREVIEW_TIMESTAMP_PARAM = '_';
/** What a detail route reads of its query: the preview reload's `_`, on a preview only (guardDetail). */
export const DETAIL_QUERY: QueryHandle = { query: { reads: [], previewReads: [PREVIEW_TIMESTAMP_PARAM] } };
/** Preview link freshness: 30 s. */
export const PREVIEW_LINK_FRESHNESS_MS = 30_000;
export const MEDIA_ACCOUNT_ACTOR = 'mp';
/** Route parameters that carry public ids and must pass the decoding check. */
export const ID_PARAMS = ['id', 'post_id', 'topic_id'] as const;

export function isDetailPageType(type: string | undefined): type is DetailPageType {
  return (DETAIL_PAGE_TYPES as readonly string[]).includes(type ?? '');
}

export function isLocalLiveScreen(screen: string | undefined): screen is LocalLiveScreen {
  return (LOCAL_LIVE_SCREENS as readonly string[]).includes(screen ?? '');
}

/**
 * The page type of real-user vitals: a detail page's type segment (doc, video…), else the name of
 * the route that rendered it (home, list, live-room, not-found…): a short, bounded list.
 */
export function vitalsPageType(routeId: string, type: string | undefined): string {
  return isDetailPageType(type) ? type : routeId.replace(/^routes\//, '');
}

/** On a detail page the index parameter must equal index.html. */
export function isDetailIndex(index: string | undefined): boolean {
  return index === DETAIL_INDEX;
}

/**
 * A path of a route whose last segment is `{index}` is a page only when that segment, as the visitor
 * wrote it, is exactly index.html: the router decodes segments (`%69ndex.html`, and
 * `index.html%2F..%2F..%2Fnews%2F…` as one segment), and a cache in front that decodes and resolves
 * them would file the page under another page's address (issue 58).
 */
export function endsInIndex(rawPathname: string): boolean {
  return rawPathname.slice(rawPathname.lastIndexOf('/') + 1) === DETAIL_INDEX;
}

/** An actor containing `preview-` marks a temporary internal preview. */
export function isPreviewActor(actor: string | undefined): boolean {
  return (actor ?? '').includes(PREVIEW_ACTOR_MARK);
}

/**
 * A preview link's credential (`preview_token`), passed through to the platform's preview endpoint,
 * which refuses the draft without a valid one (issue 58). Not a declared query key: it never changes
 * what a published page shows, previews are never cached, and the canonical link must not carry it.
 */
export function previewTokenOf(request: Request, actor: string | undefined): string | undefined {
  if (!isPreviewActor(actor)) return undefined;
  return new URL(request.url).searchParams.get(PREVIEW_TOKEN_PARAM) ?? undefined;
}

export function isMediaAccountActor(actor: string | undefined): boolean {
  return actor === MEDIA_ACCOUNT_ACTOR;
}

/**
 * id, post_id and topic_id must pass the decoding check; previews are exempt.
 * Parameters that are absent (optional segments) pass.
 */
export function idParamsAreValid(params: Record<string, string | undefined>): boolean {
  if (isPreviewActor(params['actor'])) return true;
  return ID_PARAMS.every((key) => params[key] === undefined || isValidPublicId(params[key]));
}

/**
 * Preview reload rule: for actor preview-holly, a missing `_` timestamp or one older than 30 s sends
 * the visitor to the same path with the query kept and a fresh `_`. Returns that address (path and
 * query), or null when the page may render.
 */
export function previewReloadTarget(url: URL, actor: string | undefined, now: number): string | null {
  if (actor !== PREVIEW_RELOAD_ACTOR) return null;
  const raw = url.searchParams.get(PREVIEW_TIMESTAMP_PARAM);
  const stamp = raw !== null && /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  const fresh = Number.isFinite(stamp) && stamp <= now && now - stamp <= PREVIEW_LINK_FRESHNESS_MS;
  if (fresh) return null;
  const query = new URLSearchParams(url.searchParams);
  query.set(PREVIEW_TIMESTAMP_PARAM, String(now));
  return `${url.pathname}?${query.toString()}`;
}
