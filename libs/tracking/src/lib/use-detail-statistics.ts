// Statistics of a detail page (spec §4 "Detail page load"): 1 s after the page has loaded it reports
// the view (behavior read, tid = post_id) and starts the reading session; a preview reports nothing.
import { useEffect, useRef, useState } from 'react';
import { BEHAVIOR, STATS_INIT_DELAY_MS } from './constants';
import { useTracker } from './tracking-provider';
import { useReadingSession } from './use-reading-session';

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

/** Runs after the window's load event (at once when it has passed), then waits STATS_INIT_DELAY_MS. */
function afterLoad(delayMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    timer = setTimeout(run, delayMs);
  };
  if (document.readyState === 'complete') {
    arm();
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', arm, { once: true });
  return () => {
    window.removeEventListener('load', arm);
    clearTimeout(timer);
  };
}

export function useDetailStatistics({ postId, preview = false, body, extras, alert }: UseDetailStatisticsOptions): void {
  const tracker = useTracker();
  const [startedFor, setStartedFor] = useState<string | null>(null);
  const latestExtras = useRef(extras);
  latestExtras.current = extras;

  useEffect(() => {
    if (preview) return undefined;
    return afterLoad(STATS_INIT_DELAY_MS, () => {
      tracker.track(BEHAVIOR.read, { ...latestExtras.current, tid: postId });
      setStartedFor(postId);
    });
  }, [tracker, postId, preview]);

  useReadingSession({ tid: postId, enabled: !preview && startedFor === postId, body, extras, alert });
}
