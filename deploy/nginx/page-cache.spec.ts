// Issue 52: nginx's page cache could be poisoned three ways, and it repeated one CSP nonce to every
// visitor for 90 s. Each poisoning request here is followed by the next visitor's plain request,
// which must get a clean page; 100 answers of one cached page carry 100 nonces.
import http from 'node:http';
import zlib from 'node:zlib';
import { createStubSite, type StubSite } from '../testing/stub-site';
import { get, listen, NGINX_TEST_PORT, startNginxFront, type NginxFront } from '../testing/nginx-front';

const PORT = NGINX_TEST_PORT;
const HOST = `127.0.0.1:${PORT}`;
/** A phone in WeChat: a class nginx caches pages for. */
const WECHAT = {
  'User-Agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
};

const text = (body: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(body)?.[1];

describe("nginx's page cache", () => {
  let site: StubSite;
  let upstream: Awaited<ReturnType<typeof listen>>;
  let nginx: NginxFront;
  beforeAll(async () => {
    site = createStubSite();
    upstream = await listen(site.server);
    nginx = await startNginxFront(PORT, [upstream.address]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
  });

  it('keeps pages: the second plain visitor is answered from the cache', async () => {
    const first = await get(`${nginx.url}/davmu/share/news/doc/2026/11/AbCdEfGh/index.html`, { headers: WECHAT });
    const second = await get(`${nginx.url}/davmu/share/news/doc/2026/11/AbCdEfGh/index.html`, { headers: WECHAT });
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    // Each answer names its own request, once (the copy was filled by the first).
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it.each([
    [
      'a percent-encoded keyword on search',
      '/davmu/share/search/index.html?%6Beyword=POISON',
      '/davmu/share/search/index.html',
      'keyword',
    ],
    ['a percent-encoded group on home', '/davmu/share/?%67roup=POISON', '/davmu/share/', 'group'],
    [
      'an encoded key before the plain one',
      '/davmu/share/search/index.html?%6beyword=POISON&keyword=news',
      '/davmu/share/search/index.html?keyword=news',
      'keyword',
    ],
  ])('%s (%s) is not kept for the next visitor', async (_what, attack, plain, id) => {
    // The site decodes the key name and renders the attacker's text.
    expect(text((await get(`${nginx.url}${attack}`, { headers: WECHAT })).body, id)).toBe('POISON');
    const visitor = await get(`${nginx.url}${plain}`, { headers: WECHAT });
    expect(visitor.status).toBe(200);
    expect(visitor.body).not.toContain('POISON');
    // The plain link's copy is the plain page, and it is kept.
    const next = await get(`${nginx.url}${plain}`, { headers: WECHAT });
    expect(next.headers['x-cache-status']).toBe('HIT');
    expect(next.body).not.toContain('POISON');
  });

  it("passes the site's own API (the viewer state) to the site every time, whatever its answer says", async () => {
    // The stub answers it as a page shared caches may keep: nginx keeps it all the same nowhere.
    for (const path of ['/davmu/share/api/viewer-state', '/davmu/share/API/viewer-state']) {
      const target = `${nginx.url}${path}?type=article&post_id=AbCdEfGh`;
      const before = site.renders();
      const first = await get(target, { headers: { ...WECHAT, Authorization: 'token-a' } });
      const second = await get(target, { headers: { ...WECHAT, Authorization: 'token-b' } });
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(site.renders() - before).toBe(2);
      expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual([undefined, undefined]);
    }
  });

  it('keys the Host with its port: a page rendered for another port is not served for this one', async () => {
    const path = '/davmu/share/news/doc/2026/11/PortPort/index.html';
    const attack = await get(`${nginx.url}${path}`, {
      headers: { ...WECHAT, Host: '127.0.0.1:4444' },
    });
    expect(attack.body).toContain('content="http://127.0.0.1:4444/davmu/share/');
    const visitor = await get(`${nginx.url}${path}`, { headers: WECHAT });
    expect(visitor.body).toContain(`<meta property="og:url" content="http://${HOST}${path}">`);
    expect(visitor.body).not.toContain('4444');
    expect(visitor.headers['content-security-policy']).toContain(`connect-src 'self' ws://${HOST}`);
  });

  it('drops X-Forwarded-Host: the desktop page QR code keeps pointing at the site', async () => {
    const path = '/davmu/share/pc?url=%2Fdavmu%2Fshare%2F';
    const attack = await get(`${nginx.url}${path}`, {
      headers: { ...WECHAT, 'X-Forwarded-Host': 'evil.example' },
    });
    expect(text(attack.body, 'qr')).toBe(`http://${HOST}/davmu/share/`);
    const visitor = await get(`${nginx.url}${path}`, { headers: WECHAT });
    expect(text(visitor.body, 'qr')).toBe(`http://${HOST}/davmu/share/`);
  });

  it('gives each of 100 answers of one cached page its own nonce, in the policy and on every script', async () => {
    const path = '/davmu/share/news/doc/2026/11/NonceNon/index.html';
    const rendersBefore = site.renders();
    const nonces = new Set<string>();
    const statuses: string[] = [];
    for (let i = 0; i < 100; i++) {
      const answer = await get(`${nginx.url}${path}`, { headers: WECHAT });
      statuses.push(String(answer.headers['x-cache-status']));
      const policyNonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
      const scriptNonces = [...answer.body.matchAll(/<script nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(scriptNonces).toEqual([policyNonce, policyNonce]);
      nonces.add(policyNonce);
    }
    expect(nonces.size).toBe(100);
    // Still one render: the copy is nginx's.
    expect(site.renders() - rendersBefore).toBe(1);
    expect(statuses.filter((status) => status === 'HIT')).toHaveLength(99);
  });

  it('compresses the page with its fresh nonce for a visitor who accepts gzip', async () => {
    const path = '/davmu/share/news/doc/2026/11/GzipGzip/index.html';
    await get(`${nginx.url}${path}`, { headers: WECHAT });
    const answer = await new Promise<{
      encoding?: string;
      policy: string;
      body: string;
    }>((resolve, reject) => {
      http
        .get(`${nginx.url}${path}`, { headers: { ...WECHAT, 'Accept-Encoding': 'gzip' }, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              policy: String(response.headers['content-security-policy']),
              body: zlib.gunzipSync(Buffer.concat(chunks)).toString('utf8'),
            }),
          );
        })
        .on('error', reject);
    });
    expect(answer.encoding).toBe('gzip');
    const nonce = /'nonce-([^']+)'/.exec(answer.policy)?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body).toContain(`<script nonce="${nonce}">window.page=1</script>`);
  });
});
