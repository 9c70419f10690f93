// A module of its own, in every page's first load with the session (libs/auth's session store):
// the request id (request-id.ts) loads with the page's first call, the tracker after hydration.

/** window.localStorage, or null on the server and where storage is blocked. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
