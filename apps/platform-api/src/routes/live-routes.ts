import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Router } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  API_CODE,
  BOOKING_TYPE_LIVE,
  ChatSocketClientMessageSchema,
  LIVE_STATUS,
  encodePublicId,
} from '@share/contract';
import { nowSeconds } from '../clock';
import { ApiError, dbIdOf, Reply } from '../http/api-error';
import { addEndpoint } from '../http/endpoint-router';
import { tokenFromHeader, viewerOf } from '../http/request-auth';
import { CHAT_FLOOD_SOCKET_DIVISOR } from '../limits';
import { MSG } from '../messages';
import type { ApiContext } from '../services/context';
import {
  chatHistory,
  effectiveStatus,
  findLiveRoom,
  renderLiveDetail,
  sendChatMessage,
  type ChatHub,
  type LiveRoomRow,
} from '../services/live';
import { resolveToken } from '../services/tokens';

export const LIVE_SOCKET_PATH = '/peony/v3/live/ws';
/**
 * Close codes of the chat socket: 4401 no valid token, 4404 no such live room, 4429 too many open
 * sockets on this token or from this address (ApiContext.chatSockets), or too many frames on this
 * socket (ApiContext.chatFrames). The site's chat stops for good on 4429 and shows the error frame.
 */
export const SOCKET_CLOSE = { UNAUTHORIZED: 4401, NOT_FOUND: 4404, TOO_MANY: 4429 } as const;

/** How long a socket closed for flooding has to answer the close frame before it is cut off. */
const FLOODED_SOCKET_GRACE_MS = 5000;

/**
 * Drops whatever else a socket sends without parsing it: the frames of a flood still on their way
 * cost nothing. They are still read off the connection, since closing it with unread data would reset
 * it and the peer would lose the close frame and its code; the peer's own close ends the connection,
 * or FLOODED_SOCKET_GRACE_MS does. (ws has no public switch for this: its raw socket is `_socket`.)
 */
function discardIncoming(socket: WebSocket): void {
  const raw = (socket as unknown as { _socket?: Duplex })._socket;
  if (!raw) return;
  raw.removeAllListeners('data');
  raw.on('data', () => undefined);
  raw.resume();
}

/** Express's compiled `trust proxy`: whether the hop at `index` (0: the socket) is a trusted proxy. */
type TrustProxyFn = (address: string, index: number) => boolean;

/** The client address as express's req.ip finds it: past every trusted proxy, never past an untrusted one. */
function clientAddress(request: IncomingMessage, trust: TrustProxyFn): string {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const hops = [request.socket.remoteAddress ?? '', ...forwarded];
  let index = 0;
  while (index < hops.length - 1 && trust(hops[index], index)) index++;
  return hops[index];
}

