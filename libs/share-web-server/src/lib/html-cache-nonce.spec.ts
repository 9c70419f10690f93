/**
 * @jest-environment node
 */
// A page from the HTML micro-cache carries a fresh CSP nonce in every answer (issue 31: a cached page
// reused its nonce for every visitor): the policy header and every nonce in the bytes are rewritten,
// in the plain, gzip and brotli answers alike, and nothing else of the page changes.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { fakeServerBuild, testPageRules } from './fake-server-build';
import { readSettings } from './settings';
import { createShareWebApp } from './share-web-app';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const PATH = '/davmu/share/mp/doc/2026/11/AbCdEf12/index.html';

/** A document as entry.server writes it: the nonce on each script and in the deferred loader's code. */
const pageWith = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">window.__ctx = 1</script></head><body>${'<p>一篇文章，一季度全省经济运行稳中有进</p>'.repeat(300)}` +
  `<script nonce="${nonce}">const s = document.createElement('script'); s.nonce = "${nonce}"; document.body.append(s)</script>` +
  `<script type="module" nonce="${nonce}">import('/x.js')</script></body></html>`;

function nonceBuild() {
  const renders = { count: 0 };
  const build = fakeServerBuild((_request, status, headers) => {
    renders.count += 1;
    const nonce = randomBytes(16).toString('base64');
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.set(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic' 'self'; object-src 'none'`,
    );
    headers.set('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    return new Response(pageWith(nonce), { status, headers });
  });
  return { build, renders };
}

/** One answer as sent: raw bytes decoded here (gunzip checks the CRC-32 and the size). */
function get(
  origin: string,
  encoding: string,
): Promise<{ cache: string; encoding: string; policy: string; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${PATH}`, { headers: { 'user-agent': ANDROID, 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const sent = String(res.headers['content-encoding'] ?? 'identity');
          const html = (sent === 'gzip' ? gunzipSync(raw) : sent === 'br' ? brotliDecompressSync(raw) : raw).toString();
          expect(Number(res.headers['content-length'])).toBe(raw.length);
          resolve({
            cache: String(res.headers['x-cache']),
            encoding: sent,
            policy: String(res.headers['content-security-policy']),
            html,
          });
        });
      })
      .on('error', reject);
  });
}

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';

describe('HTML cache: a fresh nonce per answer', () => {
  let server: http.Server;
  let origin: string;
  let renders: { count: number };

  beforeAll(async () => {
    const made = nonceBuild();
    renders = made.renders;
    const settings = readSettings({
      PLATFORM_API_URL: 'http://127.0.0.1:9',
      SHARED_DATA_CACHE_SECONDS: '0',
      HTML_CACHE_SECONDS: '60',
    });
    const { handler } = createShareWebApp({
      settings,
      build: made.build,
      clientDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
      rules: testPageRules,
    });
    server = http.createServer(handler).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('gives two cached answers two nonces, each the same in the policy and on every script, in every encoding', async () => {
    const first = await get(origin, 'identity');
    expect(first.cache).toBe('MISS');
    const answers = [first];
    for (const encoding of ['identity', 'identity', 'gzip', 'gzip, deflate, br', 'gzip, deflate, br', 'br'])
      answers.push(await get(origin, encoding));
    expect(renders.count).toBe(1);
    expect(answers.slice(1).map((answer) => answer.cache)).toEqual(Array(6).fill('HIT'));
    expect(answers.map((answer) => answer.encoding)).toEqual([
      'identity',
      'identity',
      'identity',
      'gzip',
      'gzip',
      'gzip',
      'br',
    ]);
    const nonces = answers.map((answer) => nonceOf(answer.policy));
    expect(new Set(nonces).size).toBe(answers.length);
    for (const [index, answer] of answers.entries()) {
      expect(nonces[index]).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
      expect(answer.html).toBe(pageWith(nonces[index]));
    }
  });

  it('never gives two answers the same nonce, past the 256 answers one draw of random bytes serves', async () => {
    const nonces = new Set<string>();
    for (let answer = 0; answer < 600; answer += 1) {
      const { cache, policy, html } = await get(origin, 'identity');
      expect(cache).toBe('HIT');
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(html).toBe(pageWith(nonce));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(600);
    // 600 requests in a row: a count, not a speed; a loaded machine may take longer than the default.
  }, 60_000);
});
