// The tracking code a page runs only once it is interactive, one chunk that tracking-provider.tsx
// imports on demand: the beacon with the device metadata, exposure, and a detail page's reading
// session (use-detail-statistics.ts starts it 1 s after load).
export { createTracker } from './tracker';
export { createExposureTracker } from './exposure';
export { startWebVitals } from './web-vitals-report';
export { startPageReading } from './page-reading';
