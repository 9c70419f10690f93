// The room's chat for the container: history (newest page in the server HTML, older on demand), live
// messages over the socket, catch-up after a reconnect, sending (login first, the draft kept) and
// message likes (optimistic, once per user, rolled back on failure).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShareApi } from '@share/api-client';
import { authEvents, useAnonymousToken, useSession } from '@share/auth';
import { whenIdle } from '@share/util-idle';
import type { ChatMessage } from '@share/contract';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, CHAT_RESUME_MAX_PAGES } from '../constants';
import { mergeMessages } from '../live-rules';
import { openChatSocket, type ConnectionState } from './chat-socket';

export interface LiveChatOptions {
  liveId: string;
  first: ChatMessage[];
  count: number;
  /** No socket, sending or liking (previews, rooms without chat). */
  readOnly: boolean;
  enabled: boolean;
}

export interface LiveChat {
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  connection: ConnectionState;
  /** Why the chat stopped for good (the API's refusal), when it said. */
  connectionNotice?: string;
  liked: ReadonlySet<string>;
  draft: string;
  setDraft: (text: string) => void;
  sending: boolean;
  loggedIn: boolean;
  /** Opens the login panel (a logged-out visitor tapped the input). */
  openLogin: () => void;
  loadOlder: () => void;
  send: () => void;
  like: (msgId: string) => void;
}

/** At most this long after the room has mounted, the chat connects even if the page never idles. */
const CONNECT_IDLE_TIMEOUT_MS = 2000;

function logFailure(what: string, error: unknown) {
  console.warn(`[live chat] ${what} failed`, error);
}

export function useLiveChat({ liveId, first, count, readOnly, enabled }: LiveChatOptions): LiveChat {
  const api = useShareApi();
  const session = useSession();
  const [messages, setMessages] = useState(first);
  const [hasOlder, setHasOlder] = useState(count > first.length);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [connectionNotice, setConnectionNotice] = useState<string | undefined>();
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const pendingSend = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const anonymousToken = useAnonymousToken();
  const socketToken = session.token ?? anonymousToken;

  /** Fetches the newest pages until a known message, so nothing sent during a gap is lost. */
  const catchUp = useCallback(async () => {
    const known = new Set(messagesRef.current.map((message) => message.msg_id));
    let before: string | undefined;
    for (let page = 0; page < CHAT_RESUME_MAX_PAGES; page++) {
      const history = await api.endpoints.chatHistory({
        params: { live_id: liveId },
        query: { size: CHAT_PAGE_SIZE, before },
      });
      setMessages((current) => mergeMessages(current, history.list));
      const last = history.list[history.list.length - 1];
      if (!last || history.list.some((message) => known.has(message.msg_id)) || history.list.length < CHAT_PAGE_SIZE)
        return;
      before = last.msg_id;
    }
  }, [api, liveId]);

  useEffect(() => {
    if (!enabled || readOnly || !socketToken) return;
    let closed = false;
    let socket: { close(): void } | null = null;
    const connect = () =>
      openChatSocket(liveId, socketToken, {
        onMessage: (message) => setMessages((current) => mergeMessages(current, [message])),
        onOpen: () => void catchUp().catch((error: unknown) => logFailure('history', error)),
        onState: (state, notice) => {
          setConnection(state);
          setConnectionNotice(notice);
        },
      })
        .then((opened) => {
          if (closed) opened.close();
          else socket = opened;
        })
        .catch((error: unknown) => {
          logFailure('connect', error);
          setConnection('closed');
        });
    // Once the page is idle: the socket's code (partysocket) and its handshake do not compete with
    // the room's hydration, and the server HTML already shows the newest messages.
    const cancel = whenIdle(() => void connect(), { timeout: CONNECT_IDLE_TIMEOUT_MS });
    return () => {
      closed = true;
      cancel();
      socket?.close();
    };
  }, [enabled, readOnly, socketToken, liveId, catchUp]);

  const loadOlder = useCallback(() => {
    const oldest = messagesRef.current[0];
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    api.endpoints
      .chatHistory({ params: { live_id: liveId }, query: { size: CHAT_PAGE_SIZE, before: oldest.msg_id } })
      .then((history) => {
        setMessages((current) => mergeMessages(current, history.list));
        setHasOlder(history.list.length >= CHAT_PAGE_SIZE);
      })
      .catch((error: unknown) => logFailure('older messages', error))
      .finally(() => setLoadingOlder(false));
  }, [api, liveId, loadingOlder]);

  const deliver = useCallback(
    (text: string) => {
      setSending(true);
      api.endpoints
        .chatSend({ params: { id: liveId }, body: { content: text } })
        .then((message) => {
          setMessages((current) => mergeMessages(current, [message]));
          setDraft('');
        })
        .catch((error: unknown) => logFailure('send', error))
        .finally(() => setSending(false));
    },
    [api, liveId],
  );

  const send = useCallback(() => {
    const text = draft.trim();
    if (readOnly || !text || sending || [...text].length > CHAT_MESSAGE_MAX_LENGTH) return;
    if (!session.token) {
      // The draft stays; it is sent once the visitor has logged in.
      pendingSend.current = true;
      session.openLogin();
      return;
    }
    deliver(text);
  }, [deliver, draft, readOnly, sending, session]);

  useEffect(() => {
    const afterLogin = () => {
      if (!pendingSend.current) return;
      pendingSend.current = false;
      // The session stores the token in the same tick; send on the next one.
      setTimeout(() => {
        const text = draftRef.current.trim();
        if (text) deliver(text);
      }, 0);
    };
    authEvents.on('loggedIn', afterLogin);
    return () => authEvents.off('loggedIn', afterLogin);
  }, [deliver]);

  const like = useCallback(
    (msgId: string) => {
      if (readOnly || liked.has(msgId) || !session.requireLogin()) return;
      const bump = (delta: number) =>
        setMessages((current) =>
          current.map((message) =>
            message.msg_id === msgId ? { ...message, like_count: Math.max(0, message.like_count + delta) } : message,
          ),
        );
      bump(1);
      setLiked((current) => new Set(current).add(msgId));
      api.endpoints
        .liveLike({ params: { id: liveId }, body: { msg_id: msgId } })
        .then((result) =>
          setMessages((current) =>
            current.map((message) =>
              message.msg_id === msgId ? { ...message, like_count: result.like_count } : message,
            ),
          ),
        )
        .catch((error: unknown) => {
          logFailure('like', error);
          bump(-1);
          setLiked((current) => {
            const next = new Set(current);
            next.delete(msgId);
            return next;
          });
        });
    },
    [api, liked, liveId, readOnly, session],
  );

  return {
    messages,
    hasOlder,
    loadingOlder,
    connection,
    connectionNotice,
    liked,
    draft,
    setDraft,
    sending,
    loggedIn: Boolean(session.token),
    openLogin: session.openLogin,
    loadOlder,
    send,
    like,
  };
}
