/**
 * @jest-environment node
 */
// One id per request, from nginx (its $request_id) or the visitor, else made here: in the site's
// log line, in the answer, and on the call the site passes to the platform, whose log prints it.
import http from 'node:http';
import pino from 'pino';
import { readSettings } from './settings';
import { listenOnLoopback, pollUntil, startTestSite } from './fake-server-build';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  const platformSaw: Array<string | undefined> = [];
  const lines: Array<{ msg: string; req?: { id?: string; url?: string } }> = [];
  let platform: http.Server;
  let site: http.Server;
  let origin: string;

  beforeAll(async () => {
    platform = http.createServer((req, res) => {
      platformSaw.push(req.headers['x-request-id'] as string | undefined);
      res.setHeader('Content-Type', 'application/json');
      res.end('{"code":0,"message":"success","data":{"list":[]}}');
    });
    const settings = readSettings({
      PLATFORM_API_URL: await listenOnLoopback(platform),
      HTML_CACHE_SECONDS: '0',
      SHARED_DATA_CACHE_SECONDS: '0',
    });
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    ({ site, origin } = await startTestSite({ settings, logger }));
  });

  afterAll(() => {
    for (const server of [site, platform]) {
      server.closeAllConnections();
      server.close();
    }
  });

  async function call(headers: Record<string, string>) {
    platformSaw.length = 0;
    lines.length = 0;
    const answer = await fetch(`${origin}/peony/v1/group`, { headers });
    await answer.text();
    // The log line is written when the answer has finished, a moment after the client read it.
    await pollUntil(() => lines.some((line) => line.msg === 'request completed'), Boolean);
    const logged = lines.filter((line) => line.msg === 'request completed').map((line) => line.req?.id);
    return { answered: answer.headers.get('x-request-id'), platform: platformSaw[0], logged };
  }

  it("keeps nginx's id on the log line, the answer and the platform call", async () => {
    const id = 'f3a9c1e07b2d4c5e8a6b9d0c1e2f3a4b';
    expect(await call({ 'X-Request-Id': id })).toEqual({ answered: id, platform: id, logged: [id] });
  });

  it('makes one when the request has none, and the same one reaches all three', async () => {
    const { answered, platform: sent, logged } = await call({});
    expect(answered).toMatch(UUID);
    expect(sent).toBe(answered);
    expect(logged).toEqual([answered]);
  });

  it('replaces an id that is not a plain token', async () => {
    const { answered, platform: sent, logged } = await call({ 'X-Request-Id': 'a b<script>' });
    expect(answered).toMatch(UUID);
    expect([sent, ...logged]).toEqual([answered, answered]);
  });
});
