// Issue 59, nginx behind a load balancer: a peer named in SHARE_REAL_IP_FROM (here 127.0.0.2 and
// 127.0.0.9, as the Ingress controller's and the load balancer's ranges would be) tells nginx the
// visitor's address in X-Forwarded-For; any other peer is the visitor itself, whatever it writes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { get, listen, NGINX_TEST_PORT, startNginxFront, type NginxFront } from '../testing/nginx-front';
import { createStubSite } from '../testing/stub-site';

const SCRIPT = path.join(__dirname, 'entrypoint/15-share-web-real-ip.sh');
const PAGE = '/davmu/share/echo-headers';

describe('nginx behind a load balancer counts the visitor it forwards', () => {
  let upstream: Awaited<ReturnType<typeof listen>>;
  let nginx: NginxFront;
  beforeAll(async () => {
    upstream = await listen(createStubSite().server);
    nginx = await startNginxFront(NGINX_TEST_PORT + 7, [upstream.address], {
      realIpFrom: '127.0.0.2, 127.0.0.9/32',
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
  });

  const forwardedFor = async (localAddress: string, header: string) =>
    (
      JSON.parse((await get(`${nginx.url}${PAGE}`, { localAddress, headers: { 'X-Forwarded-For': header } })).body) as {
        headers: Record<string, string>;
      }
    ).headers['x-forwarded-for'];
  const loggedAddresses = () =>
    nginx
      .log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { remote_addr: string }).remote_addr);
  /** The address of the access line after the `before`th, once nginx has written it. */
  const loggedAfter = async (before: number) => {
    await nginx.logOnce(() => loggedAddresses().length > before);
    return loggedAddresses().at(before);
  };

  it('a trusted peer forwarding 203.0.113.7: logged and passed on as 203.0.113.7', async () => {
    const before = loggedAddresses().length;
    expect(await forwardedFor('127.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await loggedAfter(before)).toBe('203.0.113.7');
  });

  it('through two trusted hops, the visitor is the last address no trusted peer wrote', async () => {
    expect(await forwardedFor('127.0.0.2', '198.51.100.1, 203.0.113.7, 127.0.0.9')).toBe('203.0.113.7');
  });

  it('an untrusted peer writing 203.0.113.7 is counted as itself', async () => {
    const before = loggedAddresses().length;
    expect(await forwardedFor('127.0.0.3', '203.0.113.7')).toBe('127.0.0.3');
    expect(await loggedAfter(before)).toBe('127.0.0.3');
  });

  it("limits each forwarded visitor, not the load balancer's address", async () => {
    const flood = (header: (i: number) => string) =>
      Promise.all(
        Array.from({ length: 130 }, (_, i) =>
          get(`${nginx.url}${PAGE}`, { localAddress: '127.0.0.2', headers: { 'X-Forwarded-For': header(i) } }),
        ),
      ).then((answers) => answers.filter((answer) => answer.status === 429).length);
    // 130 visitors behind one balancer: nobody is held back.
    expect(await flood((i) => `198.51.100.${i}`)).toBe(0);
    // One visitor sending 130 at once: past the burst of 100, 429.
    expect(await flood(() => '203.0.113.8')).toBeGreaterThan(10);
  });
});

describe("SHARE_REAL_IP_FROM's script", () => {
  it('refuses a value that is not a list of addresses, with one line naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-ip-'));
    try {
      let stderr = '';
      try {
        execFileSync('sh', [SCRIPT], {
          env: {
            PATH: process.env['PATH'],
            SHARE_REAL_IP_FROM: '10.0.0.0/8; allow all',
            SHARE_REAL_IP_CONF: path.join(dir, 'x.conf'),
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
      } catch (error) {
        stderr = String((error as { stderr: Buffer }).stderr);
      }
      expect(stderr.trim()).toBe("SHARE_REAL_IP_FROM: '10.0.0.0/8;' is not an address or a CIDR range");
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
