/**
 * The one personal request of a detail page (issue 62): GET {base}/api/viewer-state (the contract's
 * SITE_ENDPOINTS.viewerState) answers the visitor's is_collect of an item and is_follow of its media
 * account. Pages are one HTML for every visitor and the platform has no such call, so this server
 * makes the two calls it is made of (api-client's readViewerState) with the visitor's token and the
 * request's id, and answers what each gave. The answer is the visitor's own: `private, no-store`
 * and `Vary: Authorization`, as the proxy makes every answer to a call with a token. Without a token
 * 401 (the browser asks only for a logged-in visitor); a type, post_id or uid the contract refuses 400.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ShareApi } from '@share/api-client';
import { readViewerState, viewerStateQueryOf } from '@share/api-client/server';
import { API_CODE } from '@share/contract/browser';
import { MSG_LOGIN_REQUIRED, msgInvalidParam } from './messages';

/** The error envelope with an HTTP status of the same number. */
function refuse(res: Response, code: number, message: string): void {
  res.status(code).json({ code, message, data: null });
}

/**
 * GET handler of the viewer state; `apiOf` gives the request's platform calls with the visitor's
 * token (the load context's client with a viewer token: no shared cache), ended by `signal` when
 * the visitor leaves.
 */
export function viewerStateAnswers(
  apiOf: (req: Request, token: string, signal: AbortSignal) => ShareApi,
): RequestHandler {
  return (req, res, next) => {
    res.set({ 'Cache-Control': 'private, no-store', Vary: 'Authorization' });
    const token = req.get('authorization');
    if (!token) return refuse(res, API_CODE.LOGIN_REQUIRED, MSG_LOGIN_REQUIRED);
    const checked = viewerStateQueryOf(req.query);
    if ('refused' in checked) return refuse(res, API_CODE.INVALID, msgInvalidParam(checked.refused));
    // Kept until the calls end (undici may lose a signal only fetch holds).
    const controller = new AbortController();
    const left = () => {
      if (!res.writableFinished) controller.abort();
    };
    res.on('close', left);
    readViewerState(apiOf(req, token, controller.signal), checked.query)
      .then((data) => {
        if (!res.headersSent) res.json({ code: API_CODE.OK, message: 'success', data });
      }, next)
      .finally(() => res.off('close', left));
  };
}
