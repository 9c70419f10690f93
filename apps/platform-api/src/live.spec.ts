import {
  API_CODE,
  CHAT_MESSAGE_MAX_LENGTH,
  LiveDetailSchema,
  type ChatMessage,
  type LiveDetail,
} from '@share/contract';
import { MSG } from './messages';
import { SOCKET_CLOSE } from './routes/live-routes';
import { connect } from './testing/chat-socket';
import { startTestApi, type TestApi } from './testing/test-server';

describe('live rooms, chat and bookings', () => {
  let t: TestApi;
  let user: { token: string; user_id: string };
  let anonymous: string;
  let live: string;
  const wsUrl = (query: string) => `${t.url.replace('http', 'ws')}/peony/v3/live/ws?${query}`;
  beforeAll(async () => {
    t = await startTestApi();
    user = await t.login('13600007777');
    anonymous = await t.anonymousToken();
    live = t.publicIdOf('live_rooms', 'live-1');
  });
  afterAll(() => t.close());

  it('answers the live detail of spec §3; live_id is the post_id of the live item', async () => {
    const answer = await t.call<LiveDetail>('GET', `/peony/v3/live/room/${live}`);
    const detail = LiveDetailSchema.parse(answer.data);
    expect(detail).toMatchObject({
      live_id: live,
      post_id: t.publicIdOf('contents', 'live'),
      status: 1,
      title: '测试直播',
      countdown_switch: true,
      online_count: 5,
      like_count: 3,
      booked: false,
      group_id: t.publicIdOf('groups', 'g-news'),
      playlists: [{ cover: '/media/covers/live.png', name: '主画面', play_url: '/media/live.m3u8', type: 'hls' }],
    });
    expect(detail.share_link).toContain('/davmu/share/news/local_live/');
    expect((await t.call('GET', '/peony/v3/live/room/zzzzzzzz')).message).toBe(MSG.liveNotFound);
  });

  it('answers live info counters', async () => {
    const answer = await t.call('GET', `/peony/v3/live/info/${live}`);
    expect(answer.data).toEqual({
      live_id: live,
      status: 1,
      online_count: 5,
      view_count: 50,
      live_count: 10,
      like_count: 3,
      share_count: 2,
    });
  });

  it('answers the chat history newest first and pages back with before', async () => {
    const all = await t.call<{ list: ChatMessage[]; count: number }>('GET', `/peony/v3/live/chat/${live}`);
    expect(all.data.list.map((message) => message.content).slice(-2)).toEqual(['主持人发言', '第一条']);
    const host = all.data.list.find((message) => message.content === '主持人发言') as ChatMessage;
    expect(host.alias).toBe('测试媒体号');
    const older = await t.call<{ list: ChatMessage[] }>('GET', `/peony/v3/live/chat/${live}`, {
      query: { before: host.msg_id },
    });
    expect(older.data.list.map((message) => message.content)).toEqual(['第一条']);
  });

  it('sends chat over REST to a user only, refusing blank and long messages', async () => {
    const send = (content: string, token = user.token) =>
      t.call<ChatMessage>('POST', `/peony/v3/live/chat/${live}/send_msg`, { token, body: { content } });
    const answer = await send('大家好');
    expect(answer.code).toBe(0);
    expect(answer.message).toBe(MSG.chatSent);
    expect(answer.data).toMatchObject({ content: '大家好', user_id: user.user_id, live_id: live, like_count: 0 });
    expect((await send('  ')).message).toBe(MSG.chatEmpty);
    expect((await send('字'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).message).toBe(
      MSG.chatTooLong(CHAT_MESSAGE_MAX_LENGTH),
    );
    expect((await send('你好', anonymous)).code).toBe(API_CODE.LOGIN_REQUIRED);
    expect((await t.call('POST', `/peony/v3/live/chat/${live}/send_msg`, { body: { content: 'x' } })).code).toBe(
      API_CODE.LOGIN_REQUIRED,
    );
  });

  it('likes a chat message with msg_id once per user', async () => {
    const history = await t.call<{ list: ChatMessage[] }>('GET', `/peony/v3/live/chat/${live}`);
    const first = history.data.list.find((message) => message.content === '第一条') as ChatMessage;
    const like = (token = user.token, msgId = first.msg_id) =>
      t.call<{ like_count: number; liked: boolean }>('POST', `/peony/v3/live/room/${live}/like`, {
        token,
        body: { msg_id: msgId },
      });
    expect((await like()).data).toEqual({ msg_id: first.msg_id, like_count: 1, liked: true });
    expect((await like()).data.like_count).toBe(1);
    expect((await like(anonymous)).code).toBe(API_CODE.LOGIN_REQUIRED);
    expect((await like(user.token, 'zzzzzzzz')).message).toBe(MSG.messageNotFound);
    expect((await t.call<{ like_count: number }>('GET', `/peony/v3/live/info/${live}`)).data.like_count).toBe(4);
  });

  it('books, lists and un-books idempotently', async () => {
    const book = (path: string, token = user.token) =>
      t.call<{ booked: boolean }>('POST', path, { token, body: { booking_id: live, booking_type: 'live' } });
    expect(await book('/peony/v3/booking')).toEqual({
      code: 0,
      message: MSG.bookingOk,
      data: { booking_id: live, booked: true },
    });
    expect((await book('/peony/v3/booking')).code).toBe(0);
    const tiny = await t.call<{ list: string[]; count: number }>('GET', '/peony/v3/booking_list', {
      token: user.token,
      query: { booking_type: 'live', tiny: 1 },
    });
    expect(tiny.data).toEqual({ list: [live], count: 1 });
    const full = await t.call<{ list: LiveDetail[] }>('GET', '/peony/v3/booking_list', {
      token: user.token,
      query: { booking_type: 'live' },
    });
    expect(full.data.list[0]).toMatchObject({ live_id: live, booked: true });
    expect((await t.call<LiveDetail>('GET', `/peony/v3/live/room/${live}`, { token: user.token })).data.booked).toBe(
      true,
    );
    expect(await book('/peony/v3/un_booking')).toEqual({
      code: 0,
      message: MSG.unbookingOk,
      data: { booking_id: live, booked: false },
    });
    expect((await book('/peony/v3/un_booking')).code).toBe(0);
    expect(
      (
        await t.call<{ count: number }>('GET', '/peony/v3/booking_list', {
          token: user.token,
          query: { booking_type: 'live' },
        })
      ).data.count,
    ).toBe(0);
    expect((await book('/peony/v3/booking', anonymous)).code).toBe(API_CODE.LOGIN_REQUIRED);
    expect(
      (
        await t.call('POST', '/peony/v3/booking', {
          token: user.token,
          body: { booking_id: live, booking_type: 'meeting' },
        })
      ).message,
    ).toBe(MSG.bookingTypeInvalid);
    expect(
      (await t.call('GET', '/peony/v3/booking_list', { token: anonymous, query: { booking_type: 'live' } })).code,
    ).toBe(API_CODE.LOGIN_REQUIRED);
  });

  it('an upcoming room whose start time has come is live (development: schedule a room)', async () => {
    const schedule = (startIn: number) =>
      t.call<{ status: number; start_time: number }>('POST', `/dev/live/${live}/schedule`, {
        body: { start_in: startIn },
      });
    const ahead = await schedule(60);
    expect(ahead.data.status).toBe(0);
    expect((await t.call<LiveDetail>('GET', `/peony/v3/live/room/${live}`)).data).toMatchObject({
      status: 0,
      start_time: ahead.data.start_time,
    });
    expect((await t.call<{ status: number }>('GET', `/peony/v3/live/info/${live}`)).data.status).toBe(0);
    await schedule(0);
    expect((await t.call<LiveDetail>('GET', `/peony/v3/live/room/${live}`)).data.status).toBe(1);
    expect((await t.call<{ status: number }>('GET', `/peony/v3/live/info/${live}`)).data.status).toBe(1);
    expect((await schedule(-5)).code).toBe(API_CODE.INVALID);
  });

  describe('WebSocket chat', () => {
    it('broadcasts messages sent over REST and over the socket to every socket of the room', async () => {
      const listener = await connect(wsUrl(`token=${anonymous}&live_id=${live}`));
      const speaker = await connect(wsUrl(`token=${user.token}&live_id=${live}`));
      try {
        expect(await listener.next()).toMatchObject({ type: 'hello', live_id: live });
        await speaker.next();
        await t.call('POST', `/peony/v3/live/chat/${live}/send_msg`, {
          token: user.token,
          body: { content: '来自REST' },
        });
        expect(await listener.next()).toMatchObject({
          type: 'message',
          data: { content: '来自REST', user_id: user.user_id },
        });
        speaker.socket.send(JSON.stringify({ type: 'send', content: '来自WS' }));
        expect(await listener.next()).toMatchObject({ type: 'message', data: { content: '来自WS' } });
        expect((await t.call<{ online_count: number }>('GET', `/peony/v3/live/info/${live}`)).data.online_count).toBe(
          7,
        );
        const history = await t.call<{ list: ChatMessage[] }>('GET', `/peony/v3/live/chat/${live}`);
        expect(history.data.list[0].content).toBe('来自WS');
      } finally {
        listener.socket.close();
        speaker.socket.close();
      }
    });

    it('lets an anonymous socket listen but not send', async () => {
      const listener = await connect(wsUrl(`token=${anonymous}&live_id=${live}`));
      try {
        await listener.next();
        listener.socket.send(JSON.stringify({ type: 'send', content: '匿名' }));
        expect(await listener.next()).toEqual({
          type: 'error',
          code: API_CODE.LOGIN_REQUIRED,
          message: MSG.loginRequired,
        });
        listener.socket.send('not json');
        expect(await listener.next()).toEqual({ type: 'error', code: API_CODE.INVALID, message: MSG.invalidJson });
      } finally {
        listener.socket.close();
      }
    });

    it('closes sockets without a valid token or live room', async () => {
      const noToken = await connect(wsUrl(`live_id=${live}`));
      expect(await noToken.next()).toEqual({
        type: 'error',
        code: API_CODE.LOGIN_REQUIRED,
        message: MSG.loginRequired,
      });
      expect(await noToken.closed).toBe(SOCKET_CLOSE.UNAUTHORIZED);
      const noRoom = await connect(wsUrl(`token=${user.token}&live_id=zzzzzzzz`));
      expect(await noRoom.next()).toEqual({ type: 'error', code: API_CODE.NOT_FOUND, message: MSG.liveNotFound });
      expect(await noRoom.closed).toBe(SOCKET_CLOSE.NOT_FOUND);
    });
  });
});
