/**
 * The HTTP server around the React Router request handler. HTTP only: security headers, the API
 * proxy, compression, static assets, health, the desktop redirect, then the site.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import helmet from 'helmet';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { createRequestHandler } from '@react-router/express';
import type { ServerBuild } from 'react-router';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import type { ShareWebSettings } from '../app/lib/settings.server';
import { BASE_PATH } from '../app/lib/base-path';
import { isFramedPageRequest, pcPageAddress } from '../app/lib/desktop';
import { createLoadContext, createSharedData } from '../app/lib/load-context.server';
import { precompressed } from './precompressed';
import { createHtmlCache } from './html-cache';
import { htmlCacheKey, htmlCacheMiddleware, serveFreshPage } from './html-cache-middleware';
import { agentClass } from './agent-class';
import { carriesSession, isPreviewPath } from '../app/lib/cache-control';


/** Path families of spec §7 the browser reaches through this server, plus the API's media files. */
export const PROXIED_PATHS = [
  '/peony',
  '/guzzle',
  '/circle',
  '/law',
  '/inner',
  '/dinner',
  '/tracker',
  '/media',
  '/davmu/agreement',
];

export interface ShareWebServerOptions {
  settings: ShareWebSettings;
  /** The React Router server build; development passes a function that loads it through Vite per request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  logger: Logger;
  /**
   * Development (`npm run dev`): Vite's middlewares serve the client modules and hot updates in place
   * of the built assets. Production leaves it out.
   */
  devAssets?: RequestHandler;
}

/** A URL for the log: a token in its query (the live chat socket carries one) is replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&](?:token|access_token)=)[^&#]*/gi, '$1[redacted]');
}

/** Header paths whose values never reach the log (used by the logger in main.ts). */
export const LOG_REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * The security headers, from helmet: nosniff, frames only from the site itself (the desktop page
 * frames the mobile one), the referrer's origin only across sites. HSTS when HSTS=true or when the
 * request came over HTTPS (behind a trusted proxy, TRUST_PROXY). The Content-Security-Policy is not
 * set here yet (an open point of the hardening issue).
 */
function securityHeaders(settings: ShareWebSettings) {
  const common = {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // The share pages' images and media are shown by the messaging apps' previews and partner pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
  const plain = helmet({ ...common, strictTransportSecurity: false });
  const strict = helmet({ ...common, strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false } });
  const plainHeaders = headersSetBy(plain);
  const strictHeaders = headersSetBy(strict);
  return {
    middleware: (req: Request, res: Response, next: NextFunction) => (settings.hsts || req.secure ? strict : plain)(req, res, next),
    /** The same headers as a list, for answers sent before express (the HTML cache's fast path). */
    forRequest: (secure: boolean) => (settings.hsts || secure ? strictHeaders : plainHeaders),
  };
}

/** The headers a helmet middleware sets (they do not depend on the request). */
function headersSetBy(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as never, recorder as never, () => undefined);
  return [...headers];
}

/** Methods each kind of path answers: the API families take writes, pages and files are read only. */
const PAGE_METHODS = ['GET', 'HEAD'];
const API_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
/** The largest request body the site forwards to the platform. */
const MAX_BODY_BYTES = 1024 * 1024;
const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const isApiPath = (path: string) => PROXIED_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Bad requests get a 4xx before anything else runs (never a 500): a missing or malformed Host 400,
 * a method the path does not take 405 (TRACE among them), a path that is not valid percent-encoding
 * 400 (a page 404), a body in a charset other than UTF-8 415, a body over the limit 413.
 */
export function rejectBadRequests(req: Request, res: Response, next: NextFunction) {
  const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
    res.set({ 'Cache-Control': 'no-store', ...headers });
    res.status(status).type('text/plain; charset=utf-8').send(message);
  };
  const host = req.headers.host ?? '';
  if (!HOST_PATTERN.test(host)) return refuse(400, 'Bad Request: Host');
  const api = isApiPath(req.path);
  const allowed = api ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(req.method)) return refuse(405, 'Method Not Allowed', { Allow: allowed.join(', ') });
  try {
    decodeURIComponent(req.path);
  } catch {
    return api ? refuse(400, 'Bad Request: path encoding') : refuse(404, 'This page could not be found');
  }
  const contentType = req.headers['content-type'];
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return refuse(415, 'Unsupported Media Type: charset');
  const length = Number(req.headers['content-length'] ?? 0);
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) return refuse(413, 'Payload Too Large');
  next();
}

