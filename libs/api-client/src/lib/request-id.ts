// The request-id rule of spec §7: the stored request id, else a persistent anonymous id kept in
// local storage, else 123456. Storage is read when a request is made, never at import time.
import { v4 as uuidv4 } from 'uuid';
import { browserStorage } from './browser-storage';
import { REQUEST_ID_FALLBACK, REQUEST_ID_OMITTED_PATHS, STORAGE_KEYS } from './constants';

/** False for the four path patterns of spec §7 that carry no request id. */
export function sendsRequestId(path: string): boolean {
  return !REQUEST_ID_OMITTED_PATHS.some((pattern) => path.includes(pattern));
}

/** The persistent anonymous id: generated once, then read back from local storage. */
export function anonymousId(storage: Storage | null = browserStorage()): string {
  if (!storage) return REQUEST_ID_FALLBACK;
  try {
    const stored = storage.getItem(STORAGE_KEYS.anonymousId);
    if (stored) return stored;
    const generated = uuidv4();
    storage.setItem(STORAGE_KEYS.anonymousId, generated);
    return generated;
  } catch {
    return REQUEST_ID_FALLBACK;
  }
}

/** The request id of spec §7 for this browser (123456 on the server or without storage). */
export function browserRequestId(storage: Storage | null = browserStorage()): string {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.requestId);
    if (stored) return stored;
  } catch {
    return REQUEST_ID_FALLBACK;
  }
  return anonymousId(storage);
}
