import { parse } from 'cookie';
import { BASE_PATH } from './base-path';
import { isPreviewActor } from './route-rules';

/**
 * Cookies that say a visitor is logged in: the auth library's non-secret flag, and the token cookie
 * of earlier releases (removed by the browser on its next visit).
 */
const SESSION_COOKIES: ReadonlySet<string> = new Set(['share_session', 'share_token']);

/** Whether a request carries a visitor's session (its HTML is personal: never shared or cached). */
export function carriesSession(
  cookieHeader: string | null | undefined,
  authorization: string | null | undefined,
): boolean {
  if (authorization) return true;
  const cookies = parse(cookieHeader ?? '');
  return [...SESSION_COOKIES].some((name) => Boolean(cookies[name]));
}

/** Whether a page path (under the base path) is a preview (`preview-` actor). */
export function isPreviewPath(pathname: string): boolean {
  const inside = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length + 1) : pathname;
  return isPreviewActor(inside.split('/')[0]);
}

/**
 * Caching of server-rendered HTML: never cached for a request that carries a user token, nor for
 * previews; otherwise shared caches may keep a page briefly while browsers always revalidate.
 */
export function htmlCacheControl(request: Request): string {
  const personal = carriesSession(request.headers.get('cookie'), request.headers.get('authorization'));
  if (personal || isPreviewPath(new URL(request.url).pathname)) return 'private, no-store';
  return 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
}
