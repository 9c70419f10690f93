import { isPreviewActor } from './route-rules';

/** Cookie that carries the user token when the browser has one (set by the auth library). */
export const TOKEN_COOKIE = 'share_token';

function hasUserToken(request: Request): boolean {
  if (request.headers.get('authorization')) return true;
  const cookie = request.headers.get('cookie') ?? '';
  return cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === TOKEN_COOKIE && Boolean(value);
  });
}

/**
 * Caching of server-rendered HTML: never cached for a request that carries a user token, nor for
 * previews; otherwise shared caches may keep a page briefly while browsers always revalidate.
 */
export function htmlCacheControl(request: Request): string {
  const firstSegment = new URL(request.url).pathname.replace(/^\/davmu\/share\//, '').split('/')[0];
  if (hasUserToken(request) || isPreviewActor(firstSegment)) return 'private, no-store';
  return 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
}
