// Public face of @share/tracking: the beacon (spec §3, §7), the reading session and exposure
// (spec §4), and their React bindings. Browser-only work runs in effects; on the server nothing is sent.

// React
export { TrackingProvider, useTracker } from './lib/tracking-provider';
export { useDetailStatistics, useRecordStatistics } from './lib/use-detail-statistics';
export type { EnvironmentClass } from './lib/web-vitals-report';
// The one user-agent parser (open-app's environment detection builds on it)
export { parseUserAgent } from './lib/user-agent';

// Beacon, reading session, exposure

// Constants
