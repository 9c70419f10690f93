/**
 * A render whose platform call failed, timed out or was cut off (the load context's `degraded`)
 * shows a fallback: an empty block, 网络不给力. Its answer says `Cache-Control: no-store`, so neither
 * the site's micro-cache nor nginx keeps it, and both keep serving the good copy they hold while they
 * refresh it (docs/hardening.md, "Degraded pages"). It stays a 200: the visitor in front of whom no
 * copy is stored still gets the page with what did load.
 */
import type { ServerResponse } from 'node:http';

const NO_STORE = 'no-store';

/** The rendered answer as it is, or with no-store in place of its Cache-Control when the render was degraded. */
export function storedOnlyWhole(response: Response, degraded: boolean): Response {
  if (!degraded) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', NO_STORE);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Sets no-store on `res` just before its headers are written when `degraded()` says so by then (a
 * render's loaders have all ended before React Router writes the head). The same hook as the
 * on-headers module that compression uses: writeHead, which Node calls for implicit headers too.
 */
export function noStoreWhenDegraded(res: ServerResponse, degraded: () => boolean): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (degraded()) this.setHeader('Cache-Control', NO_STORE);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
