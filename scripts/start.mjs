#!/usr/bin/env node
// `npm start`: builds share-web, then runs the reference platform API (port 3333) and the site
// (port 4200) side by side. Ctrl-C or SIGTERM stops both gracefully.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const build = spawnSync(bin('nx'), ['run', 'share-web:build', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const apiPort = process.env.PLATFORM_API_PORT ?? '3333';
// Production behaviour for both processes (no stack traces or file paths in any answer). The demo
// API still sends login codes to its log (SMS_PROVIDER=dev), since a fresh machine has no SMS gateway.
const env = {
  ...process.env,
  PLATFORM_API_PORT: apiPort,
  PLATFORM_API_URL: process.env.PLATFORM_API_URL ?? `http://127.0.0.1:${apiPort}`,
  NODE_ENV: 'production',
};
const apiEnv = { ...env, SMS_PROVIDER: process.env.SMS_PROVIDER ?? 'dev' };

const children = [
  spawn(bin('tsx'), ['--tsconfig', 'apps/platform-api/tsconfig.json', 'apps/platform-api/src/main.ts'], { cwd: root, env: apiEnv, stdio: 'inherit' }),
  // The site runs from its compiled server (apps/share-web/build/server.mjs), no TypeScript loader.
  spawn(process.execPath, ['apps/share-web/build/server.mjs'], { cwd: root, env, stdio: 'inherit' }),
];

let exiting = false;
function stopAll(signal) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}
process.on('SIGINT', () => stopAll('SIGTERM'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
