/**
 * @jest-environment node
 */
// Graceful shutdown (issue 31 item 8, issue 27 item 4): from the moment a shutdown starts, /readyz
// answers 503 while /healthz stays 200, requests sent on kept-alive connections are answered with
// `Connection: close` (none reset), and the process exits 0 once the idle connections have closed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';
import { testPageRules } from './fake-server-build';
import { shutDown, trackConnections } from './serve';

const KEPT_ALIVE = 24;
/** The shutdown's grace: the server exits before it (idle connections closed), never by it. */
const GRACE_MS = 5000;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

async function startSite() {
  const settings = readSettings({
    PLATFORM_API_URL: 'http://127.0.0.1:9',
    SHARED_DATA_CACHE_SECONDS: '0',
    HTML_CACHE_SECONDS: '0',
  });
  const { handler, drain } = createShareWebApp({
    settings,
    build: {} as ServerBuild,
    clientDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
    rules: testPageRules,
  });
  const server = http.createServer();
  server.on('request', handler);
  const connections = trackConnections(server);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: KEPT_ALIVE });
  const get = (path: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        })
        .on('error', reject);
    });
  let exitCode: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (exitCode = resolve));
  const stop = () =>
    shutDown(server, connections, { drain, logger: pino({ level: 'silent' }), graceMs: GRACE_MS, exit: exitCode });
  return { server, port, agent, get, stop, exited };
}

/** Runs `count` requests at once, so the agent opens (or reuses) that many connections; settles every one. */
const all = (count: number, request: () => Promise<Answer>) =>
  Promise.allSettled(Array.from({ length: count }, request));

describe('shutdown', () => {
  it('/readyz answers 200 while serving and 503 once a shutdown starts; /healthz stays 200', async () => {
    const site = await startSite();
    const [ready, live] = await Promise.all([site.get('/readyz'), site.get('/healthz')]);
    expect(ready).toMatchObject({ status: 200, connection: 'keep-alive', body: '{"status":"ready"}' });
    expect(live).toMatchObject({ status: 200, connection: 'keep-alive', body: '{"status":"ok"}' });
    site.stop();
    // Each goes out on one of the two kept-alive connections, which the server no longer accepts anew.
    const [stopping, stillLive] = await Promise.all([site.get('/readyz'), site.get('/healthz')]);
    expect(stopping).toEqual({ status: 503, connection: 'close', body: '{"status":"stopping"}' });
    expect(stillLive).toEqual({ status: 200, connection: 'close', body: '{"status":"ok"}' });
    expect(await site.exited).toBe(0);
  });

  it('answers every request sent on kept-alive connections just after the signal, with Connection: close, and none is reset', async () => {
    const site = await startSite();
    const warm = await all(KEPT_ALIVE, () => site.get('/healthz'));
    expect(warm.filter((r) => r.status === 'fulfilled' && r.value.status === 200)).toHaveLength(KEPT_ALIVE);
    expect(Object.values(site.agent.freeSockets).flat()).toHaveLength(KEPT_ALIVE);

    const started = Date.now();
    site.stop();
    // Sent in the same tick: every one goes out on a connection that was idle when the shutdown began.
    const afterSignal = await all(KEPT_ALIVE, () => site.get('/readyz'));
    const errors = afterSignal.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as NodeJS.ErrnoException).code] : [],
    );
    expect(errors).toEqual([]);
    expect(
      afterSignal.map((r) => (r.status === 'fulfilled' ? `${r.value.status} ${r.value.connection}` : 'reset')),
    ).toEqual(Array(KEPT_ALIVE).fill('503 close'));
    // New connections are refused; the server exits once the answered connections have closed.
    await expect(
      new Promise((resolve, reject) =>
        http.get({ host: '127.0.0.1', port: site.port, path: '/healthz', agent: false }, resolve).on('error', reject),
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await site.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(GRACE_MS - 500);
  });

  it('closes a kept-alive connection that stays idle after the signal, then exits 0', async () => {
    const site = await startSite();
    expect((await site.get('/healthz')).status).toBe(200);
    const started = Date.now();
    site.stop();
    expect(await site.exited).toBe(0);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(GRACE_MS - 500);
  });
});
