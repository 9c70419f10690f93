/**
 * The site's Prometheus metrics (prom-client), served on a port of their own (METRICS_PORT, bound to
 * METRICS_HOST, 127.0.0.1 by default), never on the public port: Node's default metrics, every
 * request's duration by method, route and status, the HTML micro-cache's answers, the platform calls
 * of renders and the renders themselves.
 *
 * The route label is a route pattern, never the URL: a React Router route id ('routes/content-detail')
 * or one of ROUTE (a proxied API call, a file, a health check...), so the number of series stays
 * bounded whatever visitors ask for. The HTML cache's fast path sends a hit in about 0.3 ms: its
 * updates use label children bound once per page (a Map lookup and an observe).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, Histogram } from 'prom-client';
import { createHttpMetrics, methodLabel } from '@share/util-metrics';
import type { UpstreamOutcome } from './load-context';

/** Route labels of what is not a React Router route. */
export const ROUTE = {
  /** Not labelled by anything it passed (refused requests, paths outside the base path). */
  other: 'other',
  healthz: 'healthz',
  /** An API call passed on to the platform (spec §7 path families). */
  proxy: 'proxy',
  /** The site's own answer of a visitor's state (viewer-state.ts). */
  viewerState: 'viewer_state',
  /** Hashed build output. */
  assets: 'assets',
  /** Other public files (the service worker, icons). */
  static: 'static',
  /** Redirects of `/` and of desktop agents. */
  redirect: 'redirect',
  /** A page before React Router names its route (a render that failed before it started). */
  page: 'page',
  /** Loader data of a client-side navigation (`.data`). */
  data: 'data',
  /** A page render answered 503 at once: the replica was saturated (load-shedding.ts). */
  shed: 'shed',
} as const;

export type HtmlCacheResult = 'hit' | 'miss' | 'stale' | 'bypass';

const HTML_CACHE_RESULTS: readonly HtmlCacheResult[] = ['hit', 'miss', 'stale', 'bypass'];
/** Seconds: the loader timeout is 3 s by default. */
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of each answer in progress (set by the stage that handles it; the last one wins). */
const routeOfResponse = new WeakMap<ServerResponse, string>();

/** Names the route pattern an answer is counted under. */
export function labelRoute(res: ServerResponse, route: string): void {
  routeOfResponse.set(res, route);
}

/** Labels every answer that passes this stage with `route` (a later stage may name it more exactly). */
export const labelled =
  (route: string): RequestHandler =>
  (_req, res, next) => {
    labelRoute(res, route);
    next();
  };

type Observe = (seconds: number) => void;

export function createSiteMetrics() {
  const { registry, httpDuration } = createHttpMetrics();
  const htmlCache = new Counter({
    name: 'share_html_cache_requests_total',
    help: 'Page requests by what the HTML micro-cache did: hit, miss, stale (served while refreshed) or bypass (a preview or /auth)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'share_upstream_request_duration_seconds',
    help: 'Platform API calls of server renders by endpoint and outcome (ok, refused, timeout, error, aborted)',
    labelNames: ['endpoint', 'outcome'] as const,
    buckets: UPSTREAM_BUCKETS,
    registers: [registry],
  });
  const render = new Histogram({
    name: 'share_render_duration_seconds',
    help: 'Server renders of documents, from the load context to the last byte of HTML, by React Router route id',
    labelNames: ['route'] as const,
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });

  // Issue 63: the share funnel's steps the site saw (funnel-steps.ts bounds the labels).
  const funnel = new Counter({
    name: 'share_funnel_steps_total',
    help: 'Share funnel steps pages reported (view, open_app, launch, download) by environment class and content type',
    labelNames: ['step', 'environment', 'content_type'] as const,
    registers: [registry],
  });

  // Bound once: the counter's four series exist from the start (a rate of 0 is a rate).
  const cacheResults = Object.fromEntries(
    HTML_CACHE_RESULTS.map((result) => [result, htmlCache.labels(result)]),
  ) as Record<HtmlCacheResult, { inc: (value?: number) => void }>;
  for (const result of HTML_CACHE_RESULTS) cacheResults[result].inc(0);
  const requestChildren = new Map<string, Observe>();
  const requestChild = (method: string, route: string, status: number): Observe => {
    const key = `${method} ${route} ${status}`;
    let child = requestChildren.get(key);
    if (!child) {
      const bound = httpDuration.labels(methodLabel(method), route, String(status));
      child = (seconds) => bound.observe(seconds);
      requestChildren.set(key, child);
    }
    return child;
  };

  return {
    registry,
    /** One answered request; `route` is a label of ROUTE or a route id. */
    request(method: string, route: string, status: number, seconds: number): void {
      requestChild(method, route, status)(seconds);
    },
    /**
     * Starts timing a request handled by express: counted when its answer is finished (or when the
     * visitor went away first, as status 499), under the route the handling stages named.
     */
    watch(req: IncomingMessage, res: ServerResponse): void {
      const started = performance.now();
      res.once('close', () => {
        const status = res.writableFinished ? res.statusCode : 499;
        requestChild(
          req.method ?? 'GET',
          routeOfResponse.get(res) ?? ROUTE.other,
          status,
        )((performance.now() - started) / 1000);
      });
    },
    htmlCache(result: HtmlCacheResult): void {
      cacheResults[result].inc();
    },
    upstream(endpoint: string, outcome: UpstreamOutcome, seconds: number): void {
      upstream.labels(endpoint, outcome).observe(seconds);
    },
    render(route: string, seconds: number): void {
      render.labels(route).observe(seconds);
    },
    funnelStep({ step, environment, contentType }: { step: string; environment: string; contentType: string }): void {
      funnel.labels(step, environment, contentType).inc();
    },
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;
