// The live page's loader data, from the per-request typed client (context.api).
import type { ShareApi } from '@share/api-client';
import { CHAT_PAGE_SIZE, type LiveScreenName } from './constants';
import type { LiveRoomData } from './live-data';
import { chatEnabled } from './live-rules';

export interface LiveRoomRequest {
  liveId: string;
  preview: boolean;
  origin: string;
  screen?: LiveScreenName | null;
  now?: number;
}

/**
 * The room (spec §3 Live detail) and its latest chat messages. A chat history failure leaves the
 * chat empty (the browser fetches it again); a room failure is the caller's (404 or error page).
 */
export async function loadLiveRoom(api: ShareApi, request: LiveRoomRequest): Promise<LiveRoomData> {
  const room = await api.endpoints.liveRoom({ params: { id: request.liveId } });
  const history = chatEnabled(room)
    ? await api.endpoints
        .chatHistory({ params: { live_id: room.live_id }, query: { size: CHAT_PAGE_SIZE } })
        .catch((error: unknown) => {
          console.warn('live chat history failed', error);
          return null;
        })
    : null;
  return {
    room,
    chat: [...(history?.list ?? [])].reverse(),
    chatCount: history?.count ?? 0,
    preview: request.preview,
    now: request.now ?? Date.now(),
    origin: request.origin,
    screen: request.screen ?? null,
  };
}
