// The realtime chat connection (spec §7 realtime client): partysocket's reconnecting WebSocket,
// loaded on demand (only live pages ever import it), with backoff, jitter and a fresh token per try.
import type { ChatMessage } from '@share/contract';
import { LIVE_SOCKET_PATH, RECONNECT } from '../constants';

export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface ChatSocketHandlers {
  onMessage: (message: ChatMessage) => void;
  /** Every (re)open: the caller fetches what was sent meanwhile. */
  onOpen: (reconnect: boolean) => void;
  onState: (state: ConnectionState) => void;
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the room's socket; errors and disconnects are logged, never thrown. */
export async function openChatSocket(liveId: string, token: string, handlers: ChatSocketHandlers): Promise<ChatSocket> {
  const { default: ReconnectingWebSocket } = await import('partysocket/ws');
  let opened = false;
  let attempts = 0;
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
      // 4401 (no valid token) and 4404 (no such room) do not get better by retrying.
      shouldReconnectOnClose: (event: CloseEvent) => event.code !== 4401 && event.code !== 4404,
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
    handlers.onState('closed');
  });
  socket.addEventListener('error', () => console.warn('[live chat] socket error'));
  socket.addEventListener('message', (event) => {
    try {
      const parsed = JSON.parse(String(event.data)) as { type?: string; data?: ChatMessage; message?: string };
      if (parsed.type === 'message' && parsed.data) handlers.onMessage(parsed.data);
      else if (parsed.type === 'error') console.warn(`[live chat] ${parsed.message ?? 'error'}`);
    } catch (error) {
      console.warn('[live chat] unreadable message', error);
    }
  });
  return { close: () => socket.close() };
}
