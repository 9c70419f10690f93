import { z } from 'zod';
import { PublicIdSchema } from './envelope';

export { LIVE_STATUS, CHAT_MESSAGE_MAX_LENGTH, BOOKING_TYPE_LIVE } from './constants';

export const LiveColumnSchema = z.object({
  enable_chat: z.boolean(),
  group_id: z.string(),
  link_url: z.string(),
  name: z.string(),
  type: z.string(),
});

export const LivePlaylistItemSchema = z.object({
  cover: z.string(),
  name: z.string(),
  play_url: z.string(),
  type: z.string(),
});

/** GET /peony/v3/live/room/{id}: spec §3 Live detail, plus whether the user booked it. */
export const LiveDetailSchema = z.looseObject({
  live_id: PublicIdSchema,
  post_id: PublicIdSchema,
  track_id: z.string(),
  title: z.string(),
  type: z.string(),
  source: z.string(),
  status: z.number().int(),
  /** Unix seconds. */
  start_time: z.number().int(),
  end_time: z.number().int(),
  group_id: z.string(),
  columns: z.array(LiveColumnSchema),
  countdown_label: z.string(),
  countdown_style: z.number().int(),
  countdown_switch: z.boolean(),
  disclaimer: z.string(),
  disclaimer_enable: z.boolean(),
  live_background: z.string(),
  play_background: z.string(),
  live_count: z.number().int(),
  online_count: z.number().int(),
  view_count: z.number().int(),
  share_count: z.number().int(),
  like_count: z.number().int(),
  notice_label: z.string(),
  notice_switch: z.boolean(),
  notice_video: z.string(),
  playlists: z.array(LivePlaylistItemSchema),
  reservation_label: z.string(),
  share_link: z.string(),
  booked: z.boolean(),
});
export type LiveDetail = z.infer<typeof LiveDetailSchema>;

/** GET /peony/v3/live/info/{id}: the counters a live page polls. */
export const LiveInfoSchema = z.object({
  live_id: PublicIdSchema,
  status: z.number().int(),
  online_count: z.number().int(),
  view_count: z.number().int(),
  live_count: z.number().int(),
  like_count: z.number().int(),
  share_count: z.number().int(),
});

export const ChatMessageSchema = z.object({
  msg_id: PublicIdSchema,
  live_id: PublicIdSchema,
  /** '' for the room's own notices (欢迎 … 进入直播间), which no user sent. */
  user_id: z.union([PublicIdSchema, z.literal('')]),
  alias: z.string(),
  avatar: z.string(),
  content: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
  like_count: z.number().int(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** GET /peony/v3/live/chat/{live_id}?before=&size=: newest first; before pages back by msg_id. */
export const ChatHistoryQuerySchema = z.object({
  before: z.string().optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const ChatHistorySchema = z.object({ list: z.array(ChatMessageSchema), count: z.number().int() });
export const ChatSendSchema = z.object({ content: z.string().default('') });

/** POST /peony/v3/live/room/{id}/like: likes one chat message (msg_id), once per user. */
export const LiveLikeRequestSchema = z.object({ msg_id: z.string() });
export const LiveLikeResultSchema = z.object({
  msg_id: PublicIdSchema,
  like_count: z.number().int(),
  liked: z.boolean(),
});

/** POST /peony/v3/booking and /peony/v3/un_booking. */
export const BookingRequestSchema = z.object({ booking_id: z.string(), booking_type: z.string() });
export const BookingResultSchema = z.object({ booking_id: PublicIdSchema, booked: z.boolean() });
/** GET /peony/v3/booking_list?booking_type=live[&tiny=1]: tiny answers ids only. */
export const BookingListQuerySchema = z.object({
  booking_type: z.string(),
  tiny: z.string().optional(),
});
export const BookingListSchema = z.object({
  list: z.array(z.union([PublicIdSchema, LiveDetailSchema])),
  count: z.number().int(),
});

/**
 * Realtime chat over WebSocket at /peony/v3/live/ws?token=&live_id=. The server sends
 * `{type:'hello'}` on connect, `{type:'message', data}` for every new message (sent over REST or WS)
 * and `{type:'error', code, message}`; a client sends `{type:'send', content}`.
 */
export const ChatSocketClientMessageSchema = z.object({ type: z.literal('send'), content: z.string() });
export const ChatSocketServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), live_id: PublicIdSchema, online_count: z.number().int() }),
  z.object({ type: z.literal('message'), data: ChatMessageSchema }),
  z.object({ type: z.literal('error'), code: z.number().int(), message: z.string() }),
]);
export type ChatSocketServerMessage = z.infer<typeof ChatSocketServerMessageSchema>;
