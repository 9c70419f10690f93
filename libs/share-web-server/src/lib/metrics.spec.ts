/**
 * @jest-environment node
 */
// The site's Prometheus metrics: each request moves the counters it should, under the route pattern
// (never the URL); the metrics are served on their own port, never on the public one.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { fakeServerBuild, listenOnLoopback, pollUntil, testPageRules } from './fake-server-build';
import { readSettings } from './settings';
import { createLoadContext } from './load-context';
import { createShareWebApp } from './share-web-app';
import { createSiteMetrics, type SiteMetrics } from './metrics';
import { serveMetrics } from '@share/util-metrics';

const PAGE = `<!DOCTYPE html><html><body>${'<p>一篇文章</p>'.repeat(200)}</body></html>`;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ARTICLE = '/davmu/share/news/doc/2026/11/AbCdEf12/index.html';
const PREVIEW = '/davmu/share/preview-editor/doc/2026/11/ZyXwVu98/index.html';
/** The route id the fake build's entry names, as entry.server names the deepest matched route. */
const ROUTE_ID = 'routes/content-detail';

/** A React Router build of one page route whose entry reports its render through the load context. */
function pageBuild(): ServerBuild {
  return fakeServerBuild((_request, status, headers, _context, loadContext) => {
    const rendered = loadContext?.onRender?.(ROUTE_ID);
    headers.set('Content-Type', 'text/html; charset=utf-8');
    rendered?.();
    return new Response(PAGE, { status, headers });
  });
}

async function site(env: Record<string, string> = {}) {
  const metrics = createSiteMetrics();
  const settings = readSettings({ PLATFORM_API_URL: 'http://127.0.0.1:9', SHARED_DATA_CACHE_SECONDS: '0', ...env });
  const { handler } = createShareWebApp({
    settings,
    build: pageBuild(),
    clientDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
    rules: testPageRules,
    metrics,
  });
  const server = http.createServer(handler);
  const origin = await listenOnLoopback(server);
  return {
    metrics,
    get: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`${origin}${path}`, { method, headers: { 'user-agent': ANDROID, ...headers }, redirect: 'manual' }),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The value of a counter, or of a histogram's _count, for exactly these labels (0 when absent). */
async function valueOf(metrics: SiteMetrics, name: string, labels: Record<string, string>): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  const found = values.find(
    (value) =>
      ((value as { metricName?: string }).metricName ?? name) ===
        (metric.constructor.name === 'Histogram' ? `${name}_count` : name) &&
      Object.keys(value.labels).filter((label) => label !== 'le').length === wanted.length &&
      wanted.every(([label, expected]) => String(value.labels[label]) === expected),
  );
  return found?.value ?? 0;
}

const cacheCount = (metrics: SiteMetrics, result: string) =>
  valueOf(metrics, 'share_html_cache_requests_total', { result });
const httpCount = (metrics: SiteMetrics, route: string, status = '200', method = 'GET') =>
  valueOf(metrics, 'http_request_duration_seconds', { method, route, status });

/**
 * A counter once it has reached `expected`, or its value after 3 s: the express path counts an
 * answer when its socket closes, which can come after the client has read the answer (20 ms was too
 * short on a loaded CI machine). Counters only grow, so a count past `expected` still fails.
 */
const counted = (read: () => Promise<number>, expected: number) => pollUntil(read, (value) => value >= expected);

