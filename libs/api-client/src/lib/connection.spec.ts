import { isOffline, retryWhenOnline, watchConnection } from './connection';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target as unknown as Window;
}

describe('connection (spec §4: online or offline status is tracked)', () => {
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
    win.dispatchEvent(new Event('online'));
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
