#!/usr/bin/env node
// The last step of `nx build share-web`: the production bundle in dist/apps/share-web — build/ as
// `npm start` runs it (server.mjs, the React Router server build, the client files) without source
// maps, and its Dockerfile; tools/deploy/pruned-package.mjs then adds a package.json and lockfile
// pruned by Nx to the packages the server files import.
// `npm ci --omit=dev && npm start` there runs the site; its Dockerfile does the same in an image.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(appDir, '../../dist/apps/share-web');
const started = Date.now();
rmSync(outDir, { recursive: true, force: true });
cpSync(path.join(appDir, 'build'), path.join(outDir, 'build'), {
  recursive: true,
  filter: (file) => !file.endsWith('.map'),
});
cpSync(path.join(appDir, 'Dockerfile'), path.join(outDir, 'Dockerfile'));
const server = path.join(outDir, 'build/server.mjs');
writeFileSync(server, readFileSync(server, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
console.log(`share-web bundled to dist/apps/share-web in ${Date.now() - started} ms`);
