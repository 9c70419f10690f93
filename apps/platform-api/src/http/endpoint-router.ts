import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { API_CODE, ENDPOINTS, type EndpointDef, type EndpointName } from '@share/contract';
import { MSG } from '../messages';
import { ApiError, Reply } from './api-error';
import { authOf, requireUser, type RequestAuth } from './request-auth';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<N extends EndpointName> {
  params: Record<string, string>;
  query: Infer<(typeof ENDPOINTS)[N] extends { query: infer Q } ? Q : undefined>;
  body: Infer<(typeof ENDPOINTS)[N] extends { body: infer B } ? B : undefined>;
  auth: RequestAuth;
  /** Set for endpoints whose auth is 'user'. */
  userId: number;
  req: Request;
  res: Response;
}

export type Handler<N extends EndpointName> = (input: HandlerInput<N>) => unknown;

export function sendEnvelope(res: Response, code: number, message: string, data: unknown): void {
  res.json({ code, message, data });
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.path.length ? issue.path.join('.') : (issue?.message ?? 'body');
}

export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers the handler of a named endpoint of the contract: same method and path, query and body
 * parsed with the contract's schemas, user token required where the contract says so.
 */
export function addEndpoint<N extends EndpointName>(router: Router, name: N, handler: Handler<N>): void {
  const endpoint: EndpointDef = ENDPOINTS[name];
  router[endpoint.method](expressPath(endpoint.path), async (req, res, next) => {
    try {
      const auth = authOf(req);
      const userId = endpoint.auth === 'user' ? requireUser(auth) : 0;
      let query: unknown;
      if (endpoint.query) {
        const parsed = endpoint.query.safeParse(req.query);
        if (!parsed.success) throw new ApiError(API_CODE.INVALID, MSG.invalidParams(firstIssue(parsed.error)));
        query = parsed.data;
      }
      let body: unknown;
      if (endpoint.body) {
        const parsed = endpoint.body.safeParse(req.body ?? {});
        if (!parsed.success) throw new ApiError(API_CODE.INVALID, MSG.invalidParams(firstIssue(parsed.error)));
        body = parsed.data;
      }
      const result = await handler({
        params: req.params as Record<string, string>,
        query: query as HandlerInput<N>['query'],
        body: body as HandlerInput<N>['body'],
        auth,
        userId,
        req,
        res,
      });
      if (res.headersSent) return;
      if (result instanceof Reply) sendEnvelope(res, API_CODE.OK, result.message, result.data);
      else sendEnvelope(res, API_CODE.OK, MSG.ok, result ?? null);
    } catch (error) {
      next(error);
    }
  });
}
