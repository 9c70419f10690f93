// useReadingSession: a page-bound reading session (see page-reading.ts) for as long as the component
// is mounted and `enabled` is true; unmounting (client-side navigation away) finishes it.
import { useEffect, useRef } from 'react';
import { startPageReading } from './page-reading';
import { useTracker } from './tracking-provider';

export interface UseReadingSessionOptions {
  /** The content read: its post_id. */
  tid: string;
  /** The session runs while this is true; it starts when it turns true. */
  enabled?: boolean;
  /** The article body the percent is measured on; defaults to the whole document. */
  body?: () => Element | null;
  /** Extra fields of the read_finish event. */
  extras?: Record<string, unknown>;
  /** Shows a read-finish failure (spec §4 "raises an alert with the error"); defaults to window.alert. */
  alert?: (message: string) => void;
}

/** The latest options, read when needed, so new callback identities do not restart a session. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

export function useReadingSession({ tid, enabled = true, body, extras, alert }: UseReadingSessionOptions): void {
  const tracker = useTracker();
  const latest = useLatest({ body, extras, alert });
  useEffect(() => {
    if (!enabled) return undefined;
    return startPageReading({
      tracker,
      tid,
      body: () => latest.current.body?.() ?? null,
      extras: () => latest.current.extras,
      alert: (message) => (latest.current.alert ?? window.alert.bind(window))(message),
    });
  }, [tracker, tid, enabled, latest]);
}
