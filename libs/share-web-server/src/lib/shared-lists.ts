/**
 * The first pages of the lists every detail page shows below its body: the 72-hour hot list, editor
 * picks and recommendations (contract hot72h, editorRecommend, recommend; no login, the same for
 * every visitor). The server renders them into the page but not into its hydration data, and the
 * browser fetches them to hydrate the block (content-detail's recommend-section): this answers that
 * fetch from the server's shared-data cache, which the page was rendered from, so a page view costs
 * the platform no call more (a viral link's visitors would each have made three) and the block
 * hydrates with the rows it shows. Any other page, size or query goes the proxy's way to the
 * platform, and so does a request the cache cannot answer (the platform failing).
 */
import type { Request, RequestHandler } from 'express';
import type { ShareApi } from '@share/api-client';
import { API_CODE, ENDPOINT_ROUTES, RECOMMEND_PAGE_SIZE, type EndpointName } from '@share/contract/browser';

const SHARED_LISTS = ['hot72h', 'editorRecommend', 'recommend'] as const satisfies readonly EndpointName[];
const LIST_OF_PATH = new Map<string, (typeof SHARED_LISTS)[number]>(
  SHARED_LISTS.map((name) => [ENDPOINT_ROUTES[name].path, name]),
);
/** The lists' paths, for the server's routing. */
export const SHARED_LIST_PATHS = [...LIST_OF_PATH.keys()];

/** Exactly the detail page's first page: `page=1&size=10`, nothing else (any order). */
function isDetailFirstPage(query: Request['query']): boolean {
  const keys = Object.keys(query);
  return keys.length === 2 && query.page === '1' && query.size === String(RECOMMEND_PAGE_SIZE);
}

/**
 * GET handler for the lists' paths; `apiOf` gives a request's platform calls through the shared-data
 * cache (the load context's api), ended by `signal` when the visitor leaves.
 */
export function sharedListPages(apiOf: (req: Request, signal: AbortSignal) => ShareApi): RequestHandler {
  return (req, res, next) => {
    const name = LIST_OF_PATH.get(req.path);
    if (!name || !isDetailFirstPage(req.query)) return next();
    // Kept until the call ends (undici may lose a signal only fetch holds).
    const controller = new AbortController();
    const left = () => {
      if (!res.writableFinished) controller.abort();
    };
    res.on('close', left);
    apiOf(req, controller.signal)
      .endpoints[name]({ query: { page: 1, size: RECOMMEND_PAGE_SIZE } })
      .then(
        (data) => res.json({ code: API_CODE.OK, message: 'success', data }),
        () => {
          if (!controller.signal.aborted && !res.headersSent) next();
        },
      )
      .finally(() => res.off('close', left));
  };
}
