// Online/offline state (spec §4 start-up: "Online or offline status is tracked"). A call or a chunk
// that failed while the browser was offline is not lost: its owner hands it to retryWhenOnline,
// which runs it once the connection is back.
//
// The `online` event comes when a network interface is up, which is not yet a working connection:
// a request made at once can still fail (Chromium answers ERR_INTERNET_DISCONNECTED for a few
// milliseconds; a phone's radio and DNS take longer). For RECONNECT_GRACE_MS after the event a
// failure still counts as the connection's, not the server's: it is tried again after
// RECONNECT_RETRY_MS instead of being taken for a server error (or for a deploy that replaced a
// chunk, which reloads the page under the reader).

/** After the `online` event, how long a failure still counts as the connection coming back. */
export const RECONNECT_GRACE_MS = 5_000;
/** While the connection comes back, how long before a failed attempt is made again. */
export const RECONNECT_RETRY_MS = 1_000;

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };

const browserTarget = (): Target | null => (typeof window === 'undefined' ? null : window);

/**
 * What each watched target's last connection event was: `offline`, or `online` and when (Date.now()).
 * The browser says it is online (navigator.onLine) a moment before the `online` event is dispatched.
 */
const lastEvent = new WeakMap<Target, { online: boolean; at: number }>();

/** Notes the target's connection events from now on (once per target). */
function track(target: Target): void {
  if (lastEvent.has(target)) return;
  lastEvent.set(target, { online: true, at: -Infinity });
  target.addEventListener('online', () => lastEvent.set(target, { online: true, at: Date.now() }));
  target.addEventListener('offline', () => lastEvent.set(target, { online: false, at: Date.now() }));
}

/** Offline, or online by the browser's word with its `online` event not dispatched yet. */
const waitsForOnlineEvent = (target: Target) => isOffline(target) || lastEvent.get(target)?.online === false;

// The page's own window is watched from the start: a failure just after a reconnection is known as
// such even when nothing had failed while offline.
const initial = browserTarget();
if (initial) track(initial);

/** Whether the browser says it has no connection (never on the server). */
export function isOffline(target: Target | null = browserTarget()): boolean {
  return target !== null && target.navigator.onLine === false;
}

/** Whether the connection is coming back: its `online` event is on its way, or came less than RECONNECT_GRACE_MS ago. */
export function isReconnecting(target: Target | null = browserTarget()): boolean {
  if (!target || isOffline(target)) return false;
  const last = lastEvent.get(target);
  return last !== undefined && (!last.online || Date.now() - last.at < RECONNECT_GRACE_MS);
}

/**
 * Runs `task` once the connection is back, and answers true, when a failure now is the connection's:
 * offline (or its `online` event not dispatched yet), at the next `online` event; in the first
 * RECONNECT_GRACE_MS after that event, after RECONNECT_RETRY_MS.
 * Answers false (and does nothing) otherwise, so that a failure for another reason is not retried in
 * a loop; the boolean lets the caller log only the failures that are not retried.
 */
export function retryWhenOnline(task: () => void, target: Target | null = browserTarget()): boolean {
  if (!target) return false;
  track(target);
  if (waitsForOnlineEvent(target)) {
    const run = () => {
      target.removeEventListener('online', run);
      task();
    };
    target.addEventListener('online', run);
    return true;
  }
  if (!isReconnecting(target)) return false;
  setTimeout(task, RECONNECT_RETRY_MS);
  return true;
}

/**
 * Runs `attempt`, and runs it again each time it fails for the connection (retryWhenOnline): settles
 * with its first success, or with the first failure that is not the connection's.
 */
export function retryingWhenOnline<T>(attempt: () => Promise<T>, target: Target | null = browserTarget()): Promise<T> {
  return new Promise((resolve, reject) => {
    const run = () =>
      attempt().then(resolve, (error: unknown) => {
        if (!retryWhenOnline(run, target)) reject(error);
      });
    run();
  });
}

/** Calls `listener(online)` on every change of the connection; returns a function that stops. */
export function watchConnection(
  listener: (online: boolean) => void,
  target: Target | null = browserTarget(),
): () => void {
  if (!target) return () => undefined;
  const online = () => listener(true);
  const offline = () => listener(false);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
