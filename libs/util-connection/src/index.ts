// Public face of @share/util-connection: the browser's connection state (spec §4), and when a failed
// call or chunk is tried again: once the connection is back, a reconnection's first moments included.
export {
  isOffline,
  retryingWhenOnline,
  retryWhenOnline,
  watchConnection,
  RECONNECT_GRACE_MS,
  RECONNECT_RETRY_MS,
} from './lib/connection';
