// The request log: one line per answer (not for the health checks), at warn for a 4xx and error for
// a 5xx, under the request's id, with what a visitor's address or headers could leak masked.
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { redactLogUrl } from '@share/util-format';
import { requestIdOf } from './request-guards';

/** Header paths whose values never reach the log (used by the app's logger). */
export const LOG_REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** The request log's middleware on the app's logger (which redacts LOG_REDACT_PATHS). */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // The URL is logged with a token and a phone number masked; the parsed query would repeat them whole.
    // So is the Location of a redirect (the desktop redirect carries the page's whole address).
    serializers: {
      req: (req: { url?: string }) => ({ ...req, url: redactLogUrl(req.url), query: undefined }),
      res: (res: { headers?: Record<string, unknown> }) => {
        const location = res.headers?.['location'];
        return typeof location === 'string'
          ? { ...res, headers: { ...res.headers, location: redactLogUrl(location) } }
          : res;
      },
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    genReqId: (req, res) => requestIdOf(req, res),
  });
}
