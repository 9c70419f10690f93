/**
 * The platform's API through the site (spec §7's path families, the API's media files and the
 * agreement pages): http-proxy-middleware with the site's rules on top. A call has a total deadline
 * and a size cap both ways; a platform 5xx reaches the browser as the contract's error envelope; an
 * answer to a call with the visitor's token is theirs (private, never stored); a comment written
 * through it is reported (onCommented) so the replica's caches drop the item's pages.
 */
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import { redactLogUrl } from '@share/util-format';
import { DOCUMENT_WITHOUT_SCRIPTS_POLICY } from './content-security-policy';
import { funnelStepOf } from './funnel-steps';
import type { SiteMetrics } from './metrics';
import type { ShareWebSettings } from './settings';

/** How much of a platform 5xx body the site's log keeps (the rest is read and dropped). */
const PLATFORM_ERROR_LOG_BYTES = 2048;

/**
 * Path families of spec §7 the browser reaches through this server, plus the API's media files. The
 * internal preview families (`/inner`, `/dinner`: drafts and their comments) are not among them: the
 * preview page's loader reads them from the server, and through this proxy they answer 404.
 */
export const PROXIED_PATHS = ['/peony', '/guzzle', '/circle', '/law', '/tracker', '/media', '/davmu/agreement'];

