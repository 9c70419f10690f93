/**
 * @jest-environment node
 */
// The site names itself by the Host header only, also behind a trusted proxy (TRUST_PROXY): a
// visitor's X-Forwarded-Host never reaches a render (the desktop page's QR code, og:url) nor the
// micro-cache's key (issue 52: /pc's cached QR code pointed off-site).
import http from 'node:http';
import { closeNow, fakeServerBuild, startTestSite } from './fake-server-build';
import { readSettings } from './settings';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('X-Forwarded-Host', () => {
  let site: http.Server;
  let origin: string;

  beforeAll(async () => {
    const settings = readSettings({
      PLATFORM_API_URL: 'http://127.0.0.1:9',
      TRUST_PROXY: 'true',
      HTML_CACHE_SECONDS: '30',
    });
    // Each page writes the address it was rendered for, as /pc's QR code and og:url do.
    const build = fakeServerBuild((request, status, headers) => {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      headers.set('Cache-Control', 'public, max-age=0, s-maxage=30');
      return new Response(`<p>${request.url}</p>`, { status, headers });
    });
    ({ site, origin } = await startTestSite({ settings, build }));
  });

  afterAll(() => closeNow(site));

  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${origin}${path}`, { headers: { 'User-Agent': ANDROID, ...headers } })).text();

  it('renders the desktop page for the Host, not X-Forwarded-Host', async () => {
    const target = encodeURIComponent(`${origin}/davmu/share/news/doc/1`);
    const html = await page(`/davmu/share/pc?url=${target}`, { 'X-Forwarded-Host': 'evil.example' });
    expect(html).toBe(`<p>${origin}/davmu/share/pc?url=${target}</p>`);
  });

  it('neither renders nor caches a page for X-Forwarded-Host: the next visitor gets a clean page', async () => {
    const poisoned = await page('/davmu/share/news/doc/2', { 'X-Forwarded-Host': 'evil.example:8443' });
    const next = await page('/davmu/share/news/doc/2');
    expect([poisoned, next]).toEqual([
      `<p>${origin}/davmu/share/news/doc/2</p>`,
      `<p>${origin}/davmu/share/news/doc/2</p>`,
    ]);
  });
});
