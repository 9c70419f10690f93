/**
 * @jest-environment node
 */
// A WebSocket upgrade the site does not forward (anything but the live chat) is refused with a 404
// and its socket closed at once: before, such sockets got no answer and stayed open (2,053 in
// CLOSE-WAIT after two minutes of a probe, until the site ran out of file descriptors).
import http from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';
import { testPageRules } from './fake-server-build';
import { serve } from './serve';

const UPGRADE_PATHS = [
  '/davmu/share/',
  '/healthz',
  '/nonexistent',
  '/peony/v3/live/other',
  '/davmu/share/offline.html',
];

/** Sends a WebSocket upgrade on a raw socket; resolves with what the server wrote and whether it closed the socket. */
function upgradeOn(port: number, path: string): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Connection: Upgrade',
          'Upgrade: websocket',
          'Sec-WebSocket-Version: 13',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          '',
          '',
        ].join('\r\n'),
      ),
    );
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedByServer: false });
    }, 3000);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closedByServer: true });
    });
    socket.on('error', reject);
  });
}

describe('WebSocket upgrades', () => {
  it('answers 404 and closes at once every upgrade that is not the live chat, leaving no socket open', async () => {
    const settings = {
      ...readSettings({ PLATFORM_API_URL: 'http://127.0.0.1:9', HTML_CACHE_SECONDS: '0' }),
      port: 0,
      host: '127.0.0.1',
    };
    const logger = pino({ level: 'silent' });
    const server = serve(
      createShareWebApp({
        settings,
        build: {} as ServerBuild,
        clientDir: '/nonexistent',
        logger,
        rules: testPageRules,
      }),
      settings,
      logger,
      http.createServer(),
    );
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // A request through the API proxy first (the proxy must not start taking upgrades itself).
      const status = await new Promise<number | undefined>((resolve, reject) =>
        http
          .get(`http://127.0.0.1:${port}/peony/v1/group`, { agent: false }, (res) =>
            res.resume().on('end', () => resolve(res.statusCode)),
          )
          .on('error', reject),
      );
      expect(status).toBe(502);
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => upgradeOn(port, UPGRADE_PATHS[i % UPGRADE_PATHS.length])),
      );
      for (const { answer, closedByServer } of results) {
        expect(answer).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
        expect(closedByServer).toBe(true);
      }
      // A socket left open would never resolve: well under the test's 5 s timeout, all were closed.
      expect(Date.now() - started).toBeLessThan(4000);
      const open = await new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      expect(open).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      process.removeAllListeners('SIGTERM');
      process.removeAllListeners('SIGINT');
    }
  });
});
