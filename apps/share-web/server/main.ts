/**
 * Starts share-web from its compiled form, `node apps/share-web/build/server.mjs` (the build compiles
 * this file with scripts/build-server.mjs after `react-router build`).
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting, finish in-flight requests, exit.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { readSettings } from '../app/lib/settings.server';
import { createShareWebApp, LOG_REDACT_PATHS } from './app';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '../build');

async function main() {
  const settings = readSettings();
  const logger = pino({ level: settings.logLevel, name: 'share-web', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } });
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  const { app, proxy, drain } = createShareWebApp({ settings, build, clientDir: path.join(buildDir, 'client'), logger });

  const server = app.listen(settings.port, settings.host, () => {
    logger.info({ port: settings.port, platformApiUrl: settings.platformApiUrl }, `share-web on http://localhost:${settings.port}/davmu/share/`);
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  server.on('upgrade', (req, socket, head) => {
    if (proxy.upgrade) proxy.upgrade(req, socket as never, head);
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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
