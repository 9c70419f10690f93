// Server-only entry of @share/live: the live page's loader over the per-request typed client.
export { loadLiveRoom, isLiveNotFound, LiveNotFoundError, LIVE_CONTENT_TYPES } from './lib/load-live.server';
export type { LiveRoomRequest } from './lib/load-live.server';
