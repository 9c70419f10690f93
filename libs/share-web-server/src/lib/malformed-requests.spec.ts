/**
 * @jest-environment node
 */
// Malformed requests through the whole server get a 4xx at once, never a 5xx or a wait (issue 52:
// a Host port of 99999 and an absolute-form target were 500, `Transfer-Encoding: gzip, chunked` 504
// after the upstream timeout, an oversized chunked body 502).
import http from 'node:http';
import { connect } from 'node:net';
import pino from 'pino';
import { closeNow, fakeServerBuild, listenOnLoopback, testPageRules } from './fake-server-build';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';

/** Writes `request` on a raw socket; the answer's status and how long it took. */
function raw(port: number, request: string | Buffer[]): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      for (const part of typeof request === 'string' ? [request] : request) socket.write(part);
    });
    let data = '';
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (status) {
        socket.destroy();
        resolve({ status: Number(status[1]), ms: Date.now() - started });
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: 0, ms: Date.now() - started }));
  });
}

describe('malformed requests through the server', () => {
  const reached: string[] = [];
  let platform: http.Server;
  let site: http.Server;
  let port: number;

  beforeAll(async () => {
    // The platform reads each body whole, slowly, and answers 200 (the reference API refuses what it cannot read).
    platform = http.createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.end('{"code":0,"message":"","data":null}'));
    });
    const settings = readSettings({
      PLATFORM_API_URL: await listenOnLoopback(platform),
      HTML_CACHE_SECONDS: '0',
      UPSTREAM_TIMEOUT_MS: '3000',
    });
    const build = fakeServerBuild(
      (request, status, headers) => new Response(`<p>${new URL(request.url).host}</p>`, { status, headers }),
    );
    const { handler } = createShareWebApp({
      settings,
      build,
      clientDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
      rules: testPageRules,
    });
    site = http.createServer(handler);
    port = Number(new URL(await listenOnLoopback(site)).port);
  });

  afterAll(() => closeNow(site, platform));

  it('answers 400 to a Host whose port is not a port', async () => {
    expect((await raw(port, 'GET /davmu/share/ HTTP/1.1\r\nHost: m.example.cn:99999\r\n\r\n')).status).toBe(400);
    expect((await raw(port, 'GET /peony/v1/group HTTP/1.1\r\nHost: m.example.cn:65536\r\n\r\n')).status).toBe(400);
    expect((await raw(port, 'GET /peony/v1/group HTTP/1.1\r\nHost: m.example.cn:65535\r\n\r\n')).status).toBe(200);
  });

  it('answers 400 to an absolute-form request target', async () => {
    expect(
      (await raw(port, 'GET http://evil.example/davmu/share/ HTTP/1.1\r\nHost: m.example.cn\r\n\r\n')).status,
    ).toBe(400);
    expect(
      (await raw(port, 'GET http://evil.example/peony/v1/group HTTP/1.1\r\nHost: m.example.cn\r\n\r\n')).status,
    ).toBe(400);
  });

  it('answers 400 at once to a transfer coding other than chunked, without asking the platform', async () => {
    reached.length = 0;
    const answer = await raw(
      port,
      'POST /peony/v1/comment/AbCdEf12 HTTP/1.1\r\nHost: m.example.cn\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n5\r\nxxxxx\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(2000);
    expect(reached).toEqual([]);
  });

  it('answers 413 to a chunked body over the limit', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const head = Buffer.from(
      'POST /peony/v1/upload HTTP/1.1\r\nHost: m.example.cn\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const parts = [head];
    for (let i = 0; i < 20; i += 1)
      parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
    parts.push(Buffer.from('0\r\n\r\n'));
    expect((await raw(port, parts)).status).toBe(413);
  });
});
