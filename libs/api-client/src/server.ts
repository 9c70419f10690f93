// Server entry of @share/api-client: the platform client of a server render with the rules about
// platform answers (schema check, size cap, shared-data cache, per-call report), the viewer state
// the site's server makes of a visitor's own calls, the HTTP status of a failed call, and the
// stale-while-revalidate cache the server also keeps rendered pages in.
// Node only: nothing here is bundled into the browser.

export { createServerApi, createSharedData, forgetComments } from './lib/server-api.server';
export type { ServerApiOptions, SharedData } from './lib/server-api.server';
export { statusOfPlatformFailure } from './lib/platform-failure-status';
export { readViewerState, viewerStateQueryOf } from './lib/viewer-state.server';
export { createSwrCache } from './lib/swr-cache.server';
export type { CacheState } from './lib/swr-cache.server';
