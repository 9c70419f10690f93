import { WebSocket } from 'ws';
import { API_CODE } from '@share/contract';
import { LIVE_SOCKET_PATH } from './routes/live-routes';
import { startApiProcess, type ApiProcess } from './testing/api-process';

/**
 * A frame the chat socket refuses closes that socket only: the API process, as `npm start` runs it,
 * keeps answering (one such frame from anyone used to stop it, and the site with it).
 */
describe('chat socket frames the API refuses', () => {
  let api: ApiProcess;
  let liveId = '';
  let token = '';
  const socketUrl = () => `${api.base.replace('http', 'ws')}${LIVE_SOCKET_PATH}?token=${token}&live_id=${liveId}`;
  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(socketUrl());
      socket.once('message', () => resolve(socket));
      socket.once('error', reject);
    });
  const closeCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', resolve));
  const liveInfo = async () =>
    (await (await fetch(`${api.base}/peony/v3/live/info/${liveId}`)).json()) as { code: number };

  beforeAll(async () => {
    api = await startApiProcess();
    const auth = await fetch(`${api.base}/peony/v1/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ appid: 1, platform: 'mobile' }),
    });
    token = ((await auth.json()) as { data: { token: string } }).data.token;
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

  it('closes a socket that sends a text frame over 16 KB with 1009', async () => {
    const socket = await open();
    const closed = closeCode(socket);
    socket.send('x'.repeat(16 * 1024 + 1));
    expect(await closed).toBe(1009);
    expect((await liveInfo()).code).toBe(API_CODE.OK);
    expect(api.running()).toBe(true);
  });

  it('closes a socket that sends a text frame of invalid UTF-8 with 1007', async () => {
    const socket = await open();
    const closed = closeCode(socket);
    socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await closed).toBe(1007);
    expect((await liveInfo()).code).toBe(API_CODE.OK);
    expect(api.running()).toBe(true);
    const next = await open();
    next.close();
  });
});
