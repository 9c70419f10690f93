import { whenIdle, type IdleTarget } from './when-idle';

/** A window whose idle callbacks and timers the test runs by hand. */
function fakeWindow(withIdleCallbacks: boolean) {
  const idle = new Map<number, { run: () => void; options?: { timeout?: number } }>();
  const timers = new Map<number, { run: () => void; ms?: number }>();
  let next = 1;
  const target: IdleTarget = {
    setTimeout: (run, ms) => {
      timers.set(next, { run, ms });
      return next++;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    ...(withIdleCallbacks && {
      requestIdleCallback: (run, options) => {
        idle.set(next, { run, options });
        return next++;
      },
      cancelIdleCallback: (id) => void idle.delete(id),
    }),
  };
  return { target, idle, timers };
}

describe('whenIdle', () => {
  it('runs the work in an idle callback, with the timeout it is given', () => {
    const { target, idle, timers } = fakeWindow(true);
    const run = jest.fn();
    whenIdle(run, { timeout: 2_000, target });
    whenIdle(run, { target });
    expect([...idle.values()].map((callback) => callback.options)).toEqual([{ timeout: 2_000 }, undefined]);
    expect(timers.size).toBe(0);
    expect(run).not.toHaveBeenCalled();
    idle.forEach((callback) => callback.run());
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs it in the next task where the browser has no idle callbacks (Safari)', () => {
    const { target, timers } = fakeWindow(false);
    const run = jest.fn();
    whenIdle(run, { timeout: 2_000, target });
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([0]);
    timers.forEach((timer) => timer.run());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancels what has not run yet, either way', () => {
    for (const withIdleCallbacks of [true, false]) {
      const { target, idle, timers } = fakeWindow(withIdleCallbacks);
      whenIdle(jest.fn(), { target })();
      expect(idle.size + timers.size).toBe(0);
    }
  });

  it("waits for the page's own window by default", () => {
    jest.useFakeTimers();
    try {
      const run = jest.fn();
      whenIdle(run);
      jest.advanceTimersByTime(0);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
