import express, { type Router } from 'express';
import { API_CODE, ENDPOINTS } from '@share/contract';
import { nowSeconds } from '../clock';
import { ApiError } from '../http/api-error';
import { addEndpoint } from '../http/endpoint-router';
import { MSG } from '../messages';
import type { ApiContext } from '../services/context';
import type { DevSmsProvider } from '../services/sms-provider';

export function registerTrackingRoutes(router: Router, ctx: ApiContext): void {
  // Beacons arrive as text/plain: parse them as JSON too.
  router.post(ENDPOINTS.trackerLog.path, express.text({ type: 'text/plain', limit: '100kb' }), (req, _res, next) => {
    if (typeof req.body === 'string') {
      try {
        req.body = JSON.parse(req.body);
      } catch {
        return next(new ApiError(API_CODE.INVALID, MSG.trackingInvalid));
      }
    }
    next();
  });
  addEndpoint(router, 'trackerLog', ({ body }) => {
    const events = Array.isArray(body) ? body : [body];
    const insert = ctx.db.prepare('INSERT INTO tracking_events (received_at, behavior, event) VALUES (?, ?, ?)');
    const now = nowSeconds(ctx.clock);
    ctx.db.transaction(() => {
      for (const event of events) insert.run(now, event.behavior, JSON.stringify(event));
    })();
    return { stored: events.length };
  });
}

/** Development-only endpoints; not registered when NODE_ENV=production. */
export function registerDevRoutes(router: Router, ctx: ApiContext, outbox: DevSmsProvider | null): void {
  addEndpoint(router, 'devTrackerEvents', () => ({
    list: (
      ctx.db.prepare('SELECT id, received_at, event FROM tracking_events ORDER BY id').all() as {
        id: number;
        received_at: number;
        event: string;
      }[]
    ).map((row) => ({ id: row.id, received_at: row.received_at, event: JSON.parse(row.event) })),
  }));
  addEndpoint(router, 'devSmsOutbox', ({ query }) => {
    const entry = outbox?.latest(query.tel.replace(/\s+/g, ''));
    if (!entry) throw new ApiError(API_CODE.NOT_FOUND, MSG.outboxEmpty);
    return entry;
  });
}
