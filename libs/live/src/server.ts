// Server-only entry of @share/live: the live page's loader over the per-request typed client.
export { loadLiveRoom, isLiveNotFound } from './lib/load-live.server';
