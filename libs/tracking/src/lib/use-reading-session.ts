// A reading session bound to the page (spec §4): the percent read follows the scroll position of
// the article body; the session finishes when the page is hidden (pagehide, visibilitychange to
// hidden) or left by client-side navigation (unmount). A page shown again starts a new session.
import { useEffect, useRef } from 'react';
import { createReadingSession, readPercent, type ReadingSession } from './reading-session';
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

export function useReadingSession({ tid, enabled = true, body, extras, alert }: UseReadingSessionOptions): void {
  const tracker = useTracker();
  // The latest callbacks and extras, without restarting the session when they change identity.
  const latest = useRef({ body, extras, alert });
  latest.current = { body, extras, alert };

  useEffect(() => {
    if (!enabled) return undefined;
    const start = (): ReadingSession =>
      createReadingSession({
        tracker,
        tid,
        extras: latest.current.extras,
        alert: (message) => (latest.current.alert ?? window.alert.bind(window))(message),
      });
    let session = start();
    let frame = 0;

    const measure = () => {
      frame = 0;
      const element = latest.current.body?.() ?? document.documentElement;
      const rect = element.getBoundingClientRect();
      session.update(readPercent({ top: rect.top, height: rect.height }, window.innerHeight));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    const onHidden = () => session.finish();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') session.finish();
      else if (session.finished) {
        session = start();
        measure();
      }
    };

    measure();
    // Capture: scrolling of any scroll container around the body counts, not only the window's.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    window.addEventListener('pagehide', onHidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('pagehide', onHidden);
      document.removeEventListener('visibilitychange', onVisibility);
      if (frame !== 0) window.cancelAnimationFrame(frame);
      session.finish();
    };
  }, [tracker, tid, enabled]);
}
