/**
 * @jest-environment node
 */
// Secrets never reach the site's request log: the Authorization and Cookie headers of a visitor,
// a token in a query string (the live chat socket carries one), a phone number (masked, 138****8000).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';
import { LOG_REDACT_PATHS } from './request-log';
import { closeNow, fakeServerBuild, listenOnLoopback, pollUntil, testPageRules } from './fake-server-build';

describe('request log', () => {
  it('writes no Authorization, Cookie or token of a visitor, and a phone number only masked', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
      { write: (line: string) => lines.push(line) },
    );
    // The platform is unreachable: the proxied call answers 502 and is logged.
    const settings = readSettings({ PLATFORM_API_URL: 'http://127.0.0.1:9', HTML_CACHE_SECONDS: '0' });
    const { app } = createShareWebApp({
      settings,
      build: {} as ServerBuild,
      clientDir: '/nonexistent',
      logger,
      rules: testPageRules,
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/peony/v1/group?token=secret-query-token`, {
        headers: { Authorization: 'secret-user-token', Cookie: 'share_token=secret-cookie-token; other=1' },
      });
      await fetch(`http://127.0.0.1:${port}/peony/v1/sms/code?tel=13800138000&type=1`);
      // Each request's line is written when its answer has finished, a moment after the client.
      await pollUntil(
        () => lines.join('\n'),
        (log) => log.includes('/peony/v1/sms/code'),
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('/peony/v1/group');
    expect(log).toContain('/peony/v1/sms/code?tel=138****8000&type=1');
    for (const secret of ['secret-user-token', 'secret-cookie-token', 'secret-query-token', '13800138000'])
      expect(log).not.toContain(secret);
  });

  it('writes no chat socket token, whether the platform takes the socket or cannot be reached', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
      { write: (line: string) => lines.push(line) },
    );
    // The platform takes the chat socket (the handshake only) and keeps the URL it was asked for.
    const asked: string[] = [];
    const platform = http.createServer();
    platform.on('upgrade', (req: http.IncomingMessage, socket) => {
      asked.push(req.url ?? '');
      const accept = crypto
        .createHash('sha1')
        .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
        .digest('base64');
      socket.end(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
    });
    const reachable = await listenOnLoopback(platform);
    const sites: http.Server[] = [];
    const openSocket = async (platformUrl: string, token: string) => {
      const settings = readSettings({ PLATFORM_API_URL: platformUrl, HTML_CACHE_SECONDS: '0' });
      const { handler, upgrade } = createShareWebApp({
        settings,
        build: {} as ServerBuild,
        clientDir: '/nonexistent',
        logger,
        rules: testPageRules,
      });
      const site = http.createServer(handler);
      site.on('upgrade', upgrade);
      sites.push(site);
      const origin = await listenOnLoopback(site);
      return new Promise<number | string>((resolve) => {
        const request = http.get(`${origin}/peony/v3/live/ws?token=${token}&post_id=p1`, {
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
        request.on('response', (response) => resolve(response.statusCode ?? 0));
        request.on('error', () => resolve('closed'));
      });
    };
    try {
      expect(await openSocket(reachable, 'secret-socket-token-1')).toBe(101);
      expect(asked).toEqual(['/peony/v3/live/ws?token=secret-socket-token-1&post_id=p1']);
      // The platform is unreachable: the proxy's error line is written, with the URL redacted.
      expect(await openSocket('http://127.0.0.1:9', 'secret-socket-token-2')).toBe('closed');
      await pollUntil(
        () => lines.join('\n'),
        (log) => log.includes('platform API unreachable'),
      );
    } finally {
      closeNow(platform, ...sites);
    }
    const log = lines.join('\n');
    expect(log).toContain('/peony/v3/live/ws?token=');
    for (const secret of ['secret-socket-token-1', 'secret-socket-token-2'])
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
  });

  it('writes no token or whole phone of a page address carried in the desktop redirect or /pc?url=', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
      { write: (line: string) => lines.push(line) },
    );
    const settings = readSettings({ PLATFORM_API_URL: 'http://127.0.0.1:9', HTML_CACHE_SECONDS: '0' });
    const build = fakeServerBuild((_request, status, headers) => new Response('<p>desktop</p>', { status, headers }));
    const { app } = createShareWebApp({ settings, build, clientDir: '/nonexistent', logger, rules: testPageRules });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const page = '/davmu/share/news/doc/1?token=secret-page-token&tel=13800138000&u=13900139000';
    let location = '';
    try {
      const { port } = server.address() as AddressInfo;
      const redirect = await fetch(`http://127.0.0.1:${port}${page}`, {
        redirect: 'manual',
        headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0' },
      });
      location = redirect.headers.get('location') ?? '';
      expect([redirect.status, location]).toEqual([
        302,
        `/davmu/share/pc?url=${encodeURIComponent(`http://127.0.0.1:${port}${page}`)}`,
      ]);
      await fetch(`http://127.0.0.1:${port}${location}`);
      await pollUntil(
        () => lines.filter((line) => line.includes('request completed')).length,
        (count) => count === 2,
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
    const log = lines.join('\n');
    expect(lines.filter((line) => line.includes('request completed'))).toHaveLength(2);
    for (const secret of ['secret-page-token', '13800138000', '13900139000'])
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    expect(log).toContain(encodeURIComponent('tel=138****8000&u=139****9000'));
  });
});
