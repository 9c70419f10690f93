/**
 * The HTTP server around the React Router handler, in the order a request meets it: request log,
 * security headers, bad requests refused (request-guards.ts), health, API proxy, the site's own API,
 * compression, static assets, desktop redirect, HTML micro-cache, the site. Before express, Node's
 * listener answers cached pages (cached-page-fast-path.ts) and sheds renders (load-shedding.ts).
 */
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createRequestHandler } from '@react-router/express';
import type { ServerBuild } from 'react-router';
import { forgetComments } from '@share/api-client/server';
import { SHARE_BASE_PATH as BASE_PATH, SITE_ENDPOINT_ROUTES } from '@share/contract/browser';
import type { ShareWebSettings } from './settings';
import { createLoadContext, createRequestApi, createSharedData } from './load-context';
import { pageChunksOf } from './page-chunks';
import type { PageRules } from './page-rules';
import { precompressed } from './precompressed';
import { SHARED_LIST_PATHS, sharedListPages } from './shared-lists';
import { type CachedPage, createHtmlCache } from './html-cache';
import { htmlCacheMiddleware, pathOf } from './html-cache-middleware';
import { cachedPageFastPath } from './cached-page-fast-path';
import { pageQueryKeys } from './page-query-keys';
import { agentClassifier } from './agent-class';
import { labelled, labelRoute, ROUTE, type HtmlCacheResult, type SiteMetrics } from './metrics';
import { DOCUMENT_WITHOUT_SCRIPTS_POLICY } from './content-security-policy';
import { noStoreWhenDegraded } from './degraded-renders';
import { loadShedding, shedLog } from './load-shedding';
import { viewerStateAnswers } from './viewer-state';
import { createPlatformProxy, PROXIED_PATHS } from './platform-proxy';
import { isPageRequest, isSiteApiPath, protocolOf, rejectBadRequests, requestIdOf } from './request-guards';
import type { TrustFunction } from './request-guards';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';

/** The one WebSocket the site forwards to the platform: the live room's chat (spec §7, live). */
const LIVE_SOCKET_PATH = '/peony/v3/live/ws';
/** Vite's own hot-update sockets (development only): Vite answers them on the same server. */
const VITE_SOCKET_PROTOCOLS: ReadonlySet<string> = new Set(['vite-hmr', 'vite-ping']);

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
  /** Prometheus metrics (createSiteMetrics); without them nothing is measured. */
  metrics?: SiteMetrics;
  /** The app's page rules (private pages, query keys, the desktop page). */
  rules: PageRules;
}

