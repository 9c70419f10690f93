// Online/offline state (spec §4 start-up: "Online or offline status is tracked"). A call that failed
// while the browser was offline is not lost: its owner hands it to retryWhenOnline, which runs it
// once when the connection returns.

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };

const browserTarget = (): Target | null => (typeof window === 'undefined' ? null : window);

/** Whether the browser says it has no connection (never on the server). */
export function isOffline(target: Target | null = browserTarget()): boolean {
  return target !== null && target.navigator.onLine === false;
}

/**
 * Runs `task` once at the next `online` event when the browser is offline now, and answers true;
 * answers false (and does nothing) when it is online, so a failure for another reason is not retried
 * in a loop. The returned boolean lets the caller log only the failures that are not retried.
 */
export function retryWhenOnline(task: () => void, target: Target | null = browserTarget()): boolean {
  if (!target || !isOffline(target)) return false;
  const run = () => {
    target.removeEventListener('online', run);
    task();
  };
  target.addEventListener('online', run);
  return true;
}

/** Calls `listener(online)` on every change of the connection; returns a function that stops. */
export function watchConnection(listener: (online: boolean) => void, target: Target | null = browserTarget()): () => void {
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
