/**
 * @jest-environment node
 */
// The security headers (helmet): nosniff, same-origin frames, the referrer's origin across sites,
// and HSTS by setting or over HTTPS behind a trusted proxy.
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';
import { testPageRules } from './fake-server-build';

async function headersOf(env: Record<string, string>, requestHeaders: Record<string, string> = {}) {
  const settings = readSettings({ HTML_CACHE_SECONDS: '0', ...env });
  const { app } = createShareWebApp({
    settings,
    build: {} as ServerBuild,
    clientDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
    rules: testPageRules,
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { headers: requestHeaders })).headers;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe('security headers', () => {
  it('sends nosniff, same-origin framing and the referrer policy, no HSTS over plain HTTP', async () => {
    const headers = await headersOf({});
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it('sends HSTS when HSTS=true, and for a request that came over HTTPS through a trusted proxy', async () => {
    expect((await headersOf({ HSTS: 'true' })).get('strict-transport-security')).toBe('max-age=31536000');
    expect(
      (await headersOf({ TRUST_PROXY: 'true' }, { 'X-Forwarded-Proto': 'https' })).get('strict-transport-security'),
    ).toBe('max-age=31536000');
    // An untrusted X-Forwarded-Proto changes nothing.
    expect((await headersOf({}, { 'X-Forwarded-Proto': 'https' })).get('strict-transport-security')).toBeNull();
  });
});