describe('site metrics', () => {
  it('counts a miss, a fast-path hit, a stale answer and a bypass, each under the route pattern', async () => {
    const s = await site({ HTML_CACHE_SECONDS: '2', HTML_CACHE_STALE_SECONDS: '30' });
    try {
      expect(await cacheCount(s.metrics, 'hit')).toBe(0);
      expect((await s.get(ARTICLE)).headers.get('x-cache')).toBe('MISS');
      expect(await counted(() => cacheCount(s.metrics, 'miss'), 1)).toBe(1);
      expect(await counted(() => valueOf(s.metrics, 'share_render_duration_seconds', { route: ROUTE_ID }), 1)).toBe(1);

      // The fast path (before express) counts its hit too.
      expect((await s.get(ARTICLE)).headers.get('x-cache')).toBe('HIT');
      expect(await cacheCount(s.metrics, 'hit')).toBe(1);
      // Both answers are one series: the route pattern, not the URL.
      expect(await counted(() => httpCount(s.metrics, ROUTE_ID), 2)).toBe(2);

      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await s.get(ARTICLE)).headers.get('x-cache')).toBe('STALE');
      expect(await counted(() => cacheCount(s.metrics, 'stale'), 1)).toBe(1);
      // The background refresh was a render of its own.
      expect(await counted(() => valueOf(s.metrics, 'share_render_duration_seconds', { route: ROUTE_ID }), 2)).toBe(2);

      // A preview skips the cache: a bypass, rendered for its visitor.
      expect((await s.get(PREVIEW)).headers.get('x-cache')).toBeNull();
      expect(await counted(() => cacheCount(s.metrics, 'bypass'), 1)).toBe(1);
      expect(await counted(() => httpCount(s.metrics, ROUTE_ID), 4)).toBe(4);
      expect([await cacheCount(s.metrics, 'hit'), await cacheCount(s.metrics, 'miss')]).toEqual([1, 1]);

      const text = await s.metrics.registry.metrics();
      expect(text).not.toContain('AbCdEf12');
      expect(text).toContain(`http_request_duration_seconds_count{method="GET",route="${ROUTE_ID}",status="200"} 4`);
    } finally {
      s.close();
    }
  });

  it('labels what is not a page with a fixed name: health checks, proxied API calls, paths outside the site', async () => {
    const s = await site();
    try {
      expect((await s.get('/healthz')).status).toBe(200);
      // The platform of this test is unreachable: the proxy answers 502, still under 'proxy'.
      expect((await s.get('/peony/v1/group')).status).toBe(502);
      expect((await s.get('/wp-login.php?user=admin')).status).toBe(404);
      expect(await counted(() => httpCount(s.metrics, 'healthz'), 1)).toBe(1);
      expect(await counted(() => httpCount(s.metrics, 'proxy', '502'), 1)).toBe(1);
      expect(await counted(() => httpCount(s.metrics, 'other', '404'), 1)).toBe(1);
      // A method nobody uses is one label, not one per spelling.
      await s.get('/healthz', {}, 'PROPFIND');
      expect(await counted(() => httpCount(s.metrics, 'other', '405', 'OTHER'), 1)).toBe(1);
    } finally {
      s.close();
    }
  });

  it('serves /metrics on its own port only: the public port answers 404 for it', async () => {
    const s = await site();
    const metricsServer = serveMetrics(s.metrics.registry, 0, '127.0.0.1', pino({ level: 'silent' }));
    try {
      await s.get(ARTICLE);
      const publicAnswer = await s.get('/metrics');
      expect(publicAnswer.status).toBe(404);
      expect(await publicAnswer.text()).not.toContain('http_request_duration_seconds');

      await new Promise((resolve) =>
        metricsServer.listening ? resolve(undefined) : metricsServer.once('listening', resolve),
      );
      const port = (metricsServer.address() as AddressInfo).port;
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
      const text = await scraped.text();
      for (const name of [
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'share_html_cache_requests_total{result="miss"} 1',
      ]) {
        expect(text).toContain(name);
      }
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      metricsServer.close();
      s.close();
    }
  });
});

describe('upstream metrics', () => {
  const settings = readSettings({ PLATFORM_API_URL: 'http://platform.test', LOADER_TIMEOUT_MS: '500' });
  const GROUPS = { list: [{ id: 'grp00001', name: '推荐', type: 'news', layout: 'list' }] };

  async function call(answer: (signal: AbortSignal) => Promise<Response>) {
    const metrics = createSiteMetrics();
    const fetch = ((_url: string, init: RequestInit) =>
      answer(init.signal as AbortSignal)) as unknown as typeof globalThis.fetch;
    const { api } = createLoadContext({
      settings,
      signal: new AbortController().signal,
      fetch,
      observeUpstream: metrics.upstream,
    });
    await api.endpoints.groups({}).catch(() => undefined);
    const outcomes: Record<string, number> = {};
    for (const outcome of ['ok', 'refused', 'timeout', 'aborted', 'error']) {
      const count = await valueOf(metrics, 'share_upstream_request_duration_seconds', { endpoint: 'groups', outcome });
      if (count) outcomes[outcome] = count;
    }
    return outcomes;
  }
  const envelope =
    (code: number, data: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify({ code, message: '', data }), { status });

  it('times each platform call of a render by endpoint name and outcome', async () => {
    expect(await call(envelope(0, GROUPS))).toEqual({ ok: 1 });
    expect(await call(envelope(404, null))).toEqual({ refused: 1 });
    // No answer within LOADER_TIMEOUT_MS.
    expect(
      await call(
        (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    ).toEqual({ timeout: 1 });
    expect(await call(async () => Promise.reject(new TypeError('fetch failed')))).toEqual({ error: 1 });
    expect(await call(envelope(500, null, 500))).toEqual({ error: 1 });
    // An answer that is not the contract's shape is an error too.
    expect(await call(envelope(0, { list: 'not a list' }))).toEqual({ error: 1 });
  });
});
