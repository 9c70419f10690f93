/**
 * @jest-environment node
 */
// Secrets never reach the site's request log: the Authorization and Cookie headers of a visitor,
// a token in a query string (the live chat socket carries one), a phone number (masked, 138****8000).
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { readSettings } from './settings';
import { createShareWebApp, LOG_REDACT_PATHS } from './share-web-app';
import { fakeServerBuild, pollUntil, testPageRules } from './fake-server-build';

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
