/**
 * @jest-environment node
 */
// A proxied API call ends UPSTREAM_TIMEOUT_MS after it started, whatever the platform does (issue
// 52: the timeout was per idle period, so a platform that drips a byte a second held each call 45 s).
import http from 'node:http';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import { closeNow, listenOnLoopback, startTestSite } from './fake-server-build';
import { readSettings } from './settings';

const DEADLINE_MS = 1500;
/**
 * How late an answer may be on a loaded machine: a per-idle-period timeout would never end these
 * calls (the platform drips a byte a second), so any bound well under the test's timeout proves it.
 */
const SLACK_MS = 2000;

/** How a call through the site ended, and when (ms after it started). */
function call(url: string): Promise<{ status: number; body: string; cut: boolean; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        const done = (cut: boolean) => resolve({ status: res.statusCode ?? 0, body, cut, ms: Date.now() - started });
        res.on('end', () => done(false));
        res.on('aborted', () => done(true));
        res.on('error', () => done(true));
      })
      .on('error', reject);
  });
}

describe('API proxy total deadline (UPSTREAM_TIMEOUT_MS)', () => {
  const upstreamClosed: Array<Promise<void>> = [];
  let platform: http.Server;
  let site: http.Server;
  let origin: string;

  beforeAll(async () => {
    // The dripping platform: `/head` waits a byte a second before its headers; `/body` sends its
    // headers at once, then a byte a second of a body that never ends.
    platform = http.createServer((req, res) => {
      upstreamClosed.push(new Promise((resolve) => res.once('close', () => resolve())));
      const drip = (write: () => void) => {
        const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : write()), 1000);
        res.once('close', () => clearInterval(timer));
      };
      if (req.url?.startsWith('/peony/v1/head')) {
        // Interim data on the socket keeps it from ever being idle.
        res.socket?.setNoDelay(true);
        drip(() => res.socket?.write(''));
        drip(() => res.writeProcessing());
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"code":0,"data":"');
      drip(() => res.write('x'));
    });
    const settings = readSettings({
      PLATFORM_API_URL: await listenOnLoopback(platform),
      UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
      HTML_CACHE_SECONDS: '0',
    });
    ({ site, origin } = await startTestSite({ settings }));
  });

  afterAll(() => closeNow(site, platform));

  it('answers 504 with the error envelope when the headers drip past the deadline', async () => {
    const answer = await call(`${origin}/peony/v1/head`);
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toEqual({ code: 504, message: MSG_NETWORK_ERROR, data: null });
    expect(answer.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(answer.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
  }, 10_000);

  it('closes a body that drips past the deadline, and the platform call with it', async () => {
    const answer = await call(`${origin}/peony/v1/body`);
    expect([answer.status, answer.cut]).toEqual([200, true]);
    expect(answer.body).toMatch(/^\{"code":0,"data":"x+$/);
    expect(answer.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(answer.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    await Promise.all(upstreamClosed);
  }, 10_000);
});
