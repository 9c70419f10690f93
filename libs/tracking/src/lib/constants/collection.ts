// How the tracking runtime collects and sends events (spec §3, §4 Reading session / Exposure, §7
// tracking call, §9 device meta).
import { STORAGE_KEYS } from '@share/api-client';

/** Spec §7: POST {stats host}/tracker/log. */
export const TRACKER_LOG_PATH = '/tracker/log';

/** The reference API takes at most 100 events per request (TrackingBodySchema). */
export const TRACKING_BATCH_MAX = 100;

/** Spec §9 "Read percent cap". */
export const READ_PERCENT_CAP = 100;

/** Spec §3: the content ids of one event are joined by '|'. */
export const TID_SEPARATOR = '|';

/** Field of the exposure_dwell event: visible milliseconds per card, in the order of tid. */
export const DWELL_FIELD = 'visible_ms';

/** The attribute that marks an element as a content card for exposure; its value is the post_id. */
export const EXPOSURE_ATTRIBUTE = 'data-exposure-id';

/** Spec §4 "fully inside the visible area": the IntersectionObserver threshold. */
export const EXPOSURE_THRESHOLD = 1;

/** Sub-pixel layout can leave a fully visible card at a ratio of 0.999…: count that as full. */
export const EXPOSURE_MIN_RATIO = 0.99;

/** Local-storage key of the device metadata (spec §3, §9 "device meta"), shared with the api-client's keys. */
export const DEVICE_META_STORAGE_KEY = STORAGE_KEYS.deviceMeta;
