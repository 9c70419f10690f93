/**
 * The API's Prometheus metrics (prom-client) on a port of their own (PLATFORM_API_METRICS_PORT,
 * bound to 127.0.0.1 by default), never on the API's port: Node's default metrics, every request's
 * duration by method, route pattern (the contract path as express matched it, never the URL) and
 * status, the open live-chat sockets and the login codes handed to the SMS provider (a spike is
 * someone spending the SMS budget: deploy/monitoring's alert).
 */
import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge } from 'prom-client';
import type { WebSocketServer } from 'ws';
import { createHttpMetrics, methodLabel } from '@share/util-metrics';
import type { SmsProvider } from '../services/sms-provider';

/** The route label of a request express did not route: its media files, else 'other' (a 404). */
function routeOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  return req.originalUrl.startsWith('/media/') ? '/media' : 'other';
}

export function createApiMetrics() {
  const { registry, httpDuration } = createHttpMetrics();
  const sockets: WebSocketServer[] = [];
  new Gauge({
    name: 'platform_live_chat_connections',
    help: 'Open live-chat WebSocket connections',
    registers: [registry],
    collect() {
      this.set(sockets.reduce((open, server) => open + server.clients.size, 0));
    },
  });
  // By provider and result only: a phone number is personal and would make a series per visitor.
  const smsSends = new Counter({
    name: 'platform_sms_sends_total',
    help: 'Login codes handed to the SMS provider, by provider and result (sent, failed)',
    labelNames: ['provider', 'result'] as const,
    registers: [registry],
  });

  // Issue 63: the funnel's last step happens here (the app claims), so the platform counts it.
  const claims = new Counter({
    name: 'platform_link_token_claims_total',
    help: 'Claims of deferred-deep-link tokens by result (claimed, unknown, used, expired)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['claimed', 'unknown', 'used', 'expired']) claims.labels(result).inc(0);

  return {
    registry,
    /** One claim of a link token and what it answered. */
    linkTokenClaim(result: string): void {
      claims.labels(result).inc();
    },
    /** Express middleware: times each request until its answer is finished (499: the client left first). */
    middleware(req: Request, res: Response, next: NextFunction): void {
      const started = performance.now();
      res.once('close', () => {
        const status = res.writableFinished ? String(res.statusCode) : '499';
        httpDuration
          .labels(methodLabel(req.method), routeOf(req), status)
          .observe((performance.now() - started) / 1000);
      });
      next();
    },
    /** Counts the open connections of the live-chat socket server. */
    watchChat(server: WebSocketServer): void {
      sockets.push(server);
    },
    /** The same provider, each send counted when it has succeeded or failed. */
    watchSms(provider: SmsProvider): SmsProvider {
      const sent = smsSends.labels(provider.name, 'sent');
      const failed = smsSends.labels(provider.name, 'failed');
      sent.inc(0);
      return {
        name: provider.name,
        send: (phone, code) =>
          provider.send(phone, code).then(
            () => sent.inc(),
            (error: unknown) => {
              failed.inc();
              throw error;
            },
          ),
      };
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
