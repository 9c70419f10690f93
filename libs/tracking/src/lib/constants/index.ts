// Named constants of tracking (spec §3 Tracking event, §4 Reading session / Exposure / Detail page
// load, §7 tracking call, §9); tests import them.
//
// One module per area: the bundler places a module in the chunk of the code that reads it, so what
// only the tracking runtime reads (how events are collected and sent) comes with the runtime after
// hydration, not in the code every page loads first.
export { TRACKING_TERMINAL, TRACKING_VERSION } from '@share/contract/browser';
export { BEHAVIOR, STATS_INIT_DELAY_MS } from './events';
export {
  DEVICE_META_STORAGE_KEY,
  DWELL_FIELD,
  EXPOSURE_ATTRIBUTE,
  EXPOSURE_MIN_RATIO,
  EXPOSURE_THRESHOLD,
  READ_PERCENT_CAP,
  TID_SEPARATOR,
  TRACKER_LOG_PATH,
  TRACKING_BATCH_MAX,
} from './collection';
