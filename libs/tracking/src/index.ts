// Public face of @share/tracking: the beacon (spec §3, §7), the reading session and exposure
// (spec §4), and their React bindings. Browser-only work runs in effects; on the server nothing is sent.

// React
export { TrackingProvider, useTracker } from './lib/tracking-provider';
export type { TrackingProviderProps } from './lib/tracking-provider';
export { useReadingSession } from './lib/use-reading-session';
export type { UseReadingSessionOptions } from './lib/use-reading-session';
export { useDetailStatistics } from './lib/use-detail-statistics';
export type { UseDetailStatisticsOptions } from './lib/use-detail-statistics';

// Beacon, reading session, exposure
export { createTracker, silentTracker, trackerUrl } from './lib/tracker';
export type { Tracker, TrackerOptions, TrackFields, TrackOptions } from './lib/tracker';
export { createReadingSession, clampPercent, readPercent } from './lib/reading-session';
export type { ReadingSession, ReadingSessionOptions } from './lib/reading-session';
export { startPageReading } from './lib/page-reading';
export type { PageReadingOptions } from './lib/page-reading';
export { createExposureTracker } from './lib/exposure';
export type { ExposureOptions, ExposureTracker } from './lib/exposure';
export { deviceOsOf, deviceTypeOf, loadDeviceMeta } from './lib/device-meta';
export type { DeviceMeta, PageMeta } from './lib/device-meta';

// Constants
export {
  BEHAVIOR,
  DEVICE_META_STORAGE_KEY,
  EXPOSURE_ATTRIBUTE,
  EXPOSURE_MIN_RATIO,
  EXPOSURE_THRESHOLD,
  READ_PERCENT_CAP,
  STATS_INIT_DELAY_MS,
  TID_SEPARATOR,
  TRACKER_LOG_PATH,
  TRACKING_BATCH_MAX,
  TRACKING_TERMINAL,
  TRACKING_VERSION,
} from './lib/constants';
export type { Behavior } from './lib/constants';