/** A comment or reply written (contract commentCreate, mpCommentCreate: POST /peony|guzzle/v1/comment/{id}); group 1 is the item id as sent (public ids need no decoding). */
const COMMENT_WRITE = /^\/(?:peony|guzzle)\/v1\/comment\/([^/?#]+)(?:\?|$)/;

/** The largest request body the site forwards to the platform. */
export const MAX_BODY_BYTES = 1024 * 1024;

const isMediaPath = (path: string) => path === '/media' || path.startsWith('/media/');

export interface PlatformProxyOptions {
  settings: ShareWebSettings;
  logger: Logger;
  /** Prometheus metrics; the funnel's steps are counted when given. */
  metrics?: SiteMetrics;
  /** A comment or reply was written on item `itemId` (its id as sent). */
  onCommented: (itemId: string) => void;
}

/** The proxy to the platform (PROXIED_PATHS; its `upgrade` forwards the live chat's socket). */
export function createPlatformProxy({ settings, logger, metrics, onCommented }: PlatformProxyOptions) {
  /**
   * An API answer over UPSTREAM_MAX_MB, as page rendering refuses it: one that declares its size is
   * answered 502 with the error envelope before a byte of it is sent; one that streams without a
   * Content-Length is cut off (its connection closed) when it passes the limit. Media files are not
   * API answers and stream whole.
   */
  const capAnswer = (proxyRes: IncomingMessage, res: ServerResponse, url: string) => {
    const declared = Number(proxyRes.headers['content-length']);
    if (Number.isFinite(declared) && declared > settings.upstreamMaxBytes) {
      logger.warn({ url: redactLogUrl(url), bytes: declared }, 'platform answer over UPSTREAM_MAX_MB refused');
      proxyRes.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ code: 502, message: MSG_NETWORK_ERROR, data: null }));
      return;
    }
    let received = 0;
    proxyRes.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= settings.upstreamMaxBytes || proxyRes.destroyed) return;
      logger.warn({ url: redactLogUrl(url), bytes: received }, 'platform answer over UPSTREAM_MAX_MB cut off');
      proxyRes.destroy();
      res.destroy();
    });
  };

  /**
   * A platform 5xx reaches the browser as the contract's error envelope with the same status, never
   * the platform's own body (issue 58: stack traces and file paths came through); the first
   * PLATFORM_ERROR_LOG_BYTES of that body go to the log with the request id. True when it answered.
   */
  const replaceServerError = (proxyRes: IncomingMessage, res: ServerResponse): boolean => {
    const status = proxyRes.statusCode ?? 502;
    if (status < 500) return false;
    const { req } = res;
    let body = '';
    proxyRes.setEncoding('utf8');
    proxyRes.on('data', (chunk: string) => {
      if (body.length < PLATFORM_ERROR_LOG_BYTES) body += chunk.slice(0, PLATFORM_ERROR_LOG_BYTES - body.length);
    });
    proxyRes.on('end', () =>
      logger.error(
        { reqId: req.headers['x-request-id'], url: redactLogUrl(req.url), status, body },
        'platform API error answer',
      ),
    );
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ code: status, message: MSG_NETWORK_ERROR, data: null }));
    return true;
  };

  /**
   * Ends a proxied API call UPSTREAM_TIMEOUT_MS after it started: 504 with the error envelope when
   * no header was sent yet, else the visitor's connection closed (a cut answer is not mistaken for
   * a whole one); the platform call is closed either way. The timer is held (and cleared) by the
   * answer's `close` listener until the call ends, so it cannot be collected early (undici#4068).
   */
  const endAtDeadline = (proxyReq: ClientRequest, res: ServerResponse) => {
    const timer = setTimeout(() => {
      logger.warn(
        { reqId: res.req.headers['x-request-id'], url: redactLogUrl(res.req.url) },
        'platform API call past UPSTREAM_TIMEOUT_MS',
      );
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(504, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ code: 504, message: MSG_NETWORK_ERROR, data: null }));
      }
      proxyReq.destroy();
    }, settings.upstreamTimeoutMs);
    res.once('close', () => clearTimeout(timer));
  };

  /**
   * A chunked request body (no Content-Length, so rejectBadRequests cannot refuse it ahead) that
   * passes MAX_BODY_BYTES on its way to the platform: the platform call is closed and the visitor
   * gets 413, and its connection closes (the rest of its body is not read).
   */
  const capChunkedBody = (proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse) => {
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_BODY_BYTES || proxyReq.destroyed) return;
      proxyReq.destroy();
      req.unpipe(proxyReq);
      if (res.headersSent) return void res.destroy();
      res.writeHead(413, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      res.end('Payload Too Large', () => req.socket.destroy());
    });
  };

  return createProxyMiddleware<Request, Response>({
    target: settings.platformApiUrl,
    changeOrigin: true,
    xfwd: true,
    // Upgrades are routed by the server's own upgrade listener (`upgrade` below), which hands the
    // live chat to proxy.upgrade; with `ws: true` the proxy would also subscribe itself on its first
    // request and take every upgrade under its paths a second time.
    ws: false,
    proxyTimeout: settings.upstreamTimeoutMs,
    pathFilter: PROXIED_PATHS,
    on: {
      // The call's total deadline: proxyTimeout only ends an idle socket, so a platform dripping a
      // byte a second would hold the call without end. Media files stream for as long as they take.
      proxyReq(proxyReq, req, res) {
        if (!isMediaPath(req.url ?? '')) endAtDeadline(proxyReq, res);
        if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'])
          capChunkedBody(proxyReq, req, res);
      },
      // HTML from the platform (the agreement pages) is served from the site's origin: it runs no script.
      proxyRes(proxyRes, req, res) {
        if (replaceServerError(proxyRes, res)) return;
        if (/^text\/html\b/i.test(String(proxyRes.headers['content-type'] ?? '')))
          proxyRes.headers['content-security-policy'] = DOCUMENT_WITHOUT_SCRIPTS_POLICY;
        if (!isMediaPath(req.url ?? '')) capAnswer(proxyRes, res, req.url ?? '');
        // An answer to a call with the visitor's token is theirs (is_collect, is_follow, their live
        // room): pages are one HTML for every visitor (issue 62), these never reach a shared cache or
        // the browser's, whatever the platform said.
        if (req.headers.authorization && !isMediaPath(req.url ?? '')) {
          proxyRes.headers['cache-control'] = 'private, no-store';
          const vary = proxyRes.headers['vary'];
          if (!vary || !/\bauthorization\b/i.test(String(vary)))
            proxyRes.headers['vary'] = vary ? `${String(vary)}, Authorization` : 'Authorization';
        }
        // A comment written through this replica: its next render shows it (the item-data cache).
        const commented =
          req.method === 'POST' && (proxyRes.statusCode ?? 500) < 300 ? COMMENT_WRITE.exec(req.url ?? '') : null;
        if (commented) onCommented(commented[1]);
        const step = (proxyRes.statusCode ?? 500) < 300 ? funnelStepOf(req.method, req.url) : null;
        if (step) metrics?.funnelStep(step);
      },
      error(err, req, res) {
        logger.warn(
          { err, reqId: req.headers['x-request-id'], url: redactLogUrl(req.url) },
          'platform API unreachable',
        );
        const timedOut = (err as NodeJS.ErrnoException).code === 'ECONNRESET' || /timeout/i.test(err.message);
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(timedOut ? 504 : 502, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ code: timedOut ? 504 : 502, message: MSG_NETWORK_ERROR, data: null }));
        } else if ('destroy' in res && !res.writableEnded) {
          // (An answer already ended, as the deadline's 504, is left to finish.)
          res.destroy();
        }
      },
    },
  });
}
