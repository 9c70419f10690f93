// Issue 58: with a replica down, `GET /peony/v1/vcode?tel=…` through nginx wrote the whole request
// line, phone and all, in an `[error]` line. Here every way an API call can fail at the edge (a
// replica down, slow, closing, answering 502/504; a header or address too long, a body too large,
// a flood, a refused path) is driven with a phone, a code and a token in its query, and nginx's
// whole output (access and error lines, at info level) must hold none of them.
import http from 'node:http';
import { get, listen, NGINX_TEST_PORT, startNginxFront, type NginxFront } from '../testing/nginx-front';

const PHONE = '13812345678';
const CODE = '482913';
const TOKEN = 'tok-5e3b9a71c0d2';
const SECRETS = `tel=${PHONE}&verify_code=${CODE}&token=${TOKEN}`;

/** A replica whose answer the request chooses (X-Fail: hang, close, 502, 504), else a JSON 200. */
function createFailingReplica(): http.Server {
  return http.createServer((req, res) => {
    const fail = req.headers['x-fail'];
    if (fail === 'hang') return;
    if (fail === 'close') return void req.socket.destroy();
    res.writeHead(fail === '502' || fail === '504' ? Number(fail) : 200, { 'Content-Type': 'application/json' });
    res.end('{"code":0}');
  });
}

/** A POST that declares `length` bytes of body and sends none: nginx judges it by its header. */
function postStatus(url: string, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent: false, headers: { 'Content-Length': length } });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

describe("nginx's logs hold no phone, code or token of a failed API call", () => {
  let replica: Awaited<ReturnType<typeof listen>>;
  let nginx: NginxFront;
  beforeAll(async () => {
    // A replica that is down: a port that was just free.
    const gone = await listen(http.createServer());
    await gone.close();
    replica = await listen(createFailingReplica());
    nginx = await startNginxFront(NGINX_TEST_PORT + 6, [gone.address, replica.address], {
      edit: (conf) =>
        conf
          // As verbose as nginx without its debug build logs (requests refused while being read: info).
          .replace('error_log stderr warn;', 'error_log stderr info;')
          // A slow replica times out in 1 s here rather than 30.
          .replace('proxy_read_timeout 30s;', 'proxy_read_timeout 1s;'),
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await replica?.close();
  });

  it('in any failure path: replica down or slow, 502/504, oversized, too large, flooded, refused', async () => {
    const vcode = `${nginx.url}/peony/v1/vcode?${SECRETS}&type=6`;
    const statuses: Record<string, number[]> = {};
    const record = (what: string, status: number) => (statuses[what] ??= []).push(status);
    // Round robin over a dead replica and a live one: each dead try is an error line, then a retry.
    for (let i = 0; i < 4; i++) record('one replica down', (await get(vcode)).status);
    for (const fail of ['hang', 'close', '502', '504'])
      record(fail, (await get(vcode, { headers: { 'X-Fail': fail } })).status);
    record('header too large', (await get(vcode, { headers: { 'X-Big': 'a'.repeat(9000) } })).status);
    record('address too long', (await get(`${vcode}&pad=${'a'.repeat(8200)}`)).status);
    record('body too large', await postStatus(`${nginx.url}/peony/v1/auth/login?${SECRETS}`, 2 * 1024 * 1024));
    record('dot segment', (await get(`${nginx.url}/peony/v1/./vcode?${SECRETS}`, { raw: true })).status);
    const flood = await Promise.all(
      Array.from({ length: 150 }, () => get(vcode, { localAddress: '127.0.0.9' }).then(({ status }) => status)),
    );
    record('flood', flood.includes(429) ? 429 : 0);
    // A page whose replica fails: its error line is written (the log is read, and it works).
    record(
      'page, replica closing',
      (await get(`${nginx.url}/davmu/share/x`, { headers: { 'X-Fail': 'close' } })).status,
    );

    expect(statuses).toEqual({
      'one replica down': [200, 200, 200, 200],
      hang: [504],
      close: [502],
      '502': [502],
      '504': [504],
      'header too large': [400],
      'address too long': [414],
      'body too large': [413],
      'dot segment': [400],
      flood: [429],
      'page, replica closing': [502],
    });
    // The access and error lines are written once each answer has gone: wait for the last ones.
    const log = await nginx.logOnce(
      (text) =>
        /\[error\].*upstream prematurely closed connection/.test(text) &&
        text.includes('"path":"/peony/v1/vcode","status":504'),
    );
    expect(log).toMatch(/\[error\].*upstream prematurely closed connection.*"GET \/davmu\/share\/x HTTP\/1\.1"/);
    expect(log).toContain('"path":"/peony/v1/vcode","status":504');
    for (const secret of [PHONE, CODE, TOKEN]) expect(log).not.toContain(secret);
  });
});
