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
import { pollUntil, testPageRules } from './fake-server-build';

describe('request log', () => {
  it('writes no Authorization, Cookie or token of a visitor, and a phone number only masked', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } }, { write: (line: string) => lines.push(line) });
    // The platform is unreachable: the proxied call answers 502 and is logged.
    const settings = readSettings({ PLATFORM_API_URL: 'http://127.0.0.1:9', HTML_CACHE_SECONDS: '0' });
    const { app } = createShareWebApp({ settings, build: {} as ServerBuild, clientDir: '/nonexistent', logger, rules: testPageRules });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/peony/v1/group?token=secret-query-token`, {
        headers: { Authorization: 'secret-user-token', Cookie: 'share_token=secret-cookie-token; other=1' },
      });
      await fetch(`http://127.0.0.1:${port}/peony/v1/sms/code?tel=13800138000&type=1`);
      // Each request's line is written when its answer has finished, a moment after the client.
      await pollUntil(() => lines.join('\n'), (log) => log.includes('/peony/v1/sms/code'));
    } finally {
      server.closeAllConnections();
      server.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('/peony/v1/group');
    expect(log).toContain('/peony/v1/sms/code?tel=138****8000&type=1');
    for (const secret of ['secret-user-token', 'secret-cookie-token', 'secret-query-token', '13800138000']) expect(log).not.toContain(secret);
  });
});
