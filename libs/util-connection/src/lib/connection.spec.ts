import {
  isOffline,
  isReconnecting,
  RECONNECT_GRACE_MS,
  RECONNECT_RETRY_MS,
  retryingWhenOnline,
  retryWhenOnline,
  watchConnection,
} from './connection';

type FakeWindow = Window & { navigator: { onLine: boolean } };

function fakeWindow(onLine: boolean): FakeWindow {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target as unknown as FakeWindow;
}

/** The connection comes back: the browser says so, then fires `online`. */
function goOnline(win: FakeWindow): void {
  win.navigator.onLine = true;
  win.dispatchEvent(new Event('online'));
}

describe('connection (spec §4: online or offline status is tracked)', () => {
  afterEach(() => jest.useRealTimers());

  it('is offline only when the browser says so', () => {
    expect(isOffline(fakeWindow(false))).toBe(true);
    expect(isOffline(fakeWindow(true))).toBe(false);
    expect(isOffline(null)).toBe(false);
  });

  it('retries a call that failed offline once, when the connection returns', () => {
    const win = fakeWindow(false);
    const task = jest.fn();
    expect(retryWhenOnline(task, win)).toBe(true);
    expect(task).not.toHaveBeenCalled();
    goOnline(win);
    win.dispatchEvent(new Event('online'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failure while online (a server error is not a lost connection)', () => {
    const win = fakeWindow(true);
    const task = jest.fn();
    expect(retryWhenOnline(task, win)).toBe(false);
    win.dispatchEvent(new Event('online'));
    expect(task).not.toHaveBeenCalled();
  });

  it('retries a failure in the first moments after the connection returned, until the grace has passed', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const win = fakeWindow(false);
    // The retry made at the `online` event fails again: the connection is not working yet.
    const attempt: jest.Mock<boolean, []> = jest.fn((): boolean => retryWhenOnline(attempt, win));
    retryWhenOnline(attempt, win);
    goOnline(win);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(isReconnecting(win)).toBe(true);
    jest.advanceTimersByTime(RECONNECT_RETRY_MS - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    // Every RECONNECT_RETRY_MS while the grace lasts; a failure after it is the server's: not retried.
    jest.advanceTimersByTime(RECONNECT_GRACE_MS);
    expect(attempt).toHaveBeenCalledTimes(1 + RECONNECT_GRACE_MS / RECONNECT_RETRY_MS);
    expect(isReconnecting(win)).toBe(false);
    expect(retryWhenOnline(attempt, win)).toBe(false);
    jest.advanceTimersByTime(RECONNECT_GRACE_MS);
    expect(attempt).toHaveBeenCalledTimes(1 + RECONNECT_GRACE_MS / RECONNECT_RETRY_MS);
  });

  it('knows a reconnection that happened before anything failed', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const win = fakeWindow(true);
    // Watched from the first call on (the page's own window is watched from the start).
    expect(retryWhenOnline(jest.fn(), win)).toBe(false);
    win.navigator.onLine = false;
    win.dispatchEvent(new Event('offline'));
    goOnline(win);
    const task = jest.fn();
    expect(retryWhenOnline(task, win)).toBe(true);
    jest.advanceTimersByTime(RECONNECT_RETRY_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("takes a failure between the browser saying it is online and its `online` event for the connection's", () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const win = fakeWindow(true);
    expect(retryWhenOnline(jest.fn(), win)).toBe(false);
    win.navigator.onLine = false;
    win.dispatchEvent(new Event('offline'));
    // navigator.onLine is true a moment before the event is dispatched.
    win.navigator.onLine = true;
    expect(isReconnecting(win)).toBe(true);
    const task = jest.fn();
    expect(retryWhenOnline(task, win)).toBe(true);
    jest.advanceTimersByTime(RECONNECT_GRACE_MS);
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('online'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('settles an attempt made again after each failure of the connection, with its first success', async () => {
    const win = fakeWindow(false);
    const attempt = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('page 1');
    const settled = retryingWhenOnline(attempt, win);
    await Promise.resolve();
    expect(attempt).toHaveBeenCalledTimes(1);
    goOnline(win);
    await expect(settled).resolves.toBe('page 1');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it("settles with a failure that is not the connection's, without trying again", async () => {
    const win = fakeWindow(true);
    const error = new Error('502');
    const attempt = jest.fn().mockRejectedValue(error);
    await expect(retryingWhenOnline(attempt, win)).rejects.toBe(error);
    win.dispatchEvent(new Event('online'));
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('reports each change of the connection until stopped', () => {
    const win = fakeWindow(true);
    const seen: boolean[] = [];
    const stop = watchConnection((online) => seen.push(online), win);
    win.dispatchEvent(new Event('offline'));
    win.dispatchEvent(new Event('online'));
    stop();
    win.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
  });
});
