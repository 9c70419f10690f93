/**
 * React's use() reads a promise's `status` and `value` fields: a promise marked fulfilled is read at
 * once, without suspending, even before its own callbacks have run (a synchronous hydration started
 * by a tap, a render right after a chunk arrived).
 */
export function markFulfilled<T>(promise: Promise<T>, value: T): void {
  Object.assign(promise, { status: 'fulfilled', value });
}

/** Whether markFulfilled has marked the promise. */
export function isFulfilled(promise: Promise<unknown> | null): boolean {
  return (promise as { status?: string } | null)?.status === 'fulfilled';
}
