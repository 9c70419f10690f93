// A reading session bound to the page (spec §4): the percent read follows the scroll position of
// the article body; the session finishes when the page is hidden (pagehide, visibilitychange to
// hidden) or when the returned stop function runs (client-side navigation away). A page shown again
// starts a new session.
import { createReadingSession, readPercent, type ReadingSession } from './reading-session';
import type { Tracker } from './tracker';

export interface PageReadingOptions {
  tracker: Tracker;
  /** The content read: its post_id. */
  tid: string;
  /** The article body the percent is measured on; defaults to the whole document. */
  body?: () => Element | null;
  /** Extra fields of the read_finish event. */
  extras?: () => Record<string, unknown> | undefined;
  /** Shows a read-finish failure (spec §4 "raises an alert with the error"); defaults to window.alert. */
  alert?: (message: string) => void;
  /** When the first session started (milliseconds since the epoch); defaults to now. A page shown again starts its new one then. */
  startedAt?: number;
}

/**
 * Starts a session (counted from `startedAt` when given: the moment it was due, before its code had
 * arrived); the returned function finishes it and stops listening. Browser only.
 */
export function startPageReading({ tracker, tid, body, extras, alert, startedAt }: PageReadingOptions): () => void {
  const start = (from?: number): ReadingSession =>
    createReadingSession({ tracker, tid, extras: extras?.(), alert, startedAt: from });
  let session = start(startedAt);
  let frame = 0;

  const measure = () => {
    frame = 0;
    const element = body?.() ?? document.documentElement;
    const rect = element.getBoundingClientRect();
    session.update(readPercent({ top: rect.top, height: rect.height }, window.innerHeight));
  };
  const onScroll = () => {
    if (frame === 0) frame = window.requestAnimationFrame(measure);
  };
  const onPageHide = () => session.finish();
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
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('scroll', onScroll, { capture: true });
    window.removeEventListener('resize', onScroll);
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibility);
    if (frame !== 0) window.cancelAnimationFrame(frame);
    session.finish();
  };
}
