import type { WebSocket } from 'ws';
import {
  API_CODE,
  CHAT_MESSAGE_MAX_LENGTH,
  LIVE_STATUS,
  encodePublicId,
  type ChatMessage,
  type ChatSocketServerMessage,
  type LiveDetail,
} from '@share/contract';
import { nowSeconds } from '../clock';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { MSG } from '../messages';
import type { ApiContext } from './context';
import type { createWriteLimit } from './write-limit';
import { findContent, renderSummary } from './content';

export interface LiveRoomRow {
  id: number;
  content_id: number | null;
  status: number;
  start_time: number;
  end_time: number;
  online_count: number;
  view_count: number;
  live_count: number;
  share_count: number;
  like_count: number;
  detail: string;
}

interface LiveMessageRow {
  id: number;
  live_id: number;
  user_id: number | null;
  mp_account_id: number | null;
  content: string;
  like_count: number;
  created_at: number;
  msg_type: string;
  alias: string | null;
  avatar: string | null;
  mp_name: string | null;
  mp_avatar: string | null;
}

const SELECT_MESSAGE = `
  SELECT l.*, u.alias, u.avatar, m.name AS mp_name, m.avatar AS mp_avatar
  FROM live_messages l LEFT JOIN users u ON u.id = l.user_id LEFT JOIN media_accounts m ON m.id = l.mp_account_id`;

/**
 * Sockets per live room; messages sent over REST or WebSocket reach every socket of the room, and
 * take from one bucket per user (ApiContext.chatLimit).
 */
export class ChatHub {
  private readonly rooms = new Map<number, Set<WebSocket>>();

  constructor(readonly messages: ReturnType<typeof createWriteLimit>) {}

  join(liveId: number, socket: WebSocket): void {
    const room = this.rooms.get(liveId) ?? new Set<WebSocket>();
    room.add(socket);
    this.rooms.set(liveId, room);
    socket.on('close', () => {
      room.delete(socket);
      if (room.size === 0) this.rooms.delete(liveId);
    });
  }

  online(liveId: number): number {
    return this.rooms.get(liveId)?.size ?? 0;
  }

  broadcast(liveId: number, message: ChatSocketServerMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.rooms.get(liveId) ?? []) socket.send(text);
  }

  closeAll(): void {
    for (const room of this.rooms.values()) for (const socket of room) socket.terminate();
    this.rooms.clear();
  }
}

/**
 * The status a visitor sees: an upcoming room whose start time has passed is live (the platform
 * starts scheduled streams on time), so a page's countdown and the API agree when it reaches zero.
 */
export function effectiveStatus(row: Pick<LiveRoomRow, 'status' | 'start_time'>, now: number): number {
  return row.status === LIVE_STATUS.UPCOMING && row.start_time <= now ? LIVE_STATUS.LIVE : row.status;
}

export function findLiveRoom(db: Db, id: number): LiveRoomRow {
  const row = db.prepare('SELECT * FROM live_rooms WHERE id = ?').get(id) as LiveRoomRow | undefined;
  if (!row) throw new ApiError(API_CODE.NOT_FOUND, MSG.liveNotFound);
  return row;
}

export function renderLiveDetail(ctx: ApiContext, hub: ChatHub, row: LiveRoomRow, viewer: number | null): LiveDetail {
  const detail = JSON.parse(row.detail) as Record<string, unknown>;
  const item = row.content_id !== null ? findContent(ctx.db, row.content_id) : undefined;
  const summary = item ? renderSummary(ctx.db, item) : undefined;
  const booked =
    viewer !== null &&
    Boolean(
      ctx.db
        .prepare("SELECT 1 FROM bookings WHERE user_id = ? AND booking_type = 'live' AND target_id = ?")
        .get(viewer, row.id),
    );
  return {
    title: '',
    type: 'video',
    source: '',
    group_id: '',
    columns: [],
    countdown_label: '',
    countdown_style: 0,
    countdown_switch: false,
    disclaimer: '',
    disclaimer_enable: false,
    live_background: '',
    play_background: '',
    notice_label: '',
    notice_switch: false,
    notice_video: '',
    playlists: [],
    reservation_label: '',
    ...detail,
    live_id: encodePublicId(row.id),
    post_id: summary?.post_id ?? encodePublicId(row.id),
    track_id: summary?.track_id ?? encodePublicId(row.id),
    status: effectiveStatus(row, nowSeconds(ctx.clock)),
    start_time: row.start_time,
    end_time: row.end_time,
    live_count: row.live_count,
    online_count: row.online_count + hub.online(row.id),
    view_count: row.view_count,
    share_count: row.share_count,
    like_count: row.like_count,
    share_link: summary?.share_link ?? '',
    booked,
  } as LiveDetail;
}

function renderMessage(row: LiveMessageRow): ChatMessage {
  const author = row.user_id ?? row.mp_account_id;
  return {
    msg_id: encodePublicId(row.id),
    live_id: encodePublicId(row.live_id),
    user_id: author ? encodePublicId(author) : '',
    alias: row.mp_name ?? row.alias ?? '',
    avatar: row.mp_avatar ?? row.avatar ?? '',
    content: row.content,
    created_at: row.created_at,
    like_count: row.like_count,
  };
}

export function chatHistory(db: Db, liveId: number, before: number | null, size: number) {
  const rows = db
    .prepare(`${SELECT_MESSAGE} WHERE l.live_id = ? AND l.id < ? ORDER BY l.id DESC LIMIT ?`)
    .all(liveId, before ?? Number.MAX_SAFE_INTEGER, size) as LiveMessageRow[];
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM live_messages WHERE live_id = ?').get(liveId) as {
    count: number;
  };
  return { list: rows.map(renderMessage), count };
}

function chatEnabled(row: LiveRoomRow): boolean {
  const columns = (JSON.parse(row.detail) as { columns?: { enable_chat?: boolean }[] }).columns ?? [];
  return columns.length === 0 || columns.some((column) => column.enable_chat);
}

/** Stores a chat message and broadcasts it to the room's sockets. */
export function sendChatMessage(
  ctx: ApiContext,
  hub: ChatHub,
  room: LiveRoomRow,
  userId: number,
  text: string,
): ChatMessage {
  const content = text.trim();
  if (!content) throw new ApiError(API_CODE.INVALID, MSG.chatEmpty);
  if ([...content].length > CHAT_MESSAGE_MAX_LENGTH)
    throw new ApiError(API_CODE.INVALID, MSG.chatTooLong(CHAT_MESSAGE_MAX_LENGTH));
  if (!chatEnabled(room)) throw new ApiError(API_CODE.CONFLICT, MSG.chatDisabled);
  if (!hub.messages.take(userId)) throw new ApiError(API_CODE.RATE_LIMITED, MSG.chatTooFrequent);
  const { lastInsertRowid } = ctx.db
    .prepare('INSERT INTO live_messages (live_id, user_id, content, created_at) VALUES (?, ?, ?, ?)')
    .run(room.id, userId, content, nowSeconds(ctx.clock));
  const message = renderMessage(
    ctx.db.prepare(`${SELECT_MESSAGE} WHERE l.id = ?`).get(lastInsertRowid) as LiveMessageRow,
  );
  hub.broadcast(room.id, { type: 'message', data: message });
  return message;
}
