import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { acceptedEncodings, precompressed } from './precompressed';

const SOURCE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

async function serve() {
  const root = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  writeFileSync(path.join(root, 'entry-abc.js'), SOURCE);
  writeFileSync(path.join(root, 'entry-abc.js.br'), brotliCompressSync(SOURCE));
  writeFileSync(path.join(root, 'entry-abc.js.gz'), gzipSync(SOURCE));
  writeFileSync(path.join(root, 'plain.css'), 'a{}');
  const app = express();
  app.use('/assets', precompressed(root, { immutable: true, maxAge: '1y' }), express.static(root));
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  return { base, close: () => new Promise((r) => server.close(r)) };
}

async function get(url: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('pre-compressed static assets', () => {
  it('reads the encodings a browser accepts', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
  });

  it('sends the brotli file when accepted, with the asset type and caching', async () => {
    const site = await serve();
    try {
      const res = await get(`${site.base}/entry-abc.js`, 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/);
      expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(brotliDecompressSync(res.body).toString()).toBe(SOURCE);
    } finally {
      await site.close();
    }
  });

  it('sends the gzip file to a browser without brotli, the plain file to one without either', async () => {
    const site = await serve();
    try {
      const gz = await get(`${site.base}/entry-abc.js`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(SOURCE);
      const plain = await get(`${site.base}/entry-abc.js`, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SOURCE);
      const small = await get(`${site.base}/plain.css`, 'br');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body.toString()).toBe('a{}');
    } finally {
      await site.close();
    }
  });
});
