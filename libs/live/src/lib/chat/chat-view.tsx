// Props-only chat panel: the messages oldest first (older pages on scrolling up), each with its like,
// the connection state shown quietly, and the input (login first; read-only in previews).
import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ChatMessage } from '@share/contract';
import { UserAvatar } from '@share/ui';
import { formatCount } from '@share/util-format';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
import {
  CHAT_EMPTY,
  CHAT_LOAD_OLDER,
  CHAT_LOGIN_PLACEHOLDER,
  CHAT_PLACEHOLDER,
  CHAT_SEND,
  CONNECTION_LABELS,
  MESSAGE_LIKE,
} from '../messages';
import type { ConnectionState } from './chat-socket';

export interface ChatViewProps {
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder?: boolean;
  /** Absent before JavaScript and in previews: nothing is said about the connection. */
  connection?: ConnectionState;
  /** Said in place of the state's label when the chat stopped for good (the API's refusal). */
  connectionNotice?: string;
  liked?: ReadonlySet<string>;
  /** No input (previews). */
  readOnly?: boolean;
  loggedIn?: boolean;
  draft?: string;
  sending?: boolean;
  onDraft?: (text: string) => void;
  onSend?: () => void;
  onLoadOlder?: () => void;
  onLike?: (msgId: string) => void;
  /** A logged-out visitor tapped the input (登录后参与互动): the container opens the login panel. */
  onLogin?: () => void;
  /** Over the video (portrait screen): light text on the picture. */
  overlay?: boolean;
}

const Panel = styled.section<{ $overlay: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 0;
  ${({ $overlay }) => ($overlay ? 'height: 100%;' : 'height: 360px;')}
  color: ${({ theme, $overlay }) => ($overlay ? theme.colors.surface : theme.colors.text)};
`;

const State = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.meta};
`;

const List = styled.ol`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
`;

const Item = styled.li<{ $overlay: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm} 0;
  ${({ $overlay, theme }) =>
    $overlay
      ? `background: ${theme.colors.mask}; border-radius: ${theme.radii.lg}; padding: ${theme.space.xs} ${theme.space.sm}; margin-bottom: ${theme.space.xs};`
      : `border-bottom: 1px solid ${theme.colors.divider};`}
  /* The room's own notices (欢迎 … 进入直播间): a quiet line, no sender, nothing to like. */
  &[data-system] {
    justify-content: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme, $overlay }) => ($overlay ? theme.colors.onDarkSoft : theme.colors.meta)};
  }
  .body {
    flex: 1;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    overflow-wrap: anywhere;
  }
  .alias {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme, $overlay }) => ($overlay ? theme.colors.placeholder : theme.colors.meta)};
  }
  button {
    flex: none;
    border: 0;
    background: none;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding: 2px 4px;
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Older = styled.button`
  display: block;
  margin: ${({ theme }) => theme.space.xs} auto;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.meta};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  margin: auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.meta};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  input {
    flex: 1;
    min-width: 0;
    height: 36px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    flex: none;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    color: ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  button:disabled {
    opacity: 0.5;
  }
`;

/** Near the top: the older page is fetched. */
const OLDER_SCROLL_MARGIN_PX = 40;

/** The room's own notices (欢迎 … 进入直播间) have no sender (the contract's empty user_id). */
function isSystemMessage(message: ChatMessage): boolean {
  return message.user_id === '';
}

export function ChatView(props: ChatViewProps) {
  const {
    messages,
    hasOlder,
    loadingOlder,
    connection,
    connectionNotice,
    liked,
    readOnly,
    loggedIn,
    draft = '',
    sending,
    overlay = false,
  } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = messages[messages.length - 1]?.msg_id;
  const firstId = messages[0]?.msg_id;
  const previous = useRef({ firstId, height: 0 });

  // New messages at the end: stay at the bottom. An older page at the top: keep the reading place.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (previous.current.firstId && previous.current.firstId !== firstId && previous.current.height) {
      list.scrollTop += list.scrollHeight - previous.current.height;
    } else {
      list.scrollTop = list.scrollHeight;
    }
    previous.current = { firstId, height: list.scrollHeight };
  }, [lastId, firstId]);

  const onScroll = () => {
    const list = listRef.current;
    if (list && hasOlder && !loadingOlder && list.scrollTop < OLDER_SCROLL_MARGIN_PX) props.onLoadOlder?.();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSend?.();
  };

  return (
    <Panel $overlay={overlay} data-testid="live-chat" aria-label="聊天">
      {messages.length === 0 ? (
        <Empty>{CHAT_EMPTY}</Empty>
      ) : (
        <List ref={listRef} onScroll={onScroll}>
          {hasOlder && props.onLoadOlder ? (
            <li>
              <Older type="button" onClick={props.onLoadOlder} disabled={loadingOlder}>
                {CHAT_LOAD_OLDER}
              </Older>
            </li>
          ) : null}
          {messages.map((message) => {
            const isLiked = liked?.has(message.msg_id) ?? false;
            return isSystemMessage(message) ? (
              <Item key={message.msg_id} $overlay={overlay} data-msg-id={message.msg_id} data-system>
                {message.content}
              </Item>
            ) : (
              <Item key={message.msg_id} $overlay={overlay} data-msg-id={message.msg_id}>
                <UserAvatar src={message.avatar} name={message.alias} size={28} />
                <div className="body">
                  {message.alias ? <span className="alias">{message.alias}</span> : null}
                  {message.content}
                </div>
                {readOnly || !props.onLike ? (
                  // A label needs a role on a span (axe: aria-prohibited-attr); read as "点赞 n".
                  <span role="img" aria-label={`${MESSAGE_LIKE} ${message.like_count}`}>
                    {message.like_count ? formatCount(message.like_count) : ''}
                  </span>
                ) : (
                  <button
                    type="button"
                    aria-pressed={isLiked}
                    aria-label={`${MESSAGE_LIKE} ${message.like_count}`}
                    onClick={() => props.onLike?.(message.msg_id)}
                  >
                    ♡ {message.like_count ? formatCount(message.like_count) : ''}
                  </button>
                )}
              </Item>
            );
          })}
        </List>
      )}
      {/* Under the talk, by the input: above the list it sat on the row scrolled under it. */}
      {connection && connection !== 'open' ? (
        <State role="status" data-connection={connection}>
          {(connection === 'stopped' && connectionNotice) || CONNECTION_LABELS[connection]}
        </State>
      ) : (
        <State data-connection={connection ?? 'none'} hidden>
          {connection ? CONNECTION_LABELS[connection] : ''}
        </State>
      )}
      {readOnly ? null : (
        <Form onSubmit={submit}>
          <input
            type="text"
            value={draft}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder={loggedIn ? CHAT_PLACEHOLDER : CHAT_LOGIN_PLACEHOLDER}
            aria-label={CHAT_PLACEHOLDER}
            onChange={(event) => props.onDraft?.(event.target.value)}
            // A tap, not focus: focus comes back here when the panel closes, and must not reopen it.
            onClick={loggedIn ? undefined : props.onLogin}
          />
          <button type="submit" disabled={sending || !draft.trim()}>
            {CHAT_SEND}
          </button>
        </Form>
      )}
    </Panel>
  );
}
