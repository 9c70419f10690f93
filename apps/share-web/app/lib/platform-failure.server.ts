/**
 * What a page answers when the platform fails its main call: the status api-client's server entry
 * gives the failure (404 for a refusal; 502, 503 or 504 for an outage), with the page of spec §8.
 */
import { data } from 'react-router';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import { statusOfPlatformFailure } from '@share/api-client/server';
import { detailNotFound, notFound } from './route-guards.server';

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
