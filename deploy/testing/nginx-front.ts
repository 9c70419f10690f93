/**
 * nginx with deploy/nginx's templates (rendered by render.mjs, as `npm run scale` renders them) in
 * front of servers the test starts, on a port of the 58xx range; plus a plain HTTP client that can
 * choose its source address (127.0.0.x: distinct visitors on one machine) and its Host header.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeNginxConf } from '../nginx/render.mjs';
import { requireTool } from '../../scripts/lib/outside-tools.mjs';

// Checked when a suite loads: without nginx the suite fails at once with one line (scripts/lib/outside-tools.mjs).
const NGINX = requireTool('nginx');
/**
 * The first of the ports nginx's tests listen on (NGINX_TEST_PORT, 5851 by default): each spec file
 * takes its own offset from it, as jest runs the files side by side.
 */
export const NGINX_TEST_PORT = Number(process.env['NGINX_TEST_PORT'] ?? 5851);

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** The source address of the connection (any 127.0.0.x on Linux). */
  localAddress?: string;
  /** Sends the path as written: a URL would resolve its dot segments (`/./`, `/../`, `%2E%2E`) first. */
  raw?: boolean;
}

/** One request on its own connection; the body as text (nginx is asked for no compression). Headers up to 64 KB. */
export function get(url: string, { headers = {}, localAddress, raw = false }: RequestOptions = {}): Promise<Answer> {
  const origin = new URL(url).origin;
  const target = raw ? { path: url.slice(origin.length) } : {};
  return new Promise((resolve, reject) => {
    const options = { headers, localAddress, agent: false, maxHeaderSize: 64 * 1024, ...target };
    const request = http.get(raw ? origin : url, options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** Opens a WebSocket (the HTTP upgrade only, no frames) and closes it; resolves with the answer's status. */
export function openSocket(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      agent: false,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': crypto.randomBytes(16).toString('base64'),
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

/** A server on a free port of 127.0.0.1; resolves with its address (host:port) and its closer. */
export async function listen(server: http.Server): Promise<{ address: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface NginxFront {
  url: string;
  log(): string;
  /**
   * The log once `written` holds for it, or as it is after `ms`: nginx writes a request's access line
   * (and its error lines) once the answer has gone, a moment after the client has it.
   */
  logOnce(written: (log: string) => boolean, ms?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground with its own folder, listening on `port`, the replicas being `servers`;
 * `realIpFrom` is SHARE_REAL_IP_FROM (the peers believed in X-Forwarded-For; default loopback);
 * `edit` may change the rendered nginx.conf (shorter timeouts, a more verbose error log).
 */
export async function startNginxFront(
  port: number,
  servers: string[],
  { realIpFrom, edit = (conf) => conf }: { realIpFrom?: string; edit?: (conf: string) => string } = {},
): Promise<NginxFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-nginx-'));
  const conf = writeNginxConf(dir, [{ listen: port, upstream: 'share_test', servers }], { realIpFrom });
  fs.writeFileSync(conf, edit(fs.readFileSync(conf, 'utf8')));
  // A file, as `npm run scale` gives it: nginx's access_log /dev/stdout cannot open a socket.
  const logFile = path.join(dir, 'nginx.log');
  const output = fs.openSync(logFile, 'a');
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);
  const log = () => fs.readFileSync(logFile, 'utf8');
  const logOnce = async (written: (log: string) => boolean, ms = 5_000) => {
    for (const deadline = Date.now() + ms; !written(log()) && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return log();
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // nginx's master stops its workers on SIGTERM (SIGKILL would leave them running).
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const text = log();
      await stop();
      throw new Error(`nginx exited:\n${text}`);
    }
    try {
      if ((await get(`${url}/nginx-health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const text = log();
      await stop();
      throw new Error(`nginx did not answer on ${url}:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, log, logOnce, stop };
}