/** Open sockets per key (a token, an address); a key's count is dropped at zero. */
class OpenCount {
  private readonly counts = new Map<string, number>();
  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string): void {
    this.counts.set(key, this.of(key) + 1);
  }
  remove(key: string): void {
    const count = this.of(key) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

function checkBookingType(type: string): void {
  if (type !== BOOKING_TYPE_LIVE) throw new ApiError(API_CODE.INVALID, MSG.bookingTypeInvalid);
}

export function registerLiveRoutes(router: Router, ctx: ApiContext, hub: ChatHub): void {
  const { db } = ctx;
  const room = (publicId: string) => findLiveRoom(db, dbIdOf(publicId, MSG.liveNotFound));

  addEndpoint(router, 'liveRoom', ({ params, auth }) => renderLiveDetail(ctx, hub, room(params.id), viewerOf(auth)));

  addEndpoint(router, 'liveInfo', ({ params }) => {
    const row = room(params.id);
    return {
      live_id: encodePublicId(row.id),
      status: effectiveStatus(row, nowSeconds(ctx.clock)),
      online_count: row.online_count + hub.online(row.id),
      view_count: row.view_count,
      live_count: row.live_count,
      like_count: row.like_count,
      share_count: row.share_count,
    };
  });

  addEndpoint(router, 'chatHistory', ({ params, query }) => {
    const row = room(params.live_id);
    const before = query.before ? dbIdOf(query.before, MSG.messageNotFound) : null;
    return chatHistory(db, row.id, before, query.size);
  });

  addEndpoint(
    router,
    'chatSend',
    ({ params, body, userId }) =>
      new Reply(sendChatMessage(ctx, hub, room(params.id), userId, body.content), MSG.chatSent),
  );

  addEndpoint(router, 'liveLike', ({ params, body, userId }) => {
    const row = room(params.id);
    const messageId = dbIdOf(body.msg_id, MSG.messageNotFound);
    if (!db.prepare('SELECT 1 FROM live_messages WHERE id = ? AND live_id = ?').get(messageId, row.id)) {
      throw new ApiError(API_CODE.NOT_FOUND, MSG.messageNotFound);
    }
    db.transaction(() => {
      const { changes } = db
        .prepare('INSERT OR IGNORE INTO live_message_likes (message_id, user_id, created_at) VALUES (?, ?, ?)')
        .run(messageId, userId, nowSeconds(ctx.clock));
      if (changes) {
        db.prepare('UPDATE live_messages SET like_count = like_count + 1 WHERE id = ?').run(messageId);
        db.prepare('UPDATE live_rooms SET like_count = like_count + 1 WHERE id = ?').run(row.id);
      }
    })();
    const { like_count } = db.prepare('SELECT like_count FROM live_messages WHERE id = ?').get(messageId) as {
      like_count: number;
    };
    return new Reply({ msg_id: encodePublicId(messageId), like_count, liked: true }, MSG.likeOk);
  });

  addEndpoint(router, 'booking', ({ body, userId }) => {
    checkBookingType(body.booking_type);
    const row = room(body.booking_id);
    db.prepare('INSERT OR IGNORE INTO bookings (user_id, booking_type, target_id, created_at) VALUES (?, ?, ?, ?)').run(
      userId,
      BOOKING_TYPE_LIVE,
      row.id,
      nowSeconds(ctx.clock),
    );
    return new Reply({ booking_id: encodePublicId(row.id), booked: true }, MSG.bookingOk);
  });

  addEndpoint(router, 'unBooking', ({ body, userId }) => {
    checkBookingType(body.booking_type);
    const row = room(body.booking_id);
    db.prepare('DELETE FROM bookings WHERE user_id = ? AND booking_type = ? AND target_id = ?').run(
      userId,
      BOOKING_TYPE_LIVE,
      row.id,
    );
    return new Reply({ booking_id: encodePublicId(row.id), booked: false }, MSG.unbookingOk);
  });

  if (ctx.demoEndpoints) {
    // Demo only: a room that starts in a few seconds, to watch a countdown reach zero.
    addEndpoint(router, 'devLiveSchedule', ({ params, body }) => {
      const row = room(params.id);
      const start = nowSeconds(ctx.clock) + body.start_in;
      db.prepare('UPDATE live_rooms SET status = ?, start_time = ?, end_time = MAX(end_time, ?) WHERE id = ?').run(
        LIVE_STATUS.UPCOMING,
        start,
        start + 3600,
        row.id,
      );
      return { live_id: encodePublicId(row.id), status: LIVE_STATUS.UPCOMING, start_time: start };
    });
  }

  addEndpoint(router, 'bookingList', ({ query, userId }) => {
    checkBookingType(query.booking_type);
    const rows = db
      .prepare(
        `SELECT r.* FROM bookings b JOIN live_rooms r ON r.id = b.target_id
         WHERE b.user_id = ? AND b.booking_type = ? ORDER BY b.created_at DESC, r.id DESC`,
      )
      .all(userId, BOOKING_TYPE_LIVE) as LiveRoomRow[];
    const tiny = query.tiny === '1' || query.tiny === 'true';
    return {
      list: rows.map((row) => (tiny ? encodePublicId(row.id) : renderLiveDetail(ctx, hub, row, userId))),
      count: rows.length,
    };
  });
}

/** The realtime chat: WebSocket at LIVE_SOCKET_PATH?token=&live_id= (README). */
export function createChatSocketServer(ctx: ApiContext, hub: ChatHub, trust: TrustProxyFn = () => false) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const perToken = new OpenCount();
  const perAddress = new OpenCount();
  // Addresses one of whose sockets ran out of frames, until when (ms): they hold fewer sockets meanwhile.
  const coolingDown = new Map<string, number>();
  const addressCap = (address: string) => {
    const until = coolingDown.get(address);
    if (until === undefined) return ctx.chatSockets.perAddress;
    if (until <= ctx.clock.now()) {
      coolingDown.delete(address);
      return ctx.chatSockets.perAddress;
    }
    return Math.max(1, Math.floor(ctx.chatSockets.perAddress / CHAT_FLOOD_SOCKET_DIVISOR));
  };
  const frameRate = ctx.chatFrames.perMinute / 60_000;
  const sendError = (socket: WebSocket, code: number, message: string) =>
    socket.send(JSON.stringify({ type: 'error', code, message }));

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    // A frame over maxPayload or a text frame that is not UTF-8 makes ws close the socket (1009, 1007)
    // and emit 'error' on it; without a listener that error would stop the whole process.
    socket.on('error', (error: Error & { code?: string }) =>
      ctx.logger.info({ code: error.code }, 'chat socket frame refused'),
    );
    const url = new URL(request.url ?? '/', 'http://localhost');
    const token = url.searchParams.get('token') || tokenFromHeader(request.headers.authorization);
    const auth = resolveToken(ctx, token);
    if (auth.kind !== 'user' && auth.kind !== 'anonymous') {
      sendError(
        socket,
        API_CODE.LOGIN_REQUIRED,
        auth.kind === 'invalid' && auth.expired ? MSG.tokenExpired : MSG.loginRequired,
      );
      socket.close(SOCKET_CLOSE.UNAUTHORIZED, 'unauthorized');
      return;
    }
    let room: LiveRoomRow;
    try {
      room = findLiveRoom(ctx.db, dbIdOf(url.searchParams.get('live_id'), MSG.liveNotFound));
    } catch {
      sendError(socket, API_CODE.NOT_FOUND, MSG.liveNotFound);
      socket.close(SOCKET_CLOSE.NOT_FOUND, 'not found');
      return;
    }
    const address = clientAddress(request, trust);
    if (perToken.of(token) >= ctx.chatSockets.perToken || perAddress.of(address) >= addressCap(address)) {
      sendError(socket, API_CODE.RATE_LIMITED, MSG.chatSocketsTooMany);
      socket.close(SOCKET_CLOSE.TOO_MANY, 'too many sockets');
      // A peer that never answers the close frame does not hold the socket for ws's 30 s close timeout.
      setTimeout(() => socket.terminate(), 1000).unref();
      return;
    }
    perToken.add(token);
    perAddress.add(address);
    socket.once('close', () => {
      perToken.remove(token);
      perAddress.remove(address);
    });
    hub.join(room.id, socket);
    socket.send(
      JSON.stringify({
        type: 'hello',
        live_id: encodePublicId(room.id),
        online_count: room.online_count + hub.online(room.id),
      }),
    );
    // Every frame takes one from the socket's bucket before anything else is done with it.
    const budget = { frames: ctx.chatFrames.burst, at: ctx.clock.now(), spent: false };
    const takeFrame = (): boolean => {
      if (budget.spent) return false;
      const now = ctx.clock.now();
      budget.frames = Math.min(ctx.chatFrames.burst, budget.frames + (now - budget.at) * frameRate);
      budget.at = now;
      if (budget.frames >= 1) {
        budget.frames -= 1;
        return true;
      }
      budget.spent = true;
      coolingDown.set(address, now + ctx.chatFrames.cooldownSeconds * 1000);
      if (coolingDown.size > 10_000) for (const [key, until] of coolingDown) if (until <= now) coolingDown.delete(key);
      ctx.logger.info({ live_id: encodePublicId(room.id) }, 'chat socket closed: too many frames');
      sendError(socket, API_CODE.RATE_LIMITED, MSG.chatTooFrequent);
      socket.close(SOCKET_CLOSE.TOO_MANY, 'too many frames');
      discardIncoming(socket);
      setTimeout(() => socket.terminate(), FLOODED_SOCKET_GRACE_MS).unref();
      return false;
    };
    socket.on('message', (raw) => {
      if (!takeFrame()) return;
      let parsed;
      try {
        parsed = ChatSocketClientMessageSchema.safeParse(JSON.parse(String(raw)));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) return sendError(socket, API_CODE.INVALID, MSG.invalidJson);
      // Re-check the token on every send: it may have been revoked since the socket opened.
      const current = resolveToken(ctx, token);
      if (current.kind !== 'user') return sendError(socket, API_CODE.LOGIN_REQUIRED, MSG.loginRequired);
      try {
        sendChatMessage(ctx, hub, findLiveRoom(ctx.db, room.id), current.userId, parsed.data.content);
      } catch (error) {
        if (error instanceof ApiError) sendError(socket, error.code, error.message);
        else {
          ctx.logger.error({ err: error }, 'chat socket send failed');
          sendError(socket, API_CODE.SERVER_ERROR, MSG.serverError);
        }
      }
    });
  });

  return {
    wss,
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (pathname !== LIVE_SOCKET_PATH) return false;
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      return true;
    },
  };
}
