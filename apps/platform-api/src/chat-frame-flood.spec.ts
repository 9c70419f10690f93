import { Worker } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { API_CODE } from '@share/contract';
import { CHAT_FLOOD_SOCKET_DIVISOR, CHAT_SOCKETS_PER_ADDRESS_DEFAULT } from './limits';
import { MSG } from './messages';
import { LIVE_SOCKET_PATH, SOCKET_CLOSE } from './routes/live-routes';
import { startApiProcess, type ApiProcess } from './testing/api-process';

/**
 * The flooding clients: opens every socket (waiting for its hello), then sends `frames` frames of
 * `{bad` on each, in slices, for as long as the socket is open; reports each close code and how
 * many 发言太频繁 error frames each socket got.
 */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { WebSocket } = require('ws');
const TOO_FREQUENT = ${JSON.stringify(MSG.chatTooFrequent)};
(async () => {
  const sockets = await Promise.all(workerData.urls.map((url) => new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const state = { socket, tooFrequent: 0, closed: new Promise((done) => socket.once('close', done)) };
    socket.on('error', () => undefined);
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.type === 'hello') resolve(state);
      if (frame.type === 'error' && frame.message === TOO_FREQUENT) state.tooFrequent += 1;
    });
    socket.once('close', (code) => reject(new Error('closed before hello: ' + code)));
  })));
  parentPort.postMessage({ type: 'flooding' });
  await Promise.all(sockets.map(async ({ socket }) => {
    for (let sent = 0; sent < workerData.frames && socket.readyState === WebSocket.OPEN; sent += 500) {
      for (let i = 0; i < 500; i += 1) socket.send('{bad');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }));
  const codes = await Promise.all(sockets.map((state) => state.closed));
  parentPort.postMessage({ type: 'done', codes, tooFrequent: sockets.map((state) => state.tooFrequent) });
})();
`;

/**
 * Issue 58: 20 anonymous sockets × 10,000 `{bad` frames (about 1 MB) each got an error frame and
 * were never closed, and /peony/v1/group took 6.5 s. Every frame now counts against its socket's
 * budget: the flood is cut off with 4429, and the API, as `npm start` runs it, keeps answering.
 * Latencies are measured on a machine other processes load too; the bound is the 200 ms.
 */
describe('a flood of chat frames', () => {
  let api: ApiProcess;
  let liveId = '';

  const socketBase = () => `${api.base.replace('http', 'ws')}${LIVE_SOCKET_PATH}`;
  const anonymousToken = async () => {
    const auth = await fetch(`${api.base}/peony/v1/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ appid: 1, platform: 'mobile' }),
    });
    return ((await auth.json()) as { data: { token: string } }).data.token;
  };
  /** An open socket (its hello received) with its close code and the error frames it got. */
  const open = (token: string) =>
    new Promise<{ socket: WebSocket; closed: Promise<number>; errors: string[] }>((resolve, reject) => {
      const socket = new WebSocket(
        `${api.base.replace('http', 'ws')}${LIVE_SOCKET_PATH}?token=${token}&live_id=${liveId}`,
      );
      const errors: string[] = [];
      const closed = new Promise<number>((done) => socket.once('close', done));
      socket.on('error', () => undefined);
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; message?: string };
        if (frame.type === 'hello') resolve({ socket, closed, errors });
        if (frame.type === 'error') errors.push(frame.message ?? '');
      });
      socket.once('close', (code) => reject(new Error(`closed before hello: ${code}`)));
    });

  beforeAll(async () => {
    api = await startApiProcess();
    const groups = (await (await fetch(`${api.base}/peony/v1/group`)).json()) as { data: { list: { id: string }[] } };
    for (const group of groups.data.list) {
      const list = (await (await fetch(`${api.base}/peony/v1/content?gid=${group.id}&pagesize=50`)).json()) as {
        data: { list: { content_type: string; share_link: string }[] };
      };
      const live = list.data.list.find((item) => item.content_type === 'local_live' || item.content_type === 'live');
      if (live) {
        liveId = live.share_link.split('/').at(-2) ?? '';
        break;
      }
    }
    expect(liveId).not.toBe('');
  }, 120_000);

  afterAll(() => api?.stop());

  it('closes 20 sockets sending 10,000 bad frames each with 4429 while /peony/v1/group answers within 200 ms', async () => {
    const urls = await Promise.all(
      Array.from({ length: 20 }, async () => `${socketBase()}?token=${await anonymousToken()}&live_id=${liveId}`),
    );
    // The flood comes from a thread of its own, so that its sending does not delay the requests timed here.
    const flood = new Worker(FLOOD_WORKER, { eval: true, workerData: { urls, frames: 10_000 } });
    const result = new Promise<{ codes: number[]; tooFrequent: number[] }>((resolve, reject) => {
      flood.on('message', (message: { type: string; codes: number[]; tooFrequent: number[] }) => {
        if (message.type === 'done') resolve(message);
      });
      flood.once('error', reject);
    });
    await new Promise<void>((resolve) =>
      flood.on('message', (message: { type: string }) => message.type === 'flooding' && resolve()),
    );
    const latencies: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const answer = await fetch(`${api.base}/peony/v1/group`, { headers: { 'X-Request-Id': `flood-${i}` } });
      expect(((await answer.json()) as { code: number }).code).toBe(API_CODE.OK);
      latencies.push(performance.now() - started);
    }
    const { codes, tooFrequent } = await result;
    await flood.terminate();
    expect(codes).toEqual(urls.map(() => SOCKET_CLOSE.TOO_MANY));
    // Each socket was told why, once, besides the error frames of the bad frames inside its budget.
    expect(tooFrequent).toEqual(urls.map(() => 1));
    // The API's answer time (its request log's responseTime: request in to answer sent) is the
    // bound; the time seen from here also holds the loaded machine's scheduling of this process and
    // the flooding thread, so it is bounded loosely (the 6.5 s fails it).
    const answerTimes = () =>
      api
        .log()
        .split('\n')
        .filter((line) => /"id":"flood-\d+"/.test(line) && line.includes('"responseTime"'))
        .map((line) => (JSON.parse(line) as { responseTime: number }).responseTime);
    // The process writes its log lines a moment after it answers.
    for (let wait = 0; answerTimes().length < 20 && wait < 50; wait += 1) await new Promise((r) => setTimeout(r, 100));
    const answered = answerTimes();
    expect(answered).toHaveLength(20);
    console.info(
      `/peony/v1/group during the flood: API ${answered.join(' ')} ms; seen by the client ${latencies.map(Math.round).join(' ')} ms`,
    );
    expect(Math.max(...answered)).toBeLessThan(200);
    expect(Math.max(...latencies)).toBeLessThan(2000);
    expect(api.running()).toBe(true);
  }, 120_000);

  it('leaves the flooding address fewer sockets for its cool-down', async () => {
    const cap = CHAT_SOCKETS_PER_ADDRESS_DEFAULT / CHAT_FLOOD_SOCKET_DIVISOR;
    const tokens = await Promise.all(Array.from({ length: Math.ceil(cap / 5) + 1 }, anonymousToken));
    const opened = [];
    for (let i = 0; i < cap; i += 1) opened.push(await open(tokens[Math.floor(i / 5)]));
    const refused = open(tokens[tokens.length - 1]);
    await expect(refused).rejects.toThrow(`closed before hello: ${SOCKET_CLOSE.TOO_MANY}`);
    for (const { socket } of opened) socket.close();
  }, 60_000);
});
