// Server-only entry of @share/live: the live page's loader over the per-request typed client.
export { loadLiveRoom } from './lib/load-live.server';
export type { LiveRoomRequest } from './lib/load-live.server';
