// Node only: the Prometheus metrics both servers share (the site and the reference platform API).
export { createHttpMetrics, methodLabel, serveMetrics } from './lib/metrics-server';
