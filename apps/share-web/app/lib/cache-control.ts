import { BASE_PATH } from './base-path';
import { isPreviewActor } from './route-rules';

/** Whether a page path (under the base path) is a preview (`preview-` actor). */
function isPreviewPath(pathname: string): boolean {
  const inside = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length + 1) : pathname;
  return isPreviewActor(inside.split('/')[0]);
}

/** The page that is personal by nature: /auth, the bottom bar's 我的 (React Router matches paths case-blind). */
const PERSONAL_PAGE = new RegExp(`^${BASE_PATH}/auth/?$`, 'i');

/**
 * Whether a page path is never shared or cached: a preview, or the page personal by nature (/auth,
 * 我的). Every other page is the same HTML for every visitor, logged in or not (issue 62): no loader
 * reads the session, what is personal comes after hydration (the session lives in the browser).
 */
export function isPrivatePath(pathname: string): boolean {
  return isPreviewPath(pathname) || PERSONAL_PAGE.test(pathname);
}

/**
 * Caching of server-rendered HTML: never for previews and /auth; every other page, whoever asks
 * (a session cookie changes nothing), may be kept briefly by shared caches while browsers always revalidate.
 */
export function htmlCacheControl(request: Request): string {
  if (isPrivatePath(new URL(request.url).pathname)) return 'private, no-store';
  return 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
}