function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET') return false;
  if (!req.path.startsWith(`${BASE_PATH}/`) && req.path !== BASE_PATH) return false;
  if (req.path.startsWith(`${BASE_PATH}/pc`) || req.path.startsWith(`${BASE_PATH}/assets/`)) return false;
  if (req.path.endsWith('.data') || req.query['_routes'] !== undefined) return false;
  return true;
}

/** Whether a page request goes to the desktop page: a desktop agent, not asking for a frame (the desktop page's own). */
const goesToDesktopPage = (userAgent: string | undefined, fetchDest: string | string[] | undefined, url: string) =>
  !isFramedPageRequest(fetchDest, url) && agentClass(userAgent).desktop;

/** Desktop agents go to the desktop page. */
function desktopRedirect(req: Request, res: Response, next: NextFunction) {
  if (isPageRequest(req) && goesToDesktopPage(req.get('user-agent'), req.get('sec-fetch-dest'), req.originalUrl)) {
    const address = `${req.protocol}://${req.get('host')}${req.originalUrl}`;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'User-Agent');
    res.redirect(302, pcPageAddress(address));
    return;
  }
  next();
}

/** The protocol of a raw request, as express's req.protocol reads it (X-Forwarded-Proto from a trusted proxy). */
function protocolOf(req: IncomingMessage, trust: (address: string | undefined, hop: number) => boolean): string {
  const socketProtocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress, 0)) return socketProtocol;
  const forwarded = req.headers['x-forwarded-proto'];
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || socketProtocol;
  return header.split(',')[0].trim();
}

