/**
 * The HTTP server's own behaviour against a fake, misbehaving platform: upstream timeouts, a page
 * that renders while the platform hangs, and graceful shutdown. Each test starts its own server.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startSiteProcess } from './support';

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

/** Called whenever the fake platform receives /peony/slow (the request is in flight at the site). */
let onSlowRequest: () => void = () => undefined;

/** A platform that answers /peony/slow after 0.8 s and never answers /peony/hang. */
async function startFakePlatform(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/peony/slow')) {
      onSlowRequest();
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 0, message: 'success', data: { slow: true } }));
      }, 800);
      return;
    }
    // Everything else hangs.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function startSite(platformUrl: string, port: number): Promise<ChildProcess> {
  return startSiteProcess(platformUrl, port, {
    UPSTREAM_TIMEOUT_MS: '1000',
    LOADER_TIMEOUT_MS: '500',
    SHUTDOWN_GRACE_MS: '5000',
  });
}

test.describe.configure({ mode: 'serial' });

test.describe('server lifecycle', () => {
  let platform: { server: Server; url: string };
  let site: ChildProcess;
  const port = 4321 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    platform = await startFakePlatform();
    site = await startSite(platform.url, port);
  });

  test.afterAll(async () => {
    if (site.exitCode === null) site.kill('SIGKILL');
    platform.server.closeAllConnections();
    platform.server.close();
  });

  test('a hung platform call through the proxy answers 504 after the upstream timeout', async () => {
    const started = Date.now();
    const response = await fetch(`${base}/peony/v1/hang`);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(504);
    expect((await response.json()).code).toBe(504);
    expect(elapsed).toBeLessThan(5000);
  });

  test('a page renders, with its frame, while the platform hangs', async () => {
    const response = await fetch(`${base}/davmu/share/search/index.html`, { headers: { 'User-Agent': MOBILE_UA } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-layout="default"');
  });

  test('SIGTERM finishes the request in flight, refuses new ones and exits 0', async () => {
    // SIGTERM once the request has reached the platform through the site (not merely been sent).
    const arrived = new Promise<void>((resolve) => (onSlowRequest = resolve));
    const inFlight = fetch(`${base}/peony/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await arrived;
    const exited = new Promise<number | null>((resolve) => site.once('exit', (code) => resolve(code)));
    site.kill('SIGTERM');
    // New connections are refused once the signal is handled (a busy machine may take a moment).
    await expect
      .poll(
        () =>
          fetch(`${base}/healthz`).then(
            (r) => r.status,
            () => 'refused',
          ),
        { timeout: 3000 },
      )
      .toBe('refused');
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(finished.body.data).toEqual({ slow: true });
    expect(await exited).toBe(0);
  });
});
