/**
 * What a page answers when the platform fails its main call (spec §8: the error page shows the
 * message): a refusal by the platform (isRefusal: a code from 1 to 499, not on an HTTP 5xx) is the
 * 404 page; an outage is the error page: the platform's own server error (HTTP 5xx, or a code of
 * 500 and above) or a platform that could not be reached 503, one that did not answer in time 504,
 * an answer that is not the contract's shape (garbage, wrong fields, too large) 502. Anything else
 * is a fault of the site and stays a 500.
 */
import { data } from 'react-router';
import { isApiError, isRefusal, MSG_NETWORK_ERROR } from '@share/api-client';
import { detailNotFound, notFound } from './route-guards.server';

/** The page status of a failed platform call; null for an error that is not one (the site's own fault). */
export function statusOfPlatformFailure(error: unknown): 404 | 502 | 503 | 504 | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'timeout') return 504;
  if (error.kind === 'network' || error.kind === 'aborted') return 503;
  if (isRefusal(error)) return 404;
  // An envelope with a 5xx code or on an HTTP 5xx: the platform's own fault, an outage.
  if (error.kind === 'api' && (error.code >= 500 || error.status >= 500)) return 503;
  return 502;
}

const STATUS_TEXT: Record<number, string> = { 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

/** Throws the page's answer for a failed platform call (rethrows what is not a platform failure). */
export function platformFailure(error: unknown): never {
  const status = statusOfPlatformFailure(error);
  if (status === null) throw error;
  if (status === 404) notFound();
  throw data(MSG_NETWORK_ERROR, { status, statusText: STATUS_TEXT[status], headers: { 'Cache-Control': 'no-store' } });
}

/**
 * A detail page's loader failed: an item the platform does not have (its refusal, or `missing`, the
 * feature's own not-found) is the 404 page, saying 预览链接已失效 for a preview; any other platform
 * failure is its 502/503/504 (platformFailure).
 */
export function detailFailure(error: unknown, preview: boolean, missing = false): never {
  if (missing || statusOfPlatformFailure(error) === 404) detailNotFound(preview);
  platformFailure(error);
}

/** A detail page's data: a preview is never stored, by the browser or by a cache in front. */
export function detailData<T>(page: T, preview: boolean) {
  return data(page, preview ? { headers: { 'Cache-Control': 'no-store' } } : undefined);
}
