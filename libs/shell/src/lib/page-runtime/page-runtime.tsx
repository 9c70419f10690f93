import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '@share/util-idle';
import { AT_IDLE_TIMEOUT_MS } from './at-idle';

/**
 * The runtime's code (idle-runtime.ts: the service worker's registration, the links' prefetch)
 * is a chunk of its own, which the page fetches once it is idle after hydration: both start at idle
 * anyway, and neither is needed for the first screen. The service worker registers as the chunk
 * arrives (at idle, 2 s after hydration at the latest); the prefetch waits for idle once more
 * (startLinkPrefetch, PREFETCH_IDLE_TIMEOUT_MS), after a navigation too.
 */
const loadRuntime = () => import('./idle-runtime');

/** Runs `start` with the runtime at idle; its result (a stop function) is called on cleanup. */
function withRuntimeAtIdle(
  start: (runtime: Awaited<ReturnType<typeof loadRuntime>>) => (() => void) | void,
): () => void {
  let live = true;
  let stop: (() => void) | void = undefined;
  const cancel = whenIdle(
    () => {
      loadRuntime().then(
        (runtime) => {
          if (live) stop = start(runtime);
        },
        // Offline, or a deploy replaced the chunk (the page's loader reloads then): no prefetch, no
        // registration on this page view.
        () => undefined,
      );
    },
    { timeout: AT_IDLE_TIMEOUT_MS },
  );
  return () => {
    live = false;
    cancel();
    stop?.();
  };
}

/** Registers the service worker once and prefetches in-view links of each page (spec §4). */
export function PageRuntime() {
  const { pathname } = useLocation();
  useEffect(() => withRuntimeAtIdle((runtime) => runtime.registerServiceWorker()), []);
  useEffect(() => withRuntimeAtIdle((runtime) => runtime.startLinkPrefetch()), [pathname]);
  return null;
}
