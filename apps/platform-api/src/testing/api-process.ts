/** Starts the platform API as its own process, the way `npm start` does (scripts/lib/site-processes.mjs). */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../../../..');

export interface ApiProcess {
  /** The address it listens on. */
  base: string;
  /** Everything it has printed so far. */
  log(): string;
  /** Whether it is still running. */
  running(): boolean;
  /** SIGTERM, then removes its data folder. */
  stop(): Promise<void>;
}

/** The API's command and environment as `npm start` builds them, with none of the test runner's settings. */
function npmStartApi(): { env: Record<string, string>; command: [string, string[]] } {
  return JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { API_COMMAND, apiEnvironment, siteEnvironment } from './scripts/lib/site-processes.mjs';" +
          "console.log(JSON.stringify({ env: apiEnvironment(siteEnvironment('production')), command: API_COMMAND }));",
      ],
      { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME }, encoding: 'utf8' },
    ),
  );
}

export async function startApiProcess(check?: (env: Record<string, string>) => void): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  const { env, command } = npmStartApi();
  check?.(env);
  const child = spawn(command[0], command[1], {
    cwd: root,
    env: { ...env, PLATFORM_API_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the API did not start:\n${log}`)), 90_000);
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        const url = /"url":"(http:\/\/[^"]+)"[^\n]*platform API listening/.exec(log)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`the API exited with ${code}:\n${log}`)));
    });
    return { base, log: () => log, running: () => child.exitCode === null && child.signalCode === null, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
