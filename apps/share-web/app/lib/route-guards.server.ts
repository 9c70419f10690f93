/**
 * Loader guards: each turns a failed route rule of spec §2 into the 404 page (or the preview reload).
 */
import { data, redirect } from 'react-router';
import { withinBase } from './base-path';
import { endsInIndex, idParamsAreValid, isDetailIndex, previewReloadTarget } from './route-rules';

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** What an expired (or removed) preview link shows, with the 404 status (issue 16). */
export const PREVIEW_EXPIRED_MESSAGE = '预览链接已失效';

/** No detail: the 404 page; for a preview link, the 404 page saying the link has expired. */
export function detailNotFound(preview: boolean): never {
  if (preview) throw data(PREVIEW_EXPIRED_MESSAGE, { status: 404, statusText: 'Not Found' });
  notFound();
}

/**
 * Every route whose last segment is `{index}` (the `index` param): the 404 page unless the request's
 * raw path ends in exactly index.html. Applied once, by the layout around all pages (routes.ts).
 */
export function guardIndex(request: Request, params: Record<string, string | undefined>): void {
  if (params['index'] !== undefined && !endsInIndex(new URL(request.url).pathname)) notFound();
}

/** id, post_id and topic_id must decode (previews exempt). */
export function guardIds(params: Record<string, string | undefined>): void {
  if (!idParamsAreValid(params)) notFound();
}

/** Detail pages: index must be index.html, ids must decode, preview-holly links must be fresh. */
export function guardDetail(request: Request, params: Record<string, string | undefined>, now = Date.now()): void {
  if (!isDetailIndex(params['index'])) notFound();
  guardIds(params);
  const target = previewReloadTarget(new URL(request.url), params['actor'], now);
  if (target) throw redirect(withinBase(target), { headers: { 'Cache-Control': 'no-store' } });
}
