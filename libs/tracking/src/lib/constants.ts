// Named constants of tracking (spec §3 Tracking event, §4 Reading session / Exposure / Detail page
// load, §7 tracking call, §9); tests import them.
import { STORAGE_KEYS } from '@share/api-client';

export { TRACKING_TERMINAL, TRACKING_VERSION } from '@share/contract/browser';

/** Spec §7: POST {stats host}/tracker/log. */
export const TRACKER_LOG_PATH = '/tracker/log';

/** Spec §9 "Stats init delay": statistics of a detail page start 1 s after it has loaded. */
export const STATS_INIT_DELAY_MS = 1_000;

/** Spec §9 "Read percent cap". */
export const READ_PERCENT_CAP = 100;

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

/** Field of the exposure_dwell event: visible milliseconds per card, in the order of tid. */
export const DWELL_FIELD = 'visible_ms';

/** Spec §3: the content ids of one event are joined by '|'. */
export const TID_SEPARATOR = '|';

/** The attribute that marks an element as a content card for exposure; its value is the post_id. */
export const EXPOSURE_ATTRIBUTE = 'data-exposure-id';

/** Spec §4 "fully inside the visible area": the IntersectionObserver threshold. */
export const EXPOSURE_THRESHOLD = 1;
/** Sub-pixel layout can leave a fully visible card at a ratio of 0.999…: count that as full. */
export const EXPOSURE_MIN_RATIO = 0.99;

/** The reference API takes at most 100 events per request (TrackingBodySchema). */
export const TRACKING_BATCH_MAX = 100;

/** Local-storage key of the device metadata (spec §3, §9 "device meta"), shared with the api-client's keys. */
export const DEVICE_META_STORAGE_KEY = STORAGE_KEYS.deviceMeta;
