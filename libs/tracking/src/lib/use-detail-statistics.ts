// Statistics of a detail page (spec §4 "Detail page load"): 1 s after the page has loaded it reports
// the view (behavior read, tid = post_id) and starts the reading session; a preview reports nothing.
// The session's code comes with the tracking runtime's chunk (loaded once the page has hydrated),
// not with the page's first load.
import { useEffect } from 'react';
import { BEHAVIOR, STATS_INIT_DELAY_MS } from './constants';
import { arrivedTrackingRuntime, loadTrackingRuntime, useTracker, type TrackingRuntime } from './tracking-provider';
import { useLatest } from './use-reading-session';

export interface UseDetailStatisticsOptions {
  postId: string;
  /** Spec §2: a preview skips statistics. */
  preview?: boolean;
  /** The article body the percent read is measured on; defaults to the whole document. */
  body?: () => Element | null;
  /** Extra fields of the read and read_finish events (e.g. content_type, track_id). */
  extras?: Record<string, unknown>;
  /** Shows a read-finish failure; defaults to window.alert. */
  alert?: (message: string) => void;
}

/** Runs `run` delayMs after the window's load event (counted from now when it has passed). */
function afterLoad(delayMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    timer = setTimeout(run, delayMs);
  };
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
  return () => {
    window.removeEventListener('load', arm);
    clearTimeout(timer);
  };
}

export function useDetailStatistics({
  postId,
  preview = false,
  body,
  extras,
  alert,
}: UseDetailStatisticsOptions): void {
  const tracker = useTracker();
  const latest = useLatest({ body, extras, alert });

  useEffect(() => {
    if (preview) return undefined;
    let stopReading: (() => void) | null = null;
    let stopped = false;
    const cancel = afterLoad(STATS_INIT_DELAY_MS, () => {
      tracker.track(BEHAVIOR.read, { ...latest.current.extras, tid: postId });
      // The session counts from now, however long its code takes to arrive.
      const startedAt = Date.now();
      const start = ({ startPageReading }: TrackingRuntime) => {
        if (stopped) return;
        stopReading = startPageReading({
          tracker,
          tid: postId,
          startedAt,
          body: () => latest.current.body?.() ?? null,
          extras: () => latest.current.extras,
          alert: (message) => (latest.current.alert ?? window.alert.bind(window))(message),
        });
      };
      // With its code here the session starts in this task, beside the view it belongs to: started a
      // task later, a visitor who left at once had sent the view and never its read_finish.
      const runtime = arrivedTrackingRuntime();
      if (runtime) start(runtime);
      else
        loadTrackingRuntime().then(start, (error: unknown) =>
          console.warn('[tracking] the reading session did not start', error),
        );
    });
    return () => {
      stopped = true;
      cancel();
      stopReading?.();
    };
  }, [tracker, postId, preview, latest]);
}

/**
 * The same statistics for a record's page (a circle, a law question, a clue report, a dejin post…):
 * `kind` is the event's content_type; no record (an empty page) reports nothing.
 */
export function useRecordStatistics(
  id: string | null | undefined,
  kind: string,
  alert?: (message: string) => void,
): void {
  useDetailStatistics({ postId: id ?? '', preview: !id, extras: { content_type: kind }, alert });
}
