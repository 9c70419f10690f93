/**
 * The API's Prometheus metrics (prom-client) on a port of their own (PLATFORM_API_METRICS_PORT,
 * bound to 127.0.0.1 by default), never on the API's port: Node's default metrics, every request's
 * duration by method, route pattern (the contract path as express matched it, never the URL) and
 * status, and the open live-chat sockets.
 */
import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { WebSocketServer } from 'ws';

/** Methods kept as they are; anything else is counted as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The route label of a request express did not route: its media files, else 'other' (a 404). */
function routeOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  return req.originalUrl.startsWith('/media/') ? '/media' : 'other';
}

export function createApiMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const sockets: WebSocketServer[] = [];
  new Gauge({
    name: 'platform_live_chat_connections',
    help: 'Open live-chat WebSocket connections',
    registers: [registry],
    collect() {
      this.set(sockets.reduce((open, server) => open + server.clients.size, 0));
    },
  });

  return {
    registry,
    /** Express middleware: times each request until its answer is finished (499: the client left first). */
    middleware(req: Request, res: Response, next: NextFunction): void {
      const started = performance.now();
      res.once('close', () => {
        const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
        const status = res.writableFinished ? String(res.statusCode) : '499';
        httpDuration.labels(method, routeOf(req), status).observe((performance.now() - started) / 1000);
      });
      next();
    },
    /** Counts the open connections of the live-chat socket server. */
    watchChat(server: WebSocketServer): void {
      sockets.push(server);
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

/**
 * Serves `registry` at GET /metrics on its own server; it never keeps the process alive (unref), and
 * a port already taken is logged, not fatal.
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
  server.on('error', (error) => logger.error({ err: error, port, host }, 'metrics server failed; serving without metrics'));
  server.listen(port, host, () => logger.info({ port, host }, `metrics on http://${host}:${port}/metrics`));
  server.unref();
  return server;
}
