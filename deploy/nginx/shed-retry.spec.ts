// Issue 58, point 8: a saturated replica sheds a page render with 503 and Retry-After at once
// (SHED_MAX_RENDERS). nginx moves such a page request to the other replica; when both shed, the
// visitor gets the 503 with its Retry-After. API calls are not moved on a 503 (the platform's own
// 503 through a replica is not that replica's).
import fs from 'node:fs';
import http from 'node:http';
import { get, listen, NGINX_TEST_PORT, startNginxFront, type NginxFront } from '../testing/nginx-front';

const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';
/** nginx's port in this test (SHED_NGINX_PORT). */
const PORT = Number(process.env['SHED_NGINX_PORT'] ?? NGINX_TEST_PORT + 9);
/** A logged-in visitor: nginx keeps nothing of its pages, so every request reaches a replica. */
const LOGGED_IN = {
  'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  Cookie: 'share_session=1',
};

/** A replica that renders, or sheds everything with the site's 503. */
function replica(name: string) {
  const state = { shedding: false, requests: 0 };
  const server = http.createServer((_req, res) => {
    state.requests += 1;
    if (state.shedding) {
      res.writeHead(503, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '1',
      });
      return void res.end('<p>网络错误，请稍后重试～</p>');
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' });
    res.end(`<p>${name}</p>`);
  });
  return { state, server };
}

describe('nginx in front of a replica that sheds', () => {
  const busy = replica('busy');
  const calm = replica('calm');
  let upstreams: Array<Awaited<ReturnType<typeof listen>>>;
  let nginx: NginxFront;
  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: run scripts/ensure-prerequisites.sh nginx`);
    upstreams = [await listen(busy.server), await listen(calm.server)];
    nginx = await startNginxFront(
      PORT,
      upstreams.map((upstream) => upstream.address),
    );
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const upstream of upstreams ?? []) await upstream.close();
  });

  it('moves a page request the busy replica shed to the other one', async () => {
    busy.state.shedding = true;
    const answers = [];
    for (let visitor = 0; visitor < 6; visitor += 1)
      answers.push(await get(`${nginx.url}/davmu/share/news/doc/2026/11/ShEdShEd/index.html`, { headers: LOGGED_IN }));
    expect(answers.map((answer) => `${answer.status} ${answer.body}`)).toEqual(Array(6).fill('200 <p>calm</p>'));
    // Round robin sent some of them to the busy replica first.
    expect(busy.state.requests).toBeGreaterThan(0);
  });

  it('answers the 503 and its Retry-After when every replica sheds', async () => {
    busy.state.shedding = true;
    calm.state.shedding = true;
    const answer = await get(`${nginx.url}/davmu/share/news/doc/2026/11/ShEdShEd/index.html`, { headers: LOGGED_IN });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.body).toContain('网络错误，请稍后重试～');
  });

  it('does not move an API call on a 503', async () => {
    busy.state.shedding = true;
    calm.state.shedding = true;
    const before = busy.state.requests + calm.state.requests;
    expect((await get(`${nginx.url}/peony/v1/group`)).status).toBe(503);
    expect(busy.state.requests + calm.state.requests).toBe(before + 1);
  });
});
