/**
 * Listening and graceful shutdown, the same for the production server (main.ts) and the development
 * server (dev.ts): on SIGTERM/SIGINT stop accepting, finish in-flight requests, exit.
 */
import http from 'node:http';
import type { Logger } from 'pino';
import type { ShareWebSettings } from '../app/lib/settings.server';
import { BASE_PATH } from '../app/lib/base-path';
import type { createShareWebApp } from './app';

type ShareWebApp = ReturnType<typeof createShareWebApp>;

/** Serves `app` on the settings' port; `server` may be given (Vite attaches its hot-update socket to it). */
export function serve({ handler, upgrade, drain }: ShareWebApp, settings: ShareWebSettings, logger: Logger, server = http.createServer()): http.Server {
  server.on('request', handler);
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.on('upgrade', upgrade);
  server.listen(settings.port, settings.host, () => {
    logger.info({ port: settings.port, platformApiUrl: settings.platformApiUrl }, `share-web on http://localhost:${settings.port}${BASE_PATH}/`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    drain();
    server.close(() => {
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; exiting');
      server.closeAllConnections();
      process.exit(1);
    }, settings.shutdownGraceMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
