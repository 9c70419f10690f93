#!/usr/bin/env node
// `npm run dev`: the reference platform API (port 3333) and the site's development server (port
// 4200): Vite in middleware mode inside the production app (apps/share-web/server/dev.ts), so a
// changed view, loader or style shows without a build (hot update in the browser).
import { bin, runWithPlatformApi, siteEnvironment } from './lib/site-processes.mjs';

runWithPlatformApi(siteEnvironment('development'), [
  bin('tsx'),
  ['--tsconfig', 'apps/share-web/tsconfig.json', 'apps/share-web/server/dev.ts'],
]);
