// The live page's loader data, from the per-request typed client (context.api).
import type { ShareApi } from '@share/api-client';
import { CHAT_PAGE_SIZE, type LiveScreenName } from './constants';
import type { LiveRoomData } from './live-data';
import { chatEnabled } from './live-rules';

export interface LiveRoomRequest {
  liveId: string;
  preview: boolean;
  /** The preview link's credential (`preview_token`), passed through to the platform. */
  previewToken?: string;
  origin: string;
  screen?: LiveScreenName | null;
  now?: number;
}

/** content_type values a live page shows. */
export const LIVE_CONTENT_TYPES = ['local_live', 'live'];

/** The shared document is not a live item (or does not exist): the 404 page. */
export class LiveNotFoundError extends Error {
  override readonly name = 'LiveNotFoundError';
}

/**
 * The kind of an api-client ApiError ('api', 'network', 'timeout', 'aborted'...), read by shape: the
 * load context's client may come from another bundle than the route's, so instanceof cannot be used.
 */
function apiErrorKind(error: unknown): string | null {
  const candidate = error as { name?: unknown; kind?: unknown } | null;
  return candidate && candidate.name === 'ApiError' && typeof candidate.kind === 'string' ? candidate.kind : null;
}

/** The platform refused (no such document or room) or the item is not live: the 404 page, not an error. */
export function isLiveNotFound(error: unknown): boolean {
  return error instanceof LiveNotFoundError || apiErrorKind(error) === 'api';
}

/**
 * The shared document (spec §2: no document detail, the 404 page), the room (spec §3 Live detail)
 * and its latest chat messages. A chat history failure leaves the chat empty (the browser fetches
 * it again); a document or room failure is the caller's (404 or error page).
 */
export async function loadLiveRoom(api: ShareApi, request: LiveRoomRequest): Promise<LiveRoomData> {
  const detail = request.preview
    ? api.endpoints.previewDetail({ params: { id: request.liveId }, query: { preview_token: request.previewToken } })
    : api.endpoints.contentDetail({ params: { post_id: request.liveId } });
  const [doc, room] = await Promise.all([detail, api.endpoints.liveRoom({ params: { id: request.liveId } })]);
  if (!LIVE_CONTENT_TYPES.includes(doc.content_type)) throw new LiveNotFoundError(request.liveId);
  const thumb = doc.style?.data?.[0];
  const history = chatEnabled(room)
    ? await api.endpoints
        .chatHistory({ params: { live_id: room.live_id }, query: { size: CHAT_PAGE_SIZE } })
        .catch((error: unknown) => {
          // The visitor left before the render ended: nothing to report.
          if (apiErrorKind(error) !== 'aborted') console.warn('live chat history failed', error);
          return null;
        })
    : null;
  return {
    item: {
      post_id: doc.post_id,
      title: doc.title || room.title,
      summary: doc.summary,
      cover: thumb?.url || thumb?.thumb || room.live_background,
      share_link: doc.share_link || room.share_link,
      content_type: doc.content_type,
    },
    room,
    chat: [...(history?.list ?? [])].reverse(),
    chatCount: history?.count ?? 0,
    preview: request.preview,
    now: request.now ?? Date.now(),
    origin: request.origin,
    screen: request.screen ?? null,
  };
}
