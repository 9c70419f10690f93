/**
 * The development server (`npm run dev`): the production app (@share/share-web-server's createShareWebApp: headers, proxy,
 * load context, the same routes) with Vite in middleware mode instead of the build, as React Router's
 * custom-server template does. Every request loads the server build through Vite, so a changed view
 * or loader is served at once; the browser gets hot updates over this server's own socket. The HTML
 * micro-cache is off. Run through tsx; nothing here is part of the production bundle.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { createShareWebApp, LOG_REDACT_PATHS, readSettings, serve } from '@share/share-web-server';
import { PAGE_RULES } from './page-rules';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = path.resolve(appRoot, '../..');

const BROWSER_DEPENDENCIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  'styled-components',
  '@emotion/is-prop-valid',
  'stylis',
  'isbot',
  'swr',
  'swr/infinite',
  'mitt',
  'uuid',
  'cookie',
];

async function main() {
  const settings = { ...readSettings(), htmlCacheMs: 0 };
  const logger = pino({
    level: settings.logLevel,
    name: 'share-web-dev',
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  });
  const server = http.createServer();
  const vite = await createServer({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    appType: 'custom',
    // The libraries and React Router's default client entry live outside the app folder.
    server: { middlewareMode: true, hmr: { server }, fs: { allow: [workspaceRoot] } },
    // Pre-bundled before the first page: found one by one, each would reload the page (and could
    // load React twice) on a fresh clone's first visit.
    optimizeDeps: { include: BROWSER_DEPENDENCIES },
  });
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  // Vite strips the base path from the URL of what it does not answer itself; the app needs it back.
  const devAssets: RequestHandler = (req, res, next) => {
    const url = req.url;
    vite.middlewares(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };
  serve(
    createShareWebApp({
      settings,
      build,
      clientDir: path.join(appRoot, 'public'),
      logger,
      devAssets,
      rules: PAGE_RULES,
    }),
    settings,
    logger,
    server,
  );
  server.on('close', () => void vite.close());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
