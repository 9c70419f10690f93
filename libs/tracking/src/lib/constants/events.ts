// What the site tracks and when a detail page's statistics start (spec §3 Tracking event, §4, §9).

/** Spec §9 "Stats init delay": statistics of a detail page start 1 s after it has loaded. */
export const STATS_INIT_DELAY_MS = 1_000;

/**
 * Behavior names. The spec names none; these are the ones the reference platform API's tests store
 * (apps/platform-api/src/tracking.spec.ts): a detail view, the end of a reading session, card exposure.
 */
export const BEHAVIOR = {
  /** A detail page was opened (1 s after load); tid = its post_id. */
  read: 'read',
  /** A reading session ended; carries `duration` (whole seconds) and `percent` (0–100). */
  readFinish: 'read_finish',
  /** Content cards came fully into view; tid = their post_ids joined by '|'. */
  exposure: 'exposure',
  /**
   * How long the exposed cards stayed in view, sent once when the page is hidden or left: tid = their
   * post_ids joined by '|', `visible_ms` = for each of them, in the same order, the whole milliseconds
   * during which any part of it was inside the visible area while the page was visible (since the
   * last such event of this page). A glance is a few hundred, a read many thousands.
   */
  exposureDwell: 'exposure_dwell',
  /**
   * One real-user vital of this visit (web-vitals), sent once per vital: `name` (LCP, INP, CLS, FCP,
   * TTFB), `value`, `rating`, `page_type`, `environment`; INP with `target` and `interaction_type`, the
   * slowest interaction's element and kind (web-vitals-report.ts).
   */
  webVitals: 'web_vitals',
} as const;
