// The tracking code a page runs only once it is interactive, one chunk that tracking-provider.tsx
// imports on demand: the beacon with the device metadata, and exposure.
export { createTracker } from './tracker';
export { createExposureTracker } from './exposure';
export { startWebVitals } from './web-vitals-report';
