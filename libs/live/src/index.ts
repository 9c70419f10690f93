// Public face of @share/live: the live room (container and props-only views), its rules, constants
// and strings. The loader is in @share/live/server.
export { LiveRoomPage } from './lib/lazy-pages';
export * from './lib/messages';
