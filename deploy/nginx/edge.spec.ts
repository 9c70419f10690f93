// Issue 52, nginx as the edge: what reaches the site of a visitor's forwarding headers, the client
// address the platform API counts through nginx and the site's proxy, malformed Hosts, the version,
// and the per-address limits. Visitors are distinct source addresses of this machine (127.0.0.x).
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { composeService, serviceEnvironment } from '../testing/compose-file';
import { get, listen, NGINX_TEST_PORT, openSocket, startNginxFront, type NginxFront } from '../testing/nginx-front';
import { startPlatformApi, type TestPlatformApi } from '../testing/platform-api';
import { createStubSite, LIVE_SOCKET_PATH, type StubSite } from '../testing/stub-site';

const echo = async (url: string, options: Parameters<typeof get>[1]) => {
  const answer = await get(url, options);
  return JSON.parse(answer.body) as {
    headers: Record<string, string | undefined>;
  };
};

const DESKTOP = { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0' };
const WECHAT = {
  'User-Agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
};

describe('nginx at the edge, in front of a site', () => {
  let site: StubSite;
  let upstream: Awaited<ReturnType<typeof listen>>;
  let nginx: NginxFront;
  beforeAll(async () => {
    site = createStubSite();
    upstream = await listen(site.server);
    nginx = await startNginxFront(NGINX_TEST_PORT + 1, [upstream.address]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
  });

  it.each([
    ['a page path', '/davmu/share/echo-headers'],
    ['an API path', '/peony/v1/echo-headers'],
  ])('passes on %s the visitor nginx saw, never what the visitor wrote', async (_what, route) => {
    const { headers } = await echo(`${nginx.url}${route}`, {
      localAddress: '127.0.0.2',
      headers: {
        'X-Forwarded-For': '198.51.100.7',
        'X-Real-IP': '198.51.100.7',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Port': '443',
        Forwarded: 'for=198.51.100.7;host=evil.example',
      },
    });
    expect(headers['x-forwarded-for']).toBe('127.0.0.2');
    expect(headers['x-real-ip']).toBe('127.0.0.2');
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers['x-forwarded-port']).toBeUndefined();
    expect(headers['forwarded']).toBeUndefined();
  });

  it('answers 400 to a Host whose port is not a port, and names no version', async () => {
    for (const host of [
      '127.0.0.1:99999',
      '127.0.0.1:65536',
      '127.0.0.1:8o',
      `${'h'.repeat(254)}:${NGINX_TEST_PORT + 1}`,
    ]) {
      const answer = await get(`${nginx.url}/davmu/share/`, {
        headers: { Host: host },
      });
      expect([host, answer.status]).toEqual([host, 400]);
    }
    expect(
      (
        await get(`${nginx.url}/davmu/share/`, {
          headers: { Host: '127.0.0.1:65535' },
        })
      ).status,
    ).toBe(200);
    const answer = await get(`${nginx.url}/nginx-health`);
    expect(answer.headers['server']).toBe('nginx');
  });

  /** The site's own answer to `target` (asked with nginx's Host, as nginx passes it) and nginx's. */
  const bothAnswers = async (target: string, headers: Record<string, string>) => {
    const host = new URL(nginx.url).host;
    const alone = await get(`http://${upstream.address}${target}`, { headers: { ...headers, Host: host } });
    const behind = await get(`${nginx.url}${target}`, { headers });
    return {
      alone: [alone.status, alone.headers['location']],
      behind: [behind.status, behind.headers['location']],
      cache: behind.headers['x-cache-status'],
    };
  };

  // Issue 52: a keyed query value over about 4 KB was answered 502: the desktop redirect's Location
  // (the address percent-encoded) and the cache key did not fit nginx's 4k proxy_buffer_size.
  it.each([
    ['a desktop search', DESKTOP, `/davmu/share/search/index.html?keyword=${'a'.repeat(5000)}`],
    ['a desktop home page', DESKTOP, `/davmu/share/?group=${'a'.repeat(5000)}`],
    ['a WeChat search', WECHAT, `/davmu/share/search/index.html?keyword=${'b'.repeat(5000)}`],
    ['a WeChat home page', WECHAT, `/davmu/share/?group=${'b'.repeat(5000)}`],
  ])('answers %s with a 5,000-character keyed value as the site alone does', async (_what, headers, target) => {
    const { alone, behind } = await bothAnswers(target, headers);
    expect(alone[0]).toBe(headers === DESKTOP ? 302 : 200);
    expect(behind).toEqual(alone);
  });

  it('keeps a page whose keyed value is 5,000 characters (its key fits), without an error line', async () => {
    const target = `/davmu/share/search/index.html?keyword=${'c'.repeat(5000)}`;
    expect((await bothAnswers(target, WECHAT)).cache).toBe('MISS');
    expect((await bothAnswers(target, WECHAT)).cache).toBe('HIT');
    expect(nginx.log()).not.toContain('[error]');
  });

  it('passes the redirect of the longest address it takes (8 KB, three times as long encoded); 414 past it', async () => {
    const longest = `/davmu/share/search/index.html?keyword=${'&'.repeat(8000)}`;
    const { alone, behind } = await bothAnswers(longest, DESKTOP);
    expect(String(alone[1]).length).toBeGreaterThan(24_000);
    expect(behind).toEqual(alone);
    const tooLong = await get(`${nginx.url}/davmu/share/search/index.html?keyword=${'a'.repeat(8200)}`, {
      headers: DESKTOP,
    });
    expect(tooLong.status).toBe(414);
  });

  it('answers 404 itself to the internal preview paths (/inner, /dinner): no replica is asked', async () => {
    const rendersBefore = site.renders();
    for (const target of [
      '/inner/preview/document/detail/AbCdEf12',
      '/dinner/comment/AbCdEf12?page=2',
      '/inner/comment/AbCdEf12',
      '/dinner',
      '//inner/preview/document/detail/AbCdEf12',
      '/peony/../inner/preview/document/detail/AbCdEf12',
    ]) {
      const answer = await get(`${nginx.url}${target}`, { headers: WECHAT });
      expect([target, answer.status, answer.body]).toEqual([target, 404, 'This page could not be found']);
    }
    expect(site.renders()).toBe(rendersBefore);
  });

  it("writes the chat socket's path but never its token in a log line; the site still gets the token", async () => {
    const target = `${LIVE_SOCKET_PATH}?token=secret-chat-token-5f3a&post_id=p1`;
    expect(await openSocket(`${nginx.url}${target}`)).toBe(101);
    expect(site.sockets).toContain(target);
    // The access line is written when the socket closes, a moment after the client.
    const socketLines = (log: string) =>
      log.split('\n').filter((line) => line.includes(`"path":"${LIVE_SOCKET_PATH}"`));
    const log = await nginx.logOnce((text) => socketLines(text).length > 0);
    expect(socketLines(log).map((line) => (JSON.parse(line) as { status: number }).status)).toEqual([101]);
    expect(nginx.log()).not.toContain('secret-chat-token');
  });

  it("writes no chat socket token when the replica fails it (nginx's error lines hold the request line)", async () => {
    expect(await openSocket(`${nginx.url}${LIVE_SOCKET_PATH}?token=secret-failed-token-9c1d&post_id=gone`)).toBe(502);
    const log = await nginx.logOnce((text) => text.includes('"status":502'));
    expect(log).toContain(`"path":"${LIVE_SOCKET_PATH}","status":502`);
    expect(nginx.log()).not.toContain('secret-failed-token');
  });

  it("passes compose's health check (its command, on this nginx's port)", () => {
    const [, ...command] = composeService('nginx').healthcheck?.test ?? [];
    expect(command[0]).toBe('bash');
    const script = command[2].replace('/dev/tcp/127.0.0.1/80 ', `/dev/tcp/127.0.0.1/${new URL(nginx.url).port} `);
    expect(() =>
      execFileSync(command[0], [command[1], script], {
        stdio: 'ignore',
        timeout: 3000,
      }),
    ).not.toThrow();
  });

  it('cuts a flood from one address at 20 requests a second after a burst of 100, with 429', async () => {
    const started = Date.now();
    const flood = await Promise.all(
      Array.from({ length: 160 }, () =>
        get(`${nginx.url}/davmu/share/echo-headers`, {
          localAddress: '127.0.0.3',
        }),
      ),
    );
    const statuses = flood.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(100);
    // The burst, then 20 a second for as long as the flood lasted (slower on a busy machine).
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      101 + Math.ceil(((Date.now() - started) / 1000) * 20),
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(30);
    // Another visitor is not held back.
    expect(
      (
        await get(`${nginx.url}/davmu/share/echo-headers`, {
          localAddress: '127.0.0.4',
        })
      ).status,
    ).toBe(200);
  });
});

/**
 * The deployment's chain, as deploy/compose.yaml sets it up: nginx, then the site's API proxy
 * (http-proxy-middleware with xfwd, as libs/share-web-server/src/lib/platform-proxy.ts builds it:
 * it appends the address it got the request from), then the platform API with compose's TRUST_PROXY.
 */
describe('the SMS cap through nginx and the site counts each visitor', () => {
  const apiPort = Number(process.env['E2E_API_PORT'] ?? 5843);
  let api: TestPlatformApi;
  let siteProxy: Awaited<ReturnType<typeof listen>>;
  let nginx: NginxFront;
  beforeAll(async () => {
    api = await startPlatformApi(apiPort, {
      SMS_PROVIDER: 'dev',
      SMS_IP_HOURLY_CAP: '1',
      TRUST_PROXY: serviceEnvironment('platform-api')['TRUST_PROXY'],
    });
    const proxy = createProxyMiddleware({
      target: api.url,
      changeOrigin: true,
      xfwd: true,
    });
    siteProxy = await listen(http.createServer((req, res) => void proxy(req, res, () => res.end())));
    nginx = await startNginxFront(NGINX_TEST_PORT + 2, [siteProxy.address]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await siteProxy?.close();
    await api?.stop();
  });

  const sendCode = async (tel: string, localAddress: string, headers: Record<string, string> = {}) =>
    JSON.parse(
      (
        await get(`${nginx.url}/peony/v1/vcode?tel=${tel}&type=6`, {
          localAddress,
          headers,
        })
      ).body,
    ) as {
      code: number;
      message: string;
    };

  it('one code an hour per visitor (SMS_IP_HOURLY_CAP=1): two visitors each get theirs, a spoofed header changes nothing', async () => {
    expect(await sendCode('13500000001', '127.0.0.5')).toMatchObject({
      code: 0,
    });
    // Another visitor through the same nginx and site is not refused (issue 52: everyone was nginx).
    expect(await sendCode('13500000002', '127.0.0.6')).toMatchObject({
      code: 0,
    });
    expect(await sendCode('13500000003', '127.0.0.5')).toMatchObject({
      code: 429,
    });
    expect(
      await sendCode('13500000004', '127.0.0.5', {
        'X-Forwarded-For': '203.0.113.9',
      }),
    ).toMatchObject({ code: 429 });
  });
});
