// Issue 52: one client sent 1,000 chat messages in 4 s and opened 500 sockets on one token (the
// API's open files went 33 -> 533). Messages take from one bucket per user, REST and socket
// together; sockets are capped per token and per client address.
import fs from 'node:fs';
import { API_CODE } from '@share/contract';
import {
  CHAT_BURST_DEFAULT,
  CHAT_PER_MINUTE_DEFAULT,
  CHAT_SOCKETS_PER_ADDRESS_DEFAULT,
  CHAT_SOCKETS_PER_TOKEN_DEFAULT,
} from './limits';
import { MSG } from './messages';
import { SOCKET_CLOSE } from './routes/live-routes';
import { connect } from './testing/chat-socket';
import { startTestApi, type TestApi } from './testing/test-server';

const TOO_FREQUENT = {
  code: API_CODE.RATE_LIMITED,
  message: MSG.chatTooFrequent,
  data: null,
};
const TOO_MANY_SOCKETS = {
  type: 'error',
  code: API_CODE.RATE_LIMITED,
  message: MSG.chatSocketsTooMany,
};

describe('live chat limits', () => {
  let t: TestApi;
  let live: string;
  const wsUrl = (token: string) => `${t.url.replace('http', 'ws')}/peony/v3/live/ws?token=${token}&live_id=${live}`;
  const post = (token: string, content: string) =>
    t.call('POST', `/peony/v3/live/chat/${live}/send_msg`, {
      token,
      body: { content },
    });

  beforeEach(async () => {
    t = await startTestApi({
      chatLimit: {
        burst: CHAT_BURST_DEFAULT,
        perMinute: CHAT_PER_MINUTE_DEFAULT,
      },
      chatSockets: {
        perToken: CHAT_SOCKETS_PER_TOKEN_DEFAULT,
        perAddress: CHAT_SOCKETS_PER_ADDRESS_DEFAULT,
      },
    });
    live = t.publicIdOf('live_rooms', 'live-1');
  });
  afterEach(() => t.close());

  it('documents 5 messages per 10 s per user: a burst of 5, then one every 2 s', () => {
    expect(CHAT_BURST_DEFAULT).toBe(5);
    expect((CHAT_PER_MINUTE_DEFAULT / 60) * 10).toBe(5);
    expect(CHAT_SOCKETS_PER_TOKEN_DEFAULT).toBe(10);
  });

  it('cuts a REST flood at the documented rate, per user', async () => {
    const { token } = await t.login('13600005555');
    // Logged in first: the test login moves the clock past the SMS resend interval.
    const other = await t.login('13600006666');
    const codes = [];
    for (let i = 0; i < 50; i++) codes.push((await post(token, `消息${i}`)).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(5);
    expect(codes.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(await post(token, '再来')).toEqual(TOO_FREQUENT);
    // Another user is not held back by the first one's flood.
    expect((await post(other.token, '你好')).code).toBe(0);
    // One more every 2 s; 5 in the next 10 s.
    t.clock.advance(2);
    expect((await post(token, '两秒后')).code).toBe(0);
    expect(await post(token, '太快')).toEqual(TOO_FREQUENT);
    t.clock.advance(10);
    const after = [];
    for (let i = 0; i < 10; i++) after.push((await post(token, `十秒后${i}`)).code);
    expect(after.filter((code) => code === 0)).toHaveLength(5);
  });

  it('cuts a socket flood at the same rate, in the same bucket as REST, with an error frame', async () => {
    const { token, user_id } = await t.login('13600005555');
    const listener = await connect(wsUrl(await t.anonymousToken()));
    const speaker = await connect(wsUrl(token));
    try {
      await listener.next();
      await speaker.next();
      expect((await post(token, 'REST')).code).toBe(0);
      for (let i = 0; i < 30; i++) speaker.socket.send(JSON.stringify({ type: 'send', content: `WS${i}` }));
      const answers = [];
      // The REST message, then one frame per socket send (a broadcast of its own message, or an error).
      while (answers.length < 31) answers.push(await speaker.next());
      const sent = answers.filter((frame) => frame.type === 'message');
      expect(sent).toHaveLength(5);
      expect(sent.every((frame) => frame.type === 'message' && frame.data.user_id === user_id)).toBe(true);
      expect(answers.filter((frame) => frame.type === 'error')).toEqual(
        Array(26).fill({
          type: 'error',
          code: API_CODE.RATE_LIMITED,
          message: MSG.chatTooFrequent,
        }),
      );
      expect(await post(token, '还在刷')).toEqual(TOO_FREQUENT);
    } finally {
      listener.socket.close();
      speaker.socket.close();
    }
  });

  it('refuses the 11th socket on one token with close code 4429; a closed one frees its place', async () => {
    const { token } = await t.login('13600005555');
    const open = [];
    for (let i = 0; i < CHAT_SOCKETS_PER_TOKEN_DEFAULT; i++) open.push(await connect(wsUrl(token)));
    try {
      for (const socket of open) expect((await socket.next()).type).toBe('hello');
      const eleventh = await connect(wsUrl(token));
      expect(await eleventh.next()).toEqual(TOO_MANY_SOCKETS);
      expect(await eleventh.closed).toBe(SOCKET_CLOSE.TOO_MANY);
      // Another token from the same address is still welcome.
      const other = await connect(wsUrl(await t.anonymousToken()));
      expect((await other.next()).type).toBe('hello');
      other.socket.close();
      open.shift()?.socket.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await connect(wsUrl(token));
      expect((await again.next()).type).toBe('hello');
      open.push(again);
    } finally {
      for (const { socket } of open) socket.close();
    }
  });

  it('keeps open files bounded under a socket flood on one token', async () => {
    const { token } = await t.login('13600005555');
    const files = () => fs.readdirSync('/proc/self/fd').length;
    const before = files();
    const attempts = await Promise.all(Array.from({ length: 60 }, () => connect(wsUrl(token))));
    try {
      const closes = await Promise.all(
        attempts.map((attempt) =>
          Promise.race([attempt.closed, new Promise((resolve) => setTimeout(resolve, 2000, 'open'))]),
        ),
      );
      expect(closes.filter((code) => code === 'open')).toHaveLength(CHAT_SOCKETS_PER_TOKEN_DEFAULT);
      expect(closes.filter((code) => code === SOCKET_CLOSE.TOO_MANY)).toHaveLength(50);
      // This process holds both ends of each socket still open, plus a few files of its own.
      expect(files() - before).toBeLessThanOrEqual(2 * CHAT_SOCKETS_PER_TOKEN_DEFAULT + 5);
    } finally {
      for (const { socket } of attempts) socket.close();
    }
  });
});

describe('live chat sockets per client address', () => {
  let t: TestApi;
  afterEach(() => t.close());
  const connectFrom = (token: string, forwardedFor: string) =>
    connect(
      `${t.url.replace('http', 'ws')}/peony/v3/live/ws?token=${token}&live_id=${t.publicIdOf('live_rooms', 'live-1')}`,
      {
        headers: { 'X-Forwarded-For': forwardedFor },
      },
    );

  it('caps sockets per address across tokens, counting the client the trusted proxy names', async () => {
    t = await startTestApi({
      trustProxy: 1,
      chatSockets: { perToken: 10, perAddress: 2 },
    });
    const open = [await connectFrom(await t.anonymousToken(), '203.0.113.1')];
    open.push(await connectFrom(await t.anonymousToken(), '203.0.113.1'));
    try {
      for (const socket of open) expect((await socket.next()).type).toBe('hello');
      const third = await connectFrom(await t.anonymousToken(), '198.51.100.7, 203.0.113.1');
      expect(await third.next()).toEqual(TOO_MANY_SOCKETS);
      expect(await third.closed).toBe(SOCKET_CLOSE.TOO_MANY);
      const elsewhere = await connectFrom(await t.anonymousToken(), '203.0.113.2');
      expect((await elsewhere.next()).type).toBe('hello');
      open.push(elsewhere);
    } finally {
      for (const { socket } of open) socket.close();
    }
  });
});
