// Work that can wait until the page's main thread is idle (a chunk loaded ahead of a tap, a prefetch,
// the live chat's connection): one way to wait for it, fall back where the browser has no idle
// callbacks (Safari, so WeChat on iOS) and cancel, for the ui, data-access and feature libraries alike.

/** What whenIdle needs of a window: its timers, and its idle callbacks where it has them. */
export interface IdleTarget {
  requestIdleCallback?: (callback: () => void, options?: { timeout?: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms?: number): ReturnType<typeof setTimeout> | number;
  clearTimeout(handle: ReturnType<typeof setTimeout> | number): void;
}

export interface WhenIdleOptions {
  /** At most this many milliseconds later, idle or not (requestIdleCallback's `timeout`). */
  timeout?: number;
  /** The window whose idle time is waited for: the page's own unless a test passes another. */
  target?: IdleTarget;
}

/**
 * Runs `run` in a task of its own once the main thread is idle (at most `timeout` ms later when
 * given), so it stays out of hydration's tasks; where the browser has no idle callbacks, in the next
 * task. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, { timeout, target = globalThis }: WhenIdleOptions = {}): () => void {
  const { requestIdleCallback, cancelIdleCallback } = target;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const id = requestIdleCallback.call(target, () => run(), timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback.call(target, id);
  }
  const id = target.setTimeout(run, 0);
  return () => target.clearTimeout(id);
}
