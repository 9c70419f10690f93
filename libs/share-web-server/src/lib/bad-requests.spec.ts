/**
 * @jest-environment node
 */
// Bad input gets a clear 4xx, never a 500 (issue: clean answers to bad requests).
import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import express from 'express';
import { rejectBadRequests } from './request-guards';

async function withApp(run: (port: number) => Promise<void>) {
  const app = express();
  app.use(rejectBadRequests);
  app.use((_req, res) => res.send('ok'));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** A raw request, so that headers such as an empty Host go out as written. */
function raw(port: number, lines: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
  });
}

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; allow?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, allow: res.headers['allow'] });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('bad requests', () => {
  it('an empty or malformed Host is 400', () =>
    withApp(async (port) => {
      expect(await raw(port, ['GET /davmu/share/ HTTP/1.1', 'Host: '])).toBe(400);
      expect(await raw(port, ['GET /davmu/share/ HTTP/1.1', 'Host: evil host<script>'])).toBe(400);
      expect(await raw(port, ['GET /davmu/share/ HTTP/1.1', 'Host: m.example.cn:4200'])).toBe(200);
    }));

  it('TRACE and other methods a path does not take are 405 with Allow', () =>
    withApp(async (port) => {
      expect(await send(port, 'TRACE', '/davmu/share/')).toEqual({ status: 405, allow: 'GET, HEAD' });
      expect((await send(port, 'DELETE', '/peony/v1/group')).status).toBe(405);
      expect((await send(port, 'POST', '/davmu/share/')).status).toBe(405);
      expect((await send(port, 'POST', '/peony/v1/auth', { 'content-type': 'application/json' }, '{}')).status).toBe(
        200,
      );
    }));

  it('a path that is not valid percent-encoding is 400, or the 404 page for a page', () =>
    withApp(async (port) => {
      expect((await send(port, 'GET', '/peony/v1/content/detail/%E0%A4%A')).status).toBe(400);
      expect((await send(port, 'GET', '/davmu/share/news/doc/%E0%A4%A/index.html')).status).toBe(404);
    }));

  it('a body in another charset is 415, one over the limit 413', () =>
    withApp(async (port) => {
      expect(
        (await send(port, 'POST', '/peony/v1/auth', { 'content-type': 'application/json; charset=gbk' }, '{}')).status,
      ).toBe(415);
      expect(
        (await send(port, 'POST', '/peony/v1/auth', { 'content-type': 'application/json; charset=UTF-8' }, '{}'))
          .status,
      ).toBe(200);
      expect(
        (
          await send(port, 'POST', '/peony/v1/auth', {
            'content-type': 'application/json',
            'content-length': String(2 * 1024 * 1024),
          })
        ).status,
      ).toBe(413);
    }));
});
