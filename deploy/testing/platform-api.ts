/**
 * The reference platform API for the deployment's tests: its source run by tsx (as `npm start` runs
 * it), on the test's port with a fresh database of its own, seeded on start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../..');

export interface TestPlatformApi {
  /** Its address (http://127.0.0.1:port). */
  url: string;
  /** Stops it (SIGTERM, then waits for it to exit) and removes its database. */
  stop(): Promise<void>;
}

/** Resolves once `url` answers 2xx; throws when `child` exits first or `timeoutMs` passes. */
export async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops `child` with SIGTERM and waits for it to exit (at once when it already has). */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the API on `port` with `env` beside its own settings; resolves once it answers /health. */
export async function startPlatformApi(port: number, env: Record<string, string> = {}): Promise<TestPlatformApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-api-'));
  const api = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'apps/platform-api/tsconfig.json', 'apps/platform-api/src/main.ts'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        PATH: process.env['PATH'],
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        PLATFORM_API_PORT: String(port),
        PLATFORM_API_METRICS_PORT: '0',
        DATA_DIR: dataDir,
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/health`, api, 'the platform API', 100_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
