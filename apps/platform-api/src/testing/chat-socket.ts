/** A chat socket for tests: every server message kept in order, read one by one with next(). */
import { WebSocket } from 'ws';
import type { ChatSocketServerMessage } from '@share/contract';

interface OpenSocket {
  socket: WebSocket;
  messages: ChatSocketServerMessage[];
  next(): Promise<ChatSocketServerMessage>;
  closed: Promise<number>;
}

export function connect(url: string, options: { headers?: Record<string, string> } = {}): Promise<OpenSocket> {
  const socket = new WebSocket(url, options);
  const messages: ChatSocketServerMessage[] = [];
  const waiting: ((message: ChatSocketServerMessage) => void)[] = [];
  let read = 0;
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)));
    waiting.shift()?.(messages[read++]);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = () =>
    read < messages.length
      ? Promise.resolve(messages[read++])
      : new Promise<ChatSocketServerMessage>((resolve) => waiting.push(resolve));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, next, closed }));
    socket.once('error', reject);
  });
}
