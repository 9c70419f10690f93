// The processes of `npm start` and `npm run dev`: the reference platform API and the site, side by
// side. Ctrl-C or SIGTERM stops both gracefully; when one exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** The environment of both processes: the API's port and the site's address of it. */
export function siteEnvironment(nodeEnv) {
  const apiPort = process.env.PLATFORM_API_PORT ?? '3333';
  return {
    ...process.env,
    PLATFORM_API_PORT: apiPort,
    PLATFORM_API_URL: process.env.PLATFORM_API_URL ?? `http://127.0.0.1:${apiPort}`,
    NODE_ENV: nodeEnv,
  };
}

/**
 * The reference API's environment: the demo API sends login codes to its log (SMS_PROVIDER=dev),
 * since a fresh machine has no SMS gateway, and keeps the demo endpoints the README's "Trying it
 * out" uses (DEMO=1), also when it runs in production mode. Both can be overridden. The site is the
 * one proxy in front of it (TRUST_PROXY=1: the address the site appends is the visitor's); the
 * site's own TRUST_PROXY (true behind nginx) is another setting of another process. A production-
 * mode API refuses to start without PREVIEW_LINK_SECRET: the demo gets a random one per start.
 */
export function apiEnvironment(env) {
  return {
    ...env,
    SMS_PROVIDER: env.SMS_PROVIDER ?? 'dev',
    DEMO: env.DEMO ?? '1',
    TRUST_PROXY: '1',
    PREVIEW_LINK_SECRET: env.PREVIEW_LINK_SECRET ?? randomBytes(32).toString('base64url'),
  };
}

/** The command that runs the reference API (tsx, no build). */
export const API_COMMAND = [
  bin('tsx'),
  ['--tsconfig', 'apps/platform-api/tsconfig.json', 'apps/platform-api/src/main.ts'],
];

/** Runs the reference API (tsx) and `site` ([command, args]) until either exits or a signal comes. */
export function runWithPlatformApi(env, [siteCommand, siteArgs]) {
  const apiEnv = apiEnvironment(env);
  const children = [
    spawn(API_COMMAND[0], API_COMMAND[1], { cwd: root, env: apiEnv, stdio: 'inherit' }),
    spawn(siteCommand, siteArgs, { cwd: root, env, stdio: 'inherit' }),
  ];
  let exiting = false;
  const stopAll = (signal) => {
    if (exiting) return;
    exiting = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  for (const child of children) {
    child.on('exit', (code) => {
      stopAll('SIGTERM');
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
    });
  }
  process.on('SIGINT', () => stopAll('SIGTERM'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));
}
