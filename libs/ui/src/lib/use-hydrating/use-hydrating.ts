import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * Whether this render is hydration (or the server's render): React reads a store's server snapshot
 * in both, and the client snapshot everywhere else. True while hydrating, false in every later render
 * and in a client render.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}
