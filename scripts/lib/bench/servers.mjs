// The servers the bench measures, each started by `children` (scripts/lib/children.mjs): the
// reference API on a fresh demo database, the production site, and for the load test the site again
// with its micro-cache off.
import { API_COMMAND, root } from '../site-processes.mjs';

const quiet = { LOG_LEVEL: 'warn', NODE_ENV: 'production' };

/**
 * Starts the API on `apiPort` (its database in `dataDir`), the site on `sitePort` (its metrics on
 * `sitePort` + 3) and, unless `uncachedPort` is null, the uncached site there (metrics on `sitePort`
 * + 4), each site on the Node binary `node`. Returns the children and when the site was spawned
 * (`serverStarted`, performance.now()).
 */
export function startServers(children, { node, apiPort, sitePort, uncachedPort, dataDir }) {
  const api = children.start(API_COMMAND[0], API_COMMAND[1], {
    cwd: root,
    env: {
      ...process.env,
      ...quiet,
      NODE_ENV: 'development',
      PLATFORM_API_PORT: String(apiPort),
      PLATFORM_API_METRICS_PORT: '0',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    gentle: true,
  });
  // Metrics on, as in production, each server on a port of its own (both took 9464 before: EADDRINUSE).
  // The uncached runs measure a render's cost at 50 connections, not shedding (`npm run overload`).
  const startSite = (port, metricsPort, settings = {}) =>
    children.start(node, ['apps/share-web/build/server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        ...quiet,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        PLATFORM_API_URL: `http://127.0.0.1:${apiPort}`,
        SHED_MAX_RENDERS: process.env.SHED_MAX_RENDERS ?? '0',
        ...settings,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      gentle: true,
    });
  const serverStarted = performance.now();
  const server = startSite(sitePort, sitePort + 3);
  // Every page is cached for every visitor (issue 62): a render per request needs the cache off.
  const uncachedServer =
    uncachedPort === null ? undefined : startSite(uncachedPort, sitePort + 4, { HTML_CACHE_SECONDS: '0' });
  return { api, server, serverStarted, uncachedServer };
}
