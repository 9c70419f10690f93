// The realtime chat connection (spec §7 realtime client): partysocket's reconnecting WebSocket,
// loaded on demand (only live pages ever import it), with backoff, jitter and a fresh token per try.
import type { ChatMessage } from '@share/contract';
import { LIVE_SOCKET_PATH, RECONNECT } from '../constants';

/** `stopped`: the API refused the socket for good (its close codes 4401, 4404, 4429); no reconnect follows. */
export type ConnectionState = 'connecting' | 'open' | 'closed' | 'stopped';

export interface ChatSocketHandlers {
  onMessage: (message: ChatMessage) => void;
  /** Every (re)open: the caller fetches what was sent meanwhile. */
  onOpen: (reconnect: boolean) => void;
  /** `notice`: with `stopped`, the API's message of the refusal (its last error frame), if it sent one. */
  onState: (state: ConnectionState, notice?: string) => void;
}

export interface ChatSocket {
  close(): void;
}

/** ws(s)://host/peony/v3/live/ws?token=&live_id= on the page's own origin (the site proxies it). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string, liveId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token, live_id: liveId });
  return `${scheme}//${location.host}${LIVE_SOCKET_PATH}?${query.toString()}`;
}

/**
 * Close codes that do not get better by retrying (apps/platform-api live-routes' SOCKET_CLOSE):
 * 4401 no valid token, 4404 no such room, 4429 too many open chat sockets on this token or address.
 */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4404, 4429]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the room's socket; errors and disconnects are logged, never thrown. */
export async function openChatSocket(liveId: string, token: string, handlers: ChatSocketHandlers): Promise<ChatSocket> {
  const { default: ReconnectingWebSocket } = await import('partysocket/ws');
  let opened = false;
  let attempts = 0;
  /** The API's last error message: the reason of a refusal that closes the socket next. */
  let refusal: string | undefined;
  const socket = new ReconnectingWebSocket(
    async () => {
      // Jitter on every retry, so a restarted platform is not hit by every visitor at once.
      if (attempts++ > 0) await wait(Math.random() * RECONNECT.jitterMs);
      return chatSocketUrl(window.location, token, liveId);
    },
    [],
    {
      minReconnectionDelay: RECONNECT.minDelayMs,
      maxReconnectionDelay: RECONNECT.maxDelayMs,
      reconnectionDelayGrowFactor: RECONNECT.growFactor,
      connectionTimeout: RECONNECT.connectionTimeoutMs,
      shouldReconnectOnClose: (event: CloseEvent) => !FINAL_CLOSE_CODES.has(event.code),
    },
  );
  handlers.onState('connecting');
  socket.addEventListener('open', () => {
    handlers.onState('open');
    handlers.onOpen(opened);
    opened = true;
  });
  socket.addEventListener('close', (event) => {
    console.warn(`[live chat] disconnected (${event.code})`);
    if (FINAL_CLOSE_CODES.has(event.code)) handlers.onState('stopped', refusal);
    else handlers.onState('closed');
  });
  socket.addEventListener('error', () => console.warn('[live chat] socket error'));
  socket.addEventListener('message', (event) => {
    try {
      const parsed = JSON.parse(String(event.data)) as { type?: string; data?: ChatMessage; message?: string };
      if (parsed.type === 'message' && parsed.data) handlers.onMessage(parsed.data);
      else if (parsed.type === 'error') {
        console.warn(`[live chat] ${parsed.message ?? 'error'}`);
        refusal = parsed.message;
      }
    } catch (error) {
      console.warn('[live chat] unreadable message', error);
    }
  });
  return { close: () => socket.close() };
}
