// share-web's HTTP server, in pieces the app's server entry wires (apps/share-web/server/main.ts).
export { createShareWebApp } from './lib/share-web-app';
export { LOG_REDACT_PATHS } from './lib/request-log';
export { serve } from './lib/serve';
export { createSiteMetrics } from './lib/metrics';
export type { PageRules } from './lib/page-rules';
export { readSettings, settings } from './lib/settings';
export { contentSecurityPolicy } from './lib/content-security-policy';
export { qrCodeSvg } from './lib/qr-code';
// The front proxy's agreement with the server (the app's nginx tests).
export { agentClassifier } from './lib/agent-class';
export { htmlCacheKey, pathOf } from './lib/html-cache-middleware';
export { type BuildRoute, pageQueryMatcher } from './lib/page-query-keys';