export function createShareWebApp({ settings, build, clientDir, logger, devAssets }: ShareWebServerOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy);

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // The URL is logged with its query redacted; the parsed query would repeat it unredacted.
      serializers: { req: (req: { url?: string }) => ({ ...req, url: redactUrl(req.url), query: undefined }) },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
    }),
  );
  const security = securityHeaders(settings);
  app.use(security.middleware);
  app.use(rejectBadRequests);

  // While shutting down, keep-alive sockets still deliver requests: answer them with
  // Connection: close so clients reconnect elsewhere, and report 503 to the load balancer.
  let draining = false;
  app.use((_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (draining) res.status(503).json({ status: 'stopping' });
    else res.json({ status: 'ok' });
  });

  const proxy = createProxyMiddleware<Request, Response>({
    target: settings.platformApiUrl,
    changeOrigin: true,
    xfwd: true,
    ws: true,
    proxyTimeout: settings.upstreamTimeoutMs,
    pathFilter: PROXIED_PATHS,
    on: {
      error(err, req, res) {
        logger.warn({ err, url: redactUrl(req.url) }, 'platform API unreachable');
        const timedOut = (err as NodeJS.ErrnoException).code === 'ECONNRESET' || /timeout/i.test(err.message);
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(timedOut ? 504 : 502, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ code: timedOut ? 504 : 502, message: MSG_NETWORK_ERROR, data: null }));
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  });
  app.use(proxy);

  app.use(compression());

  app.get('/', (_req, res) => res.redirect(302, `${BASE_PATH}/`));

  // Hashed build output: cached for a year. Other public files: an hour.
  const assetsDir = path.join(clientDir, 'assets');
  if (devAssets) app.use(devAssets);
  else
    app.use(
      `${BASE_PATH}/assets`,
      precompressed(assetsDir, { immutable: true, maxAge: '1y' }),
      express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
  // The service worker script is checked for updates on every visit.
  app.get(`${BASE_PATH}/sw.js`, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', `${BASE_PATH}/`);
    next();
  });
  app.use(BASE_PATH, express.static(clientDir, { maxAge: '1h', index: false }));

  app.use(desktopRedirect);
  // The base path without its slash is the home page; outside the base path there is no page: a
  // plain 404, not a router error in the log.
  app.use((req, res, next) => {
    if (req.path === BASE_PATH) return res.redirect(301, `${BASE_PATH}/${req.originalUrl.slice(BASE_PATH.length)}`);
    if (req.path.startsWith(`${BASE_PATH}/`)) return next();
    res.status(404).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('This page could not be found');
  });

  const mode = process.env['NODE_ENV'] === 'development' ? 'development' : 'production';
  const shared = settings.sharedDataCacheMs > 0 ? createSharedData(settings) : undefined;
  let fromCache: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  if (settings.htmlCacheMs > 0) {
    const cache = createHtmlCache({
      ttlMs: settings.htmlCacheMs,
      staleMs: settings.htmlCacheStaleMs,
      maxBytes: settings.htmlCacheMaxBytes,
      onRefreshError: (err, key) => logger.warn({ err, key }, 'HTML cache refresh failed'),
    });
    app.use(
      htmlCacheMiddleware({
        cache,
        build,
        mode,
        cacheable: (req) => isPageRequest(req) && !carriesSession(req.get('cookie'), req.get('authorization')) && !isPreviewPath(req.path),
        variantOf: (req) => agentClass(req.get('user-agent')).environment,
        loadContext: (req, signal) => createLoadContext({ settings, requestId: req.get('x-request-id'), signal, shared }),
        onError: (err) => logger.error({ err }, 'HTML cache render failed'),
      }),
    );
    fromCache = cachedPageFastPath(cache);
  }

  app.all(
    '*',
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => {
        // Ends the render's platform calls when the visitor goes away before the answer is sent
        // (also when the connection closed before this request's turn came on a busy server).
        const controller = new AbortController();
        const left = () => {
          if (!res.writableFinished) controller.abort();
        };
        if (req.socket.destroyed || res.closed) left();
        else res.on('close', left);
        return createLoadContext({ settings, requestId: req.get('x-request-id'), signal: controller.signal, shared });
      },
    }),
  );

  /**
   * The HTML cache's fast path: a fresh page for an anonymous GET or HEAD is sent from Node's request
   * event with the security headers, before the express stack. Anything the long way would answer
   * differently goes there: a request with a body, a session, a desktop agent (redirected), a
   * stopping server; so do requests whose key was never stored (bad hosts, bad paths, previews,
   * loader data and files are never stored: their requests never reach the cache).
   */
  function cachedPageFastPath(cache: ReturnType<typeof createHtmlCache>) {
    const trust = app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
    const send = serveFreshPage(cache, (req) => {
      const { headers, method, url = '' } = req;
      if (draining || (method !== 'GET' && method !== 'HEAD') || !url.startsWith(`${BASE_PATH}/`)) return undefined;
      if (headers['content-length'] || headers['transfer-encoding']) return undefined;
      if (carriesSession(headers.cookie, headers.authorization)) return undefined;
      if (goesToDesktopPage(headers['user-agent'], headers['sec-fetch-dest'], url)) return undefined;
      const protocol = protocolOf(req, trust);
      return {
        key: htmlCacheKey(agentClass(headers['user-agent']).environment, protocol, headers.host, url),
        headers: security.forRequest(protocol === 'https'),
      };
    });
    const logged = logger.isLevelEnabled('info');
    return (req: IncomingMessage, res: ServerResponse): boolean => {
      const started = logged ? performance.now() : 0;
      if (!send(req, res)) return false;
      if (logged) logger.info({ req: { method: req.method, url: redactUrl(req.url) }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started), cache: 'HIT' }, 'request completed');
      return true;
    };
  }

  /** Node's request listener: the HTML cache's fast path, else the express app. */
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (!fromCache?.(req, res)) app(req, res);
  };

  /** Marks the server as stopping: /healthz answers 503 and every response closes its connection. */
  const drain = () => {
    draining = true;
  };
  return { app, handler, proxy, drain };
}
