/**
 * What the site's build uses for 'use-sync-external-store/shim' (SWR imports it): React 18 and later
 * have useSyncExternalStore, which the shim hands out itself when React has it, so the shim's
 * fallback for older React is code no page ever runs.
 */
export { useSyncExternalStore } from 'react';
