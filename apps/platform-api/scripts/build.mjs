#!/usr/bin/env node
// `nx build platform-api`: the reference API as a production bundle in dist/apps/platform-api —
// server/main.js (src/main.ts and the workspace code it imports compiled to one CommonJS file, no
// TypeScript and no source map at run time), assets/ (served under /media) and the Dockerfile of the
// image made from it; tools/deploy/pruned-package.mjs then adds its package.json and lockfile.
// `npm ci --omit=dev && npm start` there runs it.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const appDir = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(appDir, '../../dist/apps/platform-api');
const started = Date.now();
rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(appDir, 'src/main.ts')],
  // server/ beside assets/: the API finds its media at ../assets from its own folder, as in the source tree.
  outfile: path.join(outDir, 'server/main.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(appDir, 'tsconfig.json'),
  logLevel: 'warning',
});
cpSync(path.join(appDir, 'assets'), path.join(outDir, 'assets'), { recursive: true });
cpSync(path.join(appDir, 'Dockerfile'), path.join(outDir, 'Dockerfile'));
console.log(`platform-api compiled to dist/apps/platform-api in ${Date.now() - started} ms`);
