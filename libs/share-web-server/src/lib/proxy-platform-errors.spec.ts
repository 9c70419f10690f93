/**
 * @jest-environment node
 */
// Issue 58: the API proxy passed the platform's own 5xx bodies through, stack traces and file paths
// included. The browser gets the contract's error envelope; the detail goes to the site's log with
// the request id.
import http from 'node:http';
import pino from 'pino';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import { readSettings } from './settings';
import { closeNow, listenOnLoopback, startTestSite } from './fake-server-build';

const STACK =
  "TypeError: Cannot read properties of undefined (reading 'id')\n    at renderDetail (/srv/platform/src/services/content.ts:146:20)";

describe('API proxy: platform 5xx answers', () => {
  let platform: http.Server;
  let site: http.Server;
  let origin: string;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    platform = http.createServer((req, res) => {
      const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
      res.writeHead(status, { 'Content-Type': 'text/html', 'X-Powered-By': 'Express' });
      res.end(status >= 500 ? `<pre>${STACK}</pre>` : '<p>ok</p>');
    });
    const settings = readSettings({ PLATFORM_API_URL: await listenOnLoopback(platform), HTML_CACHE_SECONDS: '0' });
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    ({ site, origin } = await startTestSite({ settings, logger }));
  });

  afterAll(() => closeNow(site, platform));

  it.each([500, 503])('answers a platform %i with the error envelope, never its body', async (status) => {
    const requestId = `req-${status}-0123456789abcdef`;
    const answer = await fetch(`${origin}/peony/v1/group?status=${status}`, { headers: { 'X-Request-Id': requestId } });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = await answer.text();
    expect(JSON.parse(body)).toEqual({ code: status, message: MSG_NETWORK_ERROR, data: null });
    expect(body).not.toContain('/srv/platform');
    // The detail is in the site's log, under the request's id.
    const line = lines.find((entry) => entry['reqId'] === requestId && entry['msg'] === 'platform API error answer');
    expect(line).toMatchObject({ status, body: `<pre>${STACK}</pre>` });
  });

  it('passes other answers as they are', async () => {
    const answer = await fetch(`${origin}/peony/v1/group?status=404`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<p>ok</p>');
  });
});
