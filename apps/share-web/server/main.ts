/**
 * Starts share-web from its compiled form, `node apps/share-web/build/server.mjs` (the build compiles
 * this file with scripts/build-server.mjs after `react-router build`).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { createShareWebApp, createSiteMetrics, LOG_REDACT_PATHS, readSettings, serve } from '@share/share-web-server';
import { serveMetrics } from '@share/util-metrics';
import { PAGE_RULES } from './page-rules';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '../build');

async function main() {
  const settings = readSettings();
  const logger = pino({
    level: settings.logLevel,
    name: 'share-web',
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  });
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  const metrics = settings.metricsPort > 0 ? createSiteMetrics() : undefined;
  const server = serve(
    createShareWebApp({
      settings,
      build,
      clientDir: path.join(buildDir, 'client'),
      logger,
      metrics,
      rules: PAGE_RULES,
    }),
    settings,
    logger,
  );
  if (metrics) {
    // The metrics server never holds the process (unref) and closes with the site.
    const metricsServer = serveMetrics(metrics.registry, settings.metricsPort, settings.metricsHost, logger);
    server.on('close', () => {
      metricsServer.close();
      metricsServer.closeAllConnections();
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
