// The tracking call's fixed fields (spec §7); the tracking runtime reads them.
export const TRACKING_VERSION = 1;
export const TRACKING_TERMINAL = 'wap';
