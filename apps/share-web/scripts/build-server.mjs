#!/usr/bin/env node
// Compiles the site's Node server (server/main.ts and the workspace code it imports) to one
// JavaScript file, build/server.mjs, so production runs plain `node` with no TypeScript loader at
// run time. Packages from node_modules stay external and load as they are.
import path from 'node:path';
import { build } from 'esbuild';

const appDir = path.resolve(import.meta.dirname, '..');
const started = Date.now();
await build({
  entryPoints: [path.join(appDir, 'server/main.ts')],
  outfile: path.join(appDir, 'build/server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(appDir, 'tsconfig.json'),
  sourcemap: 'linked',
  logLevel: 'warning',
  // Some dependencies are CommonJS and call require(): give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(`server compiled to build/server.mjs in ${Date.now() - started} ms`);
