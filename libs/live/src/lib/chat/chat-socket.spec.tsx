// The chat socket stops for good when the API refuses it (close code 4429: too many open chat
// sockets on this token or address; issue 52) and says the API's own message, instead of
// reconnecting into the same refusal every few seconds.
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '@share/ui';
import { ChatView } from './chat-view';
import { openChatSocket, type ConnectionState } from './chat-socket';

/** partysocket's reconnecting socket as the chat uses it: its options, and events the test sends. */
class FakeSocket extends EventTarget {
  static last: FakeSocket;
  constructor(
    readonly url: unknown,
    readonly protocols: unknown,
    readonly options: { shouldReconnectOnClose: (event: { code: number }) => boolean },
  ) {
    super();
    FakeSocket.last = this;
  }
  close() {
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1000 }));
  }
  serverSays(frame: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  serverCloses(code: number) {
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

jest.mock('partysocket/ws', () => ({
  __esModule: true,
  default: jest.fn((...args: ConstructorParameters<typeof FakeSocket>) => new FakeSocket(...args)),
}));

const TOO_MANY = '打开的直播间过多，请关闭其他页面后再试';

async function open() {
  const states: Array<[ConnectionState, string | undefined]> = [];
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await openChatSocket('live0001', 'token-1', {
    onMessage: jest.fn(),
    onOpen: jest.fn(),
    onState: (state, notice) => states.push([state, notice]),
  });
  return { socket: FakeSocket.last, states };
}

describe('chat socket refused by the API', () => {
  it('does not reconnect after 4429 and passes on the API message', async () => {
    const { socket, states } = await open();
    socket.serverSays({ type: 'error', code: 429, message: TOO_MANY });
    socket.serverCloses(4429);
    expect(socket.options.shouldReconnectOnClose({ code: 4429 })).toBe(false);
    expect(states).toEqual([
      ['connecting', undefined],
      ['stopped', TOO_MANY],
    ]);
  });

  it('still reconnects after any other drop, and says so', async () => {
    const { socket, states } = await open();
    socket.serverCloses(1006);
    expect(socket.options.shouldReconnectOnClose({ code: 1006 })).toBe(true);
    expect(states).toEqual([
      ['connecting', undefined],
      ['closed', undefined],
    ]);
  });
});

describe('chat view of a refused socket', () => {
  it('shows the API message, not the reconnecting label', () => {
    render(
      <ThemeProvider theme={defaultTheme}>
        <ChatView messages={[]} hasOlder={false} connection="stopped" connectionNotice={TOO_MANY} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(TOO_MANY);
  });

  it('says the chat is disconnected when the API gave no reason', () => {
    render(
      <ThemeProvider theme={defaultTheme}>
        <ChatView messages={[]} hasOlder={false} connection="stopped" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('连接已断开');
  });
});