export function createShareWebApp({
  settings,
  build,
  clientDir,
  logger,
  devAssets,
  metrics,
  rules,
}: ShareWebServerOptions) {
  const { isPrivatePath } = rules;
  const agentClass = agentClassifier(rules.environmentClass);
  /** Whether a page request goes to the desktop page: a desktop agent, not asking for a frame (the desktop page's own). */
  const goesToDesktopPage = (userAgent: string | undefined, fetchDest: string | string[] | undefined, url: string) =>
    !rules.isFramedPageRequest(fetchDest, url) && agentClass(userAgent).desktop;
  /** Desktop agents go to the desktop page. */
  const desktopRedirect: RequestHandler = (req, res, next) => {
    if (!isPageRequest(req) || !goesToDesktopPage(req.get('user-agent'), req.get('sec-fetch-dest'), req.originalUrl))
      return next();
    labelRoute(res, ROUTE.redirect);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'User-Agent');
    res.redirect(302, rules.pcPageAddress(`${req.protocol}://${req.get('host')}${req.originalUrl}`));
  };
  // The pages' chunks, for each render's first load (the client build's manifest; none in development).
  const pageChunks = pageChunksOf(clientDir, `${BASE_PATH}/`);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy);
  // Whose X-Forwarded-* is believed, also before express (cache hits, shed renders).
  const trust = app.get('trust proxy fn') as TrustFunction;
  app.use(requestLog(logger));
  const security = securityHeaders(settings);
  app.use(security.middleware);
  app.use(rejectBadRequests);

  // Liveness (/healthz: the process answers) and readiness (/readyz: 503 from the moment a shutdown
  // starts, so an orchestrator or a balancer that checks it stops sending visitors here).
  let draining = false;
  app.get('/healthz', (_req, res) => {
    labelRoute(res, ROUTE.healthz);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (draining) res.status(503).json({ status: 'stopping' });
    else res.json({ status: 'ready' });
  });

  /** The HTML micro-cache, when on (made below, after the API proxy that drops an item's pages from it). */
  let htmlCache: ReturnType<typeof createHtmlCache> | undefined;
  const shared =
    settings.sharedDataCacheMs > 0 || settings.itemDataCacheMs > 0 ? createSharedData(settings) : undefined;

  const proxy = createPlatformProxy({
    settings,
    logger,
    metrics,
    // A comment written through this replica: its next render shows it (the item-data cache).
    onCommented(itemId) {
      forgetComments(shared, itemId);
      htmlCache?.forgetItem(itemId);
    },
  });
  app.use(PROXIED_PATHS, labelled(ROUTE.proxy));
  // The detail pages' list pages the server rendered: from its cache, not the platform (shared-lists.ts).
  if (shared?.cache) {
    app.get(
      SHARED_LIST_PATHS,
      sharedListPages((req, signal) =>
        createRequestApi({
          settings,
          requestId: req.get('x-request-id'),
          signal,
          shared,
          observeUpstream: metrics?.upstream,
        }),
      ),
    );
  }
  // The visitor's own state of a detail page: one request, two platform calls with their token.
  app.get(
    SITE_ENDPOINT_ROUTES.viewerState.path,
    labelled(ROUTE.viewerState),
    viewerStateAnswers((req, token, signal) =>
      createRequestApi({
        settings,
        requestId: req.get('x-request-id'),
        signal,
        viewerToken: token,
        observeUpstream: metrics?.upstream,
        onFailure: (endpoint, err) =>
          logger.warn({ err, reqId: req.get('x-request-id'), endpoint }, 'viewer state: platform call failed'),
      }),
    ),
  );
  app.use(proxy);

  app.use(compression());

  app.get('/', (_req, res) => {
    labelRoute(res, ROUTE.redirect);
    res.redirect(302, `${BASE_PATH}/`);
  });

  // Hashed build output: cached for a year. Other public files: an hour.
  const assetsDir = path.join(clientDir, 'assets');
  if (devAssets) app.use(devAssets);
  else
    app.use(
      `${BASE_PATH}/assets`,
      labelled(ROUTE.assets),
      precompressed(assetsDir, { immutable: true, maxAge: '1y' }),
      express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
  // The service worker script is checked for updates on every visit.
  app.get(`${BASE_PATH}/sw.js`, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', `${BASE_PATH}/`);
    next();
  });
  app.use(
    BASE_PATH,
    labelled(ROUTE.static),
    express.static(clientDir, {
      maxAge: '1h',
      index: false,
      // Nothing under a dot folder: the build's .vite/manifest.json is for the tests.
      dotfiles: 'ignore',
      // The offline page (offline.html) is a plain document: it runs no script.
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) res.setHeader('Content-Security-Policy', DOCUMENT_WITHOUT_SCRIPTS_POLICY);
      },
    }),
  );

  app.use(desktopRedirect);
  // The base path without its slash is the home page; outside the base path there is no page: a
  // plain 404, not a router error in the log.
  app.use((req, res, next) => {
    if (req.path === BASE_PATH) {
      labelRoute(res, ROUTE.redirect);
      return res.redirect(301, `${BASE_PATH}/${req.originalUrl.slice(BASE_PATH.length)}`);
    }
    // The route is named by entry.server when the render starts; loader data keeps this label.
    if (req.path.startsWith(`${BASE_PATH}/`)) {
      labelRoute(res, req.path.endsWith('.data') ? ROUTE.data : ROUTE.page);
      return next();
    }
    labelRoute(res, ROUTE.other);
    res
      .status(404)
      .set('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('This page could not be found');
  });

  const mode = process.env['NODE_ENV'] === 'development' ? 'development' : 'production';
  const observeUpstream = metrics?.upstream;
  /** A render's onRender for the metrics: its duration counts from now, under the route it names. */
  const renderTimer = (res?: ServerResponse) => {
    if (!metrics) return undefined;
    const started = performance.now();
    return (routeId: string) => {
      if (res) labelRoute(res, routeId);
      return () => metrics.render(routeId, (performance.now() - started) / 1000);
    };
  };
  // A saturated replica answers a render 503 at once rather than queue it (not in development).
  const shedding = devAssets
    ? undefined
    : loadShedding({
        maxRenders: settings.shedMaxRenders,
        maxEventLoopDelayMs: settings.shedMaxEventLoopDelayMs,
        retryAfterSeconds: settings.shedRetryAfterSeconds,
      });
  let fromCache: ((req: IncomingMessage, res: ServerResponse) => CachedPage | undefined) | undefined;
  if (settings.htmlCacheMs > 0) {
    const queryKeys = pageQueryKeys(build, rules.queryKeysOf);
    const cache = (htmlCache = createHtmlCache({
      ttlMs: settings.htmlCacheMs,
      staleMs: settings.htmlCacheStaleMs,
      maxBytes: settings.htmlCacheMaxBytes,
      onRefreshError: (err, key) => logger.warn({ err, key }, 'HTML cache refresh failed'),
    }));
    app.use(
      htmlCacheMiddleware({
        cache,
        build,
        mode,
        cacheable: (req) => {
          if (!isPageRequest(req)) return false;
          if (!isPrivatePath(req.path)) return true;
          metrics?.htmlCache('bypass');
          return false;
        },
        variantOf: (req) => agentClass(req.get('user-agent')).environment,
        queryKeysOf: queryKeys.get,
        canonicalTarget: rules.canonicalTarget,
        loadContext: (req, signal) =>
          createLoadContext({
            settings,
            requestId: req.get('x-request-id'),
            signal,
            shared,
            observeUpstream,
            onRender: renderTimer(),
            pageChunks,
          }),
        onError: (err) => logger.error({ err }, 'HTML cache render failed'),
        // Renders for the cache are never shed, but they count against SHED_MAX_RENDERS.
        onRenderStart: shedding?.track,
        onAnswer: (res, page, state) => {
          labelRoute(res, page.route ?? ROUTE.page);
          metrics?.htmlCache(state.toLowerCase() as HtmlCacheResult);
        },
      }),
    );
    fromCache = cachedPageFastPath({
      cache,
      queryKeys,
      trust,
      draining: () => draining,
      goesToDesktopPage,
      environmentOf: (userAgent) => agentClass(userAgent).environment,
      canonicalTarget: rules.canonicalTarget,
      securityHeadersFor: security.forRequest,
      logger,
      metrics,
    });
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
        const context = createLoadContext({
          settings,
          requestId: req.get('x-request-id'),
          signal: controller.signal,
          shared,
          observeUpstream,
          onRender: renderTimer(res),
          // React Router's loader data requests end in .data (single fetch).
          dataRequest: req.path.endsWith('.data'),
          pageChunks,
        });
        // A fallback render reaches no cache in front (nginx), nor the browser's.
        const { degraded } = context;
        if (degraded) noStoreWhenDegraded(res, degraded);
        return context;
      },
    }),
  );

  /** Files served under the base path beside the hashed assets (the service worker, the offline page). */
  const publicFiles = new Set(
    (() => {
      try {
        return readdirSync(clientDir).map((name) => `${BASE_PATH}/${name}`);
      } catch {
        return [];
      }
    })(),
  );
  /**
   * Whether a raw request goes to a render that the micro-cache does not answer: a page (GET or HEAD
   * under the base path, not a file) that is private (a preview, /auth), loader data, the desktop page, or
   * any page when the cache is off. A desktop agent's page request is a redirect, not a render.
   */
  const rendersPage = (req: IncomingMessage): boolean => {
    const { method, url = '', headers } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(`${BASE_PATH}/`)) return false;
    const pathname = pathOf(url);
    if (pathname.startsWith(`${BASE_PATH}/assets/`) || publicFiles.has(pathname) || isSiteApiPath(pathname))
      return false;
    if (goesToDesktopPage(headers['user-agent'], headers['sec-fetch-dest'], url)) return false;
    if (!fromCache || method === 'HEAD' || pathname.endsWith('.data') || pathname.startsWith(`${BASE_PATH}/pc`))
      return true;
    return isPrivatePath(pathname);
  };
  const noteShed = shedLog(logger);

  /** Node's request listener: the HTML cache's fast path, else the express app (timed for the metrics). */
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    // While shutting down, kept-alive connections still deliver requests: each is answered, and
    // closes its connection, so the client reconnects elsewhere.
    if (draining) res.setHeader('Connection', 'close');
    // The site is named by the Host header alone: behind `trust proxy`, express's req.hostname (and
    // React Router's request URL, so /pc's QR code and og:url) would read a visitor's X-Forwarded-Host.
    delete req.headers['x-forwarded-host'];
    if (fromCache?.(req, res)) return;
    if (shedding && rendersPage(req)) {
      const started = metrics ? performance.now() : 0;
      const reason = shedding.admit(req, res, () => [
        ['X-Request-Id', requestIdOf(req)],
        ...security.forRequest(protocolOf(req, trust) === 'https'),
      ]);
      if (reason) {
        metrics?.request(req.method ?? 'GET', ROUTE.shed, 503, (performance.now() - started) / 1000);
        return noteShed(reason);
      }
    }
    metrics?.watch(req, res);
    app(req, res);
  };

  /**
   * Node's upgrade listener: the live chat goes to the platform; every other upgrade is refused
   * with a 404 and its socket closed at once (left alone, it would stay open until the client went
   * away, and enough of them use up the process's file descriptors).
   */
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    if (path === LIVE_SOCKET_PATH && proxy.upgrade) return proxy.upgrade(req, socket as never, head);
    if (devAssets && VITE_SOCKET_PROTOCOLS.has(String(req.headers['sec-websocket-protocol']))) return;
    socket.end(
      'HTTP/1.1 404 Not Found\r\nConnection: close\r\nCache-Control: no-store\r\nContent-Length: 0\r\n\r\n',
      () => socket.destroy(),
    );
  };

  /** Marks the server as stopping: /readyz answers 503 and every response closes its connection. */
  const drain = () => {
    draining = true;
  };
  return { app, handler, upgrade, drain };
}
