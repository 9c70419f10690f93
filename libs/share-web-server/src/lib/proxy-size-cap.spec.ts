/**
 * @jest-environment node
 */
// The API proxy refuses a platform answer over UPSTREAM_MAX_MB, as page rendering does (issue 31:
// a 200 MB answer streamed through unlimited); media files are not API answers and pass whole.
import http from 'node:http';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import { readSettings } from './settings';
import { closeNow, listenOnLoopback, startTestSite } from './fake-server-build';

const MB = 1024 * 1024;

/** What the platform did for one request: the bytes it wrote, and whether it wrote them all. */
interface Sent {
  bytes: number;
  whole: boolean;
  /** Settles when the platform's answer ends or its connection is closed. */
  closed: Promise<void>;
}

/**
 * A platform whose answers are `mb` megabytes of JSON, with or without a Content-Length; what it
 * did for each request is kept under the request's `tag` (a request of an earlier test may still be
 * writing while the next test runs).
 */
async function bigPlatform() {
  const sent = new Map<string, Sent>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const size = Number(url.searchParams.get('mb')) * MB;
    const declared = url.searchParams.get('declared') === '1';
    const record: Sent = {
      bytes: 0,
      whole: false,
      closed: new Promise((resolve) => res.once('close', () => resolve())),
    };
    sent.set(url.searchParams.get('tag') ?? '', record);
    res.writeHead(200, { 'Content-Type': 'application/json', ...(declared ? { 'Content-Length': size } : {}) });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let left = size;
    const write = () => {
      while (left > 0) {
        if (res.destroyed) return;
        const part = chunk.subarray(0, Math.min(chunk.length, left));
        left -= part.length;
        record.bytes += part.length;
        if (!res.write(part)) return void res.once('drain', write);
      }
      record.whole = true;
      res.end();
    };
    res.on('error', () => undefined);
    write();
  });
  return { server, sent, url: await listenOnLoopback(server) };
}

/** Reads an answer whole; `cut` when the connection closed before its end. */
function read(url: string): Promise<{ status: number; bytes: number; body: string; cut: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (chunks.length < 4) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, bytes, body: Buffer.concat(chunks).toString(), cut: false }),
        );
        res.on('error', () => resolve({ status: res.statusCode ?? 0, bytes, body: '', cut: true }));
        res.on('aborted', () => resolve({ status: res.statusCode ?? 0, bytes, body: '', cut: true }));
      })
      .on('error', reject);
  });
}

describe('API proxy size cap (UPSTREAM_MAX_MB)', () => {
  let platform: Awaited<ReturnType<typeof bigPlatform>>;
  let site: http.Server;
  let origin: string;

  beforeAll(async () => {
    platform = await bigPlatform();
    const settings = readSettings({ PLATFORM_API_URL: platform.url, UPSTREAM_MAX_MB: '1', HTML_CACHE_SECONDS: '0' });
    ({ site, origin } = await startTestSite({ settings }));
  });

  afterAll(() => closeNow(site, platform.server));

  it('answers 502 with the error envelope for an answer that declares more than the cap', async () => {
    const answer = await read(`${origin}/peony/v1/content?mb=20&declared=1`);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ code: 502, message: MSG_NETWORK_ERROR, data: null });
  });

  it('cuts off an answer that streams past the cap without a Content-Length', async () => {
    const answer = await read(`${origin}/peony/v1/content?mb=20&tag=streamed`);
    expect(answer.cut).toBe(true);
    expect(answer.bytes).toBeLessThanOrEqual(1 * MB + 256 * 1024);
    // The platform's side is closed too: it never writes its 20 MB (what it wrote stops at what
    // the proxy read plus the sockets' buffers).
    const streamed = platform.sent.get('streamed');
    await streamed?.closed;
    expect(streamed?.whole).toBe(false);
    expect(streamed?.bytes).toBeLessThan(20 * MB);
  });

  it('passes answers under the cap whole, and media files of any size', async () => {
    const small = await read(`${origin}/peony/v1/content?mb=0.5`);
    expect([small.status, small.bytes, small.cut]).toEqual([200, 0.5 * MB, false]);
    const media = await read(`${origin}/media/demo.mp4?mb=3&declared=1`);
    expect([media.status, media.bytes, media.cut]).toEqual([200, 3 * MB, false]);
  });
});
