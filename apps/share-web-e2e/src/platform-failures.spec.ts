/**
 * Pages against a platform that fails in every way (issue: no hung page when the platform hangs):
 * the site runs its compiled server with --expose-gc and a collection every 100 ms, so a timeout or
 * abort signal that only fetch holds would be collected and never fire (nodejs/undici#4068).
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { startSiteProcess } from './support';

const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
/** A well-formed public id: the fake platform answers whatever the id. */
const ARTICLE = '/davmu/share/news/doc/2026/11/zXSnvMrm/index.html';
/** Long enough to tell a call ended by the visitor leaving from one ended by the deadline. */
const LOADER_TIMEOUT_MS = 20_000;
/**
 * What a loaded machine (forced collections, other tests) may add to the deadline for 90 renders of
 * the error page; the failure this guards against is a request that never gets an answer at all.
 */
const RENDER_ALLOWANCE_MS = 40_000;

type Mode = 'hang' | 'down' | 'garbage' | 'wrong-shape' | 'refuse' | 'server-error' | 'huge';
let mode: Mode = 'hang';
const openSockets = new Set<Socket>();

async function startFakePlatform(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const json = (body: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (mode) {
      case 'hang':
        return; // accepted, never answered
      case 'down':
        req.socket.destroy();
        return;
      case 'garbage':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html>502 Bad Gateway</html>');
        return;
      case 'wrong-shape':
        return json({ code: 0, message: 'success', data: { list: 'not a list', title: 42 } });
      case 'refuse':
        return json({ code: 404, message: '内容不存在', data: null });
      case 'server-error':
        // The platform's own fault: HTTP 500 with its error envelope.
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 500, message: '服务器错误', data: null }));
        return;
      case 'huge': {
        // 8 MB of list, streamed without a Content-Length.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"code":0,"message":"success","data":{"list":[');
        const item = JSON.stringify({ title: 'x'.repeat(1000) });
        for (let i = 0; i < 8000; i += 1) res.write(`${i ? ',' : ''}${item}`);
        res.end('],"total":8000,"page":1,"size":8000}}');
        return;
      }
    }
  });
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function startSite(platformUrl: string, port: number): Promise<ChildProcess> {
  return startSiteProcess(
    platformUrl,
    port,
    {
      LOADER_TIMEOUT_MS: String(LOADER_TIMEOUT_MS),
      UPSTREAM_MAX_MB: '1',
      HTML_CACHE_SECONDS: '0',
      SHARED_DATA_CACHE_SECONDS: '0',
      // The bursts here test the loader deadline and the sockets' release, not load shedding (its own
      // tests): every render is let through.
      SHED_MAX_RENDERS: '0',
      LOG_LEVEL: 'fatal',
    },
    ['--expose-gc', '--import', 'data:text/javascript,setInterval(() => globalThis.gc(), 100).unref();'],
  );
}

test.describe.configure({ mode: 'serial' });

test.describe('a failing platform', () => {
  let platform: { server: Server; url: string };
  let site: ChildProcess;
  const port = 4821 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const page = (pathname: string, init: RequestInit = {}) =>
    fetch(`${base}${pathname}`, { ...init, headers: { 'User-Agent': MOBILE_UA } });

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

  test('hung: a burst of 90 pages all answer 504 with the error page at the loader deadline, and every backend socket is released', async () => {
    test.setTimeout(120_000);
    mode = 'hang';
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 90 }, async () => {
        const response = await page(ARTICLE);
        return {
          status: response.status,
          cacheControl: response.headers.get('cache-control'),
          body: await response.text(),
          at: Date.now() - started,
        };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(90).fill(504));
    expect(answers[0].body).toContain('data-testid="error-page"');
    expect(answers[0].body).toContain('网络错误，请稍后重试～');
    // An error answer is never stored by a CDN or the browser.
    expect(answers[0].cacheControl).toBe('no-store');
    expect(Math.max(...answers.map((a) => a.at))).toBeLessThan(LOADER_TIMEOUT_MS + RENDER_ALLOWANCE_MS);
    // Aborted at the deadline, every call's connection closes; on a loaded machine (forced
    // collections every 100 ms, other tests) undici may take a few seconds for the last of them, as
    // in the test below. A leak is a socket that stays open for good.
    await expect.poll(() => openSockets.size, { timeout: LOADER_TIMEOUT_MS - 5000 }).toBe(0);
    expect(site.exitCode).toBeNull();
  });

  test('hung: visitors who leave early end their platform calls (sockets released well before the deadline)', async () => {
    test.setTimeout(90_000);
    mode = 'hang';
    await expect.poll(() => openSockets.size, { timeout: 30_000 }).toBe(0);
    // A visitor who leaves closes the connection: raw requests destroyed mid-render.
    const visitors = Array.from({ length: 30 }, () =>
      httpRequest(`${base}${ARTICLE}`, { headers: { 'User-Agent': MOBILE_UA }, agent: false }).on(
        'error',
        () => undefined,
      ),
    );
    for (const visitor of visitors) visitor.end();
    await expect.poll(() => openSockets.size, { timeout: 5000 }).toBeGreaterThan(0);
    const leftAt = Date.now();
    for (const visitor of visitors) visitor.destroy();
    // undici keeps an aborted request's connection a few seconds before it closes it.
    await expect.poll(() => openSockets.size, { timeout: LOADER_TIMEOUT_MS - 5000 }).toBe(0);
    expect(Date.now() - leftAt).toBeLessThan(LOADER_TIMEOUT_MS);
  });

  test('down: the article answers 503; the home page renders its frame from the defaults', async () => {
    mode = 'down';
    const article = await page(ARTICLE);
    expect(article.status).toBe(503);
    expect(article.headers.get('cache-control')).toBe('no-store');
    expect(await article.text()).toContain('网络错误，请稍后重试～');
    const home = await page('/davmu/share/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('data-layout="default"');
  });

  test('garbage or a wrong shape: 502 with the error page, never a 500', async () => {
    for (const broken of ['garbage', 'wrong-shape'] as const) {
      mode = broken;
      const article = await page(ARTICLE);
      expect([broken, article.status, article.headers.get('cache-control')]).toEqual([broken, 502, 'no-store']);
      expect(await article.text()).toContain('data-testid="error-page"');
      const home = await page('/davmu/share/');
      expect([broken, home.status]).toEqual([broken, 200]);
    }
  });

  test('a refusal (an error envelope) is the 404 page', async () => {
    mode = 'refuse';
    const article = await page(ARTICLE);
    expect(article.status).toBe(404);
    expect(article.headers.get('cache-control')).toBe('no-store');
    expect(await article.text()).toContain('抱歉，您访问的页面不存在');
  });

  test('the platform\'s own server error (HTTP 500 {"code":500}) is an outage: 503 with the error page, not "not found"', async () => {
    mode = 'server-error';
    const article = await page(ARTICLE);
    expect(article.status).toBe(503);
    expect(article.headers.get('cache-control')).toBe('no-store');
    const body = await article.text();
    expect(body).toContain('data-testid="error-page"');
    expect(body).toContain('网络错误，请稍后重试～');
    expect(body).not.toContain('抱歉，您访问的页面不存在');
  });

  test('an answer over the size cap is refused with 502 and the server keeps answering', async () => {
    mode = 'huge';
    const article = await page(ARTICLE);
    expect(article.status).toBe(502);
    expect(article.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
