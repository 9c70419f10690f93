// Public face of @share/live: the live room (container and props-only views), its rules, constants
// and strings. The loader is in @share/live/server.
export { LiveRoomPage } from './lib/live-room-page';
export type { LiveRoomPageProps } from './lib/live-room-page';
export { LiveRoomView, liveScreenHrefs } from './lib/live-room-view';
export type { LiveRoomViewProps, LiveCounters, LiveBookingProps, ColumnLink } from './lib/live-room-view';
export { ChatView } from './lib/chat/chat-view';
export type { ChatViewProps } from './lib/chat/chat-view';
export { LivePlayer } from './lib/player/live-player';
export type { LivePlayerProps } from './lib/player/live-player';
export type { LiveRoomData, LiveItem } from './lib/live-data';
export {
  phaseOf,
  countdownParts,
  formatLiveCountdown,
  formatStartTime,
  safeLinkUrl,
  isHlsSource,
  hlsPlayback,
  mergeMessages,
  noticesOf,
  chatEnabled,
} from './lib/live-rules';
export type { LivePhase, CountdownParts, LiveNotice } from './lib/live-rules';
export {
  LIVE_SOCKET_PATH,
  CHAT_PAGE_SIZE,
  LIVE_INFO_POLL_MS,
  COUNTDOWN_TICK_MS,
  RECONNECT,
  LIVE_SCREENS,
  isLiveScreen,
} from './lib/constants';
export type { LiveScreenName } from './lib/constants';
export * from './lib/messages';
