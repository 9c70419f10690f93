/**
 * What the site's and the platform API's Prometheus metrics have in common (prom-client): a registry
 * with Node's default metrics and the request-duration histogram both export, labelled by method,
 * route pattern (never the URL) and status, and the small server that serves the registry on a port
 * of its own, never on the public one.
 */
import http from 'node:http';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Methods kept as they are; anything else is counted as OTHER (the number of series stays bounded). */
const KNOWN_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
/** Seconds: a cached answer is well under a millisecond, an uncached render tens to hundreds. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The method label of a request: one of KNOWN_METHODS, else OTHER. */
export const methodLabel = (method: string | undefined): string =>
  method && KNOWN_METHODS.has(method) ? method : 'OTHER';

/** A registry with Node's default metrics and `http_request_duration_seconds{method,route,status}`. */
export function createHttpMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  return { registry, httpDuration };
}

/**
 * Serves `registry` at GET /metrics on its own server. The server never keeps the process alive
 * (unref) and a port already taken is logged, not fatal: the process serves without metrics.
 */
export function serveMetrics(registry: Registry, port: number, host: string, logger: Logger): http.Server {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics collection failed');
        res.writeHead(500).end();
      },
    );
  });
  server.on('error', (error) =>
    logger.error({ err: error, port, host }, 'metrics server failed; serving without metrics'),
  );
  server.listen(port, host, () => logger.info({ port, host }, `metrics on http://${host}:${port}/metrics`));
  server.unref();
  return server;
}
