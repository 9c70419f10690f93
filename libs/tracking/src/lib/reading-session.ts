// The reading session of spec §4: it starts when it is created; `update` keeps the highest percent
// read (it never decreases and is capped at 100); `finish` reports the duration in whole seconds and
// that percent, once. A read-finish failure raises an alert with the error (spec §4) through the
// `alert` the caller passes, so the page chooses how it is shown.
import { BEHAVIOR, READ_PERCENT_CAP } from './constants';
import type { Tracker } from './tracker';

export interface ReadingSessionOptions {
  tracker: Tracker;
  /** The content read: its post_id. */
  tid: string;
  /** Extra fields of the read_finish event (e.g. content_type). */
  extras?: Record<string, unknown>;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  /** When the session started (milliseconds since the epoch), if before its creation; defaults to now(). */
  startedAt?: number;
  /** Shows a read-finish failure; defaults to window.alert. */
  alert?: (message: string) => void;
}

export interface ReadingSession {
  /** Records a percent read; only a higher one counts, 100 at most. */
  update(percent: number): void;
  /** Sends read_finish with `duration` (whole seconds) and `percent`; later calls do nothing. */
  finish(): void;
  readonly percent: number;
  readonly finished: boolean;
}

/** The percent of a non-negative number, floored and capped at READ_PERCENT_CAP. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.min(READ_PERCENT_CAP, Math.floor(percent));
}

/**
 * How much of the article body has been on screen: the part of it above the viewport's bottom edge,
 * in percent of its height. A body scrolled past entirely, or shorter than the screen, is 100.
 */
export function readPercent(body: { top: number; height: number }, viewportHeight: number): number {
  const seen = viewportHeight - body.top;
  if (body.height <= 0) return seen >= 0 ? READ_PERCENT_CAP : 0;
  return clampPercent((seen / body.height) * 100);
}

function defaultAlert(message: string): void {
  if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
}

export function createReadingSession({
  tracker,
  tid,
  extras,
  now = Date.now,
  startedAt = now(),
  alert = defaultAlert,
}: ReadingSessionOptions): ReadingSession {
  let highest = 0;
  let finished = false;
  return {
    update(percent: number) {
      if (finished) return;
      highest = Math.max(highest, clampPercent(percent));
    },
    finish() {
      if (finished) return;
      finished = true;
      const duration = Math.max(0, Math.floor((now() - startedAt) / 1000));
      tracker.track(
        BEHAVIOR.readFinish,
        { ...extras, tid, duration, percent: highest },
        { onError: (error) => alert(error.message || String(error)) },
      );
      // The page may be on its way out: send now rather than on the next tick.
      tracker.flush();
    },
    get percent() {
      return highest;
    },
    get finished() {
      return finished;
    },
  };
}
