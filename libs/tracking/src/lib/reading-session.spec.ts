import { BEHAVIOR, READ_PERCENT_CAP } from './constants';
import { clampPercent, createReadingSession, readPercent } from './reading-session';
import { createTracker, type Tracker } from './tracker';
import { fakeBeacon, nextTick } from './tracking-test-kit';

function recordingTracker() {
  const calls: { behavior: string; fields: Record<string, unknown> }[] = [];
  const tracker: Tracker = {
    track: (behavior, fields) => calls.push({ behavior, fields }),
    flush: jest.fn(),
    ready: () => Promise.resolve(),
  };
  return { tracker, calls };
}

describe('reading session (spec §4)', () => {
  it('keeps the highest percent read: it never decreases and is capped at 100', () => {
    const { tracker } = recordingTracker();
    const session = createReadingSession({ tracker, tid: 'post' });
    expect(session.percent).toBe(0);
    session.update(40);
    session.update(25);
    expect(session.percent).toBe(40);
    session.update(66.8);
    expect(session.percent).toBe(66);
    session.update(250);
    expect(session.percent).toBe(READ_PERCENT_CAP);
    session.update(90);
    expect(session.percent).toBe(100);
  });

  it('starts at creation and on finish reports the duration in whole seconds and the highest percent, once', () => {
    let now = 1_000_000;
    const { tracker, calls } = recordingTracker();
    const session = createReadingSession({
      tracker,
      tid: 'AbCdEfGh',
      extras: { content_type: 'article' },
      now: () => now,
    });
    session.update(72);
    now += 12_999;
    session.finish();
    now += 5_000;
    session.finish();
    session.update(100);
    expect(calls).toEqual([
      {
        behavior: BEHAVIOR.readFinish,
        fields: { content_type: 'article', tid: 'AbCdEfGh', duration: 12, percent: 72 },
      },
    ]);
    expect(calls[0].behavior).toBe('read_finish');
    expect(session.finished).toBe(true);
    // Sent at once: the page may be on its way out.
    expect(tracker.flush).toHaveBeenCalledTimes(1);
  });

  it('counts from the start it is given: a session whose code arrived after it was due', () => {
    let now = 1_000_000;
    const { tracker, calls } = recordingTracker();
    const session = createReadingSession({ tracker, tid: 'AbCdEfGh', now: () => now, startedAt: now - 2_500 });
    now += 3_000;
    session.finish();
    expect(calls).toEqual([{ behavior: BEHAVIOR.readFinish, fields: { tid: 'AbCdEfGh', duration: 5, percent: 0 } }]);
  });

  it('a read-finish failure raises an alert with the error', async () => {
    const alert = jest.fn();
    const tracker = createTracker({
      sendBeacon: () => false,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      log: jest.fn(),
    });
    createReadingSession({ tracker, tid: 'post', alert }).finish();
    await nextTick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alert).toHaveBeenCalledWith('Failed to fetch');
  });

  it('a delivered read-finish raises no alert', async () => {
    const alert = jest.fn();
    const beacon = fakeBeacon();
    createReadingSession({ tracker: createTracker({ sendBeacon: beacon.sendBeacon }), tid: 'post', alert }).finish();
    await nextTick();
    expect(await beacon.events()).toEqual([
      expect.objectContaining({ behavior: 'read_finish', tid: 'post', duration: 0, percent: 0 }),
    ]);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('percent read from the scroll position of the article body', () => {
  it('is the part of the body above the bottom of the viewport', () => {
    // An 800 px viewport over a 2000 px body starting 200 px down: 600 px seen.
    expect(readPercent({ top: 200, height: 2000 }, 800)).toBe(30);
    expect(readPercent({ top: -1200, height: 2000 }, 800)).toBe(100);
    expect(readPercent({ top: -5000, height: 2000 }, 800)).toBe(100);
    expect(readPercent({ top: 900, height: 2000 }, 800)).toBe(0);
  });

  it('a body shorter than the screen is read entirely; an empty one once it is reached', () => {
    expect(readPercent({ top: 100, height: 300 }, 800)).toBe(100);
    expect(readPercent({ top: 100, height: 0 }, 800)).toBe(100);
    expect(readPercent({ top: 900, height: 0 }, 800)).toBe(0);
  });

  it('clamps to whole percents between 0 and 100', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(99.9)).toBe(99);
    expect(clampPercent(101)).toBe(100);
  });
});
