#!/usr/bin/env node
// `npm start`: builds share-web, then runs the reference platform API (port 3333) and the site
// (port 4200) side by side, both in production mode (no stack traces or file paths in any answer).
import { spawnSync } from 'node:child_process';
import { bin, root, runWithPlatformApi, siteEnvironment } from './lib/site-processes.mjs';

const build = spawnSync(bin('nx'), ['run', 'share-web:build', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The site runs from its compiled server (apps/share-web/build/server.mjs), no TypeScript loader.
runWithPlatformApi(siteEnvironment('production'), [process.execPath, ['apps/share-web/build/server.mjs']]);
