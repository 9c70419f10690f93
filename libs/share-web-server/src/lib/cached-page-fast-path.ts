// The HTML cache's fast path: a fresh page answered from Node's request event, before the express
// stack (share-web-app.ts) and its middlewares run.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { redactLogUrl } from '@share/util-format';
import { SHARE_BASE_PATH as BASE_PATH } from '@share/contract/browser';
import type { CachedPage, createHtmlCache } from './html-cache';
import { htmlCacheKey, pathOf, serveFreshPage } from './html-cache-middleware';
import { ROUTE, type SiteMetrics } from './metrics';
import type { PageQueryKeys } from './page-query-keys';
import type { PageRules } from './page-rules';
import { isSiteApiPath, protocolOf, requestIdOf, type TrustFunction } from './request-guards';

export interface CachedPageFastPathOptions {
  cache: ReturnType<typeof createHtmlCache>;
  queryKeys: PageQueryKeys;
  trust: TrustFunction;
  /** True once the server is stopping: every request then takes the long way, which closes its connection. */
  draining: () => boolean;
  /** Whether a page request goes to the desktop page (a redirect on the long way). */
  goesToDesktopPage: (userAgent: string | undefined, fetchDest: string | string[] | undefined, url: string) => boolean;
  /** The visitor's environment class, part of the key as the long way stores it. */
  environmentOf: (userAgent: string | undefined) => string;
  canonicalTarget: PageRules['canonicalTarget'];
  /** The security headers of an answer, as the long way's middleware sets them. */
  securityHeadersFor: (secure: boolean) => Array<[string, string]>;
  logger: Logger;
  metrics?: SiteMetrics;
}

/**
 * A fresh page for a GET or HEAD is sent from Node's request event with the security headers, before
 * the express stack. Anything the long way would answer differently goes there: a request with a
 * body, a desktop agent (redirected), a stopping server; so do requests whose key was never stored
 * (bad hosts, bad paths, previews, loader data and files are never stored: their requests never
 * reach the cache). The key is the page's canonical address, as the long way stores it (its routes'
 * query keys, from the route table). Returns the page it sent, or undefined for the long way.
 */
export function cachedPageFastPath({
  cache,
  queryKeys,
  trust,
  draining,
  goesToDesktopPage,
  environmentOf,
  canonicalTarget,
  securityHeadersFor,
  logger,
  metrics,
}: CachedPageFastPathOptions): (req: IncomingMessage, res: ServerResponse) => CachedPage | undefined {
  const send = serveFreshPage(cache, (req) => {
    const { headers, method, url = '' } = req;
    if (draining() || (method !== 'GET' && method !== 'HEAD') || !url.startsWith(`${BASE_PATH}/`)) return undefined;
    const pathname = pathOf(url);
    if (isSiteApiPath(pathname)) return undefined;
    if (headers['content-length'] || headers['transfer-encoding']) return undefined;
    if (goesToDesktopPage(headers['user-agent'], headers['sec-fetch-dest'], url)) return undefined;
    const keys = queryKeys.peek(pathname);
    if (!keys) return undefined;
    const protocol = protocolOf(req, trust);
    return {
      key: htmlCacheKey(environmentOf(headers['user-agent']), protocol, headers.host, canonicalTarget(url, keys)),
      // The request's id first, as the long way's logger sets it (requestIdOf left it in the request).
      headers: [['X-Request-Id', String(headers['x-request-id'])], ...securityHeadersFor(protocol === 'https')],
    };
  });
  const logged = logger.isLevelEnabled('info');
  return (req: IncomingMessage, res: ServerResponse): CachedPage | undefined => {
    const started = logged || metrics ? performance.now() : 0;
    // The answer says the id (the fast path's headers, else the logger's on the long way).
    const id = requestIdOf(req);
    const page = send(req, res);
    if (!page) return undefined;
    if (metrics) {
      metrics.request(
        req.method ?? 'GET',
        page.route ?? ROUTE.page,
        res.statusCode,
        (performance.now() - started) / 1000,
      );
      metrics.htmlCache('hit');
    }
    if (logged)
      logger.info(
        {
          req: { id, method: req.method, url: redactLogUrl(req.url) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          cache: 'HIT',
        },
        'request completed',
      );
    return page;
  };
}
