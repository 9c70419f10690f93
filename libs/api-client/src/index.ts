// Public face of @share/api-client: one client for the server render and the browser, the calls of
// spec §7 on the contract's types, and SWR hooks. Fixtures live in @share/api-client/testing.

// Client and errors
export type { TokenPair } from './lib/api-client';
export { isApiError, isRefusal, hasApiCode } from './lib/api-error';
export { browserStorage } from './lib/browser-storage';

// Online/offline state

// Calls (the browser's: their code arrives with the first call)
export { createBrowserShareApi } from './lib/browser-share-api';
export type { ShareApi, WxShareConfig, WxSignature } from './lib/share-api';
// SWR
export { ApiProvider, useEndpoint } from './lib/swr-hooks';
export { swrKey } from './lib/swr-key';
export { useViewerRead } from './lib/use-viewer-read';
export { ShareApiProvider, useShareApi } from './lib/share-api-context';
export { usePagedList } from './lib/use-paged-list';
export { emptyPage } from './lib/platform-pages';
export type { Page } from './lib/platform-pages';
export { foundScreen, recordReads, recordScreenBase } from './lib/record-screen';
export type { RecordLoadOptions, RecordScreenBase } from './lib/record-screen';
export { useRecordPages } from './lib/use-record-pages';
// Constants and strings
export { STORAGE_KEYS } from './lib/constants';
export { MSG_NETWORK_ERROR } from './lib/messages';
