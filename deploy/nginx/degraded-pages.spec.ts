// Issue 58, point 2: while the platform hung, a replica's page with a block fallen back to 网络不给力
// answered 200 with s-maxage=30, replaced nginx's good copy and was served for 35-40 s after the
// platform recovered. The site now answers such a render no-store (libs/share-web-server's
// degraded-pages.spec.ts proves it of the site); here a replica answering as the site does shows that
// nginx keeps serving its good copy through the outage and never a fallback from its cache.
import fs from 'node:fs';
import http from 'node:http';
import { get, listen, NGINX_TEST_PORT, startNginxFront, type NginxFront } from '../testing/nginx-front';

const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';
/** nginx's port in this test (DEGRADED_NGINX_PORT). */
const PORT = Number(process.env['DEGRADED_NGINX_PORT'] ?? NGINX_TEST_PORT + 8);
const PATH = '/davmu/share/news/doc/2026/11/DeGrAdEd/index.html';
const WECHAT = {
  'User-Agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
};
const OFFLINE = '网络不给力，请稍后再试';
/**
 * The site's answers: a whole page kept 2 s here (the site's 30, shortened) and 60 s stale; a fallback
 * render. nginx counts a copy's life in whole seconds, so the test waits past 3 s for it to expire and
 * reads the refreshed copy well within its 2 s.
 */
const WHOLE = 'public, max-age=0, s-maxage=2, stale-while-revalidate=60';
const DEGRADED = 'no-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('nginx in front of a replica whose platform fails', () => {
  const replica = { platformUp: true, renders: 0 };
  let upstream: Awaited<ReturnType<typeof listen>>;
  let nginx: NginxFront;
  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: run scripts/ensure-prerequisites.sh nginx`);
    const server = http.createServer((_req, res) => {
      replica.renders += 1;
      const whole = replica.platformUp;
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': whole ? WHOLE : DEGRADED,
        Vary: 'User-Agent',
      });
      res.end(`<p>${whole ? `第${replica.renders}版` : OFFLINE}</p>`);
    });
    upstream = await listen(server);
    nginx = await startNginxFront(PORT, [upstream.address]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
  });

  const visit = () => get(`${nginx.url}${PATH}`, { headers: WECHAT });

  it('serves the good copy through the outage and a fresh one after it, never the fallback', async () => {
    const good = await visit();
    expect(good.headers['x-cache-status']).toBe('MISS');
    expect(good.body).toBe('<p>第1版</p>');
    replica.platformUp = false;
    await sleep(3_100);
    // Expired: nginx serves its copy and asks the replica in the background, which falls back.
    const answers = [];
    for (let visitor = 0; visitor < 4; visitor += 1) {
      answers.push(await visit());
      await sleep(150);
    }
    expect(replica.renders).toBeGreaterThan(1);
    expect(answers.map((answer) => answer.body)).toEqual(Array(4).fill('<p>第1版</p>'));
    // The platform is back: the next background refresh is whole and kept.
    replica.platformUp = true;
    await visit();
    await sleep(200);
    const after = await visit();
    expect(after.body).not.toContain(OFFLINE);
    expect(after.body).not.toBe('<p>第1版</p>');
    expect(after.headers['x-cache-status']).toBe('HIT');
  });
});
