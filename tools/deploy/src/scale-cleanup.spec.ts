/**
 * `npm run scale` run alone stops with one line and leaves nothing behind (issue 50): without nginx it
 * says so before starting anything; when nginx dies after the API and the replicas are up, it stops
 * them all. Each run carries a marker in its environment, which every process it starts inherits, so
 * a process left behind is found in /proc whatever its process group.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
// The scale topology's ports: replicas on SITE and SITE+1, the API, nginx's two server blocks.
const base = Number(process.env['DEPLOY_TEST_PORT'] ?? 4470);
const ports = { SCALE_SITE_PORT: base, SCALE_API_PORT: base + 2, SCALE_NGINX_PORT: base + 3 };
const topology = [base, base + 1, base + 2, base + 3, base + 4];

function scale(nginx: string): Promise<{ code: number | null; stderr: string; marker: string }> {
  const marker = randomUUID();
  const child = spawn(process.execPath, ['scripts/scale.mjs', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      NGINX: nginx,
      SCALE_TEST_MARKER: marker,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr, marker })));
}

/** The processes whose environment carries `marker`. */
function processesWith(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`SCALE_TEST_MARKER=${marker}`)) found.push(pid);
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const openPorts = async () =>
  (await Promise.all(topology.map(async (port) => ((await listening(port)) ? port : 0)))).filter(Boolean);

describe('npm run scale, run alone', () => {
  beforeAll(async () => expect(await openPorts()).toEqual([]));

  it('stops with one line when nginx is missing, having started nothing', async () => {
    const { code, stderr, marker } = await scale('/nonexistent/nginx');
    expect(code).toBe(1);
    expect(stderr).toBe(
      "nginx not found at /nonexistent/nginx: install Debian's (bash scripts/ensure-nginx.sh) or set NGINX to its path\n",
    );
    expect(await openPorts()).toEqual([]);
    expect(processesWith(marker)).toEqual([]);
  });

  it('stops the API and the replicas it started when nginx exits at once', async () => {
    // An executable that exits 1, as an nginx that cannot start does; nginx starts after the API and the
    // replicas answer, so the message about it says they were running.
    const { code, stderr, marker } = await scale('/bin/false');
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${ports.SCALE_NGINX_PORT}/nginx-health: its process exited \\(see its log in \\S+, kept with --keep\\)\\n$`,
      ),
    );
    expect(await openPorts()).toEqual([]);
    expect(processesWith(marker)).toEqual([]);
  });
});
