import { type ComponentType, useEffect, useState } from 'react';
import { lazyComponent } from '@share/ui';
import { whenIdle } from '@share/util-idle';

/** At most this long after hydration before a component that waits for idle mounts anyway. */
export const AT_IDLE_TIMEOUT_MS = 2_000;

/**
 * A component that draws nothing and has nothing to do before the page is idle (a check after the
 * layout, a setup that waits for the network): it mounts once the browser is idle after hydration
 * (at most AT_IDLE_TIMEOUT_MS later), and its code, a chunk of its own, is loaded then, not with the
 * page's first load. The server renders nothing for it, nor does hydration.
 */
export function atIdle(load: () => Promise<ComponentType>): ComponentType {
  const Loaded = lazyComponent(load);
  return function AtIdle() {
    const [idle, setIdle] = useState(false);
    useEffect(() => whenIdle(() => setIdle(true), { timeout: AT_IDLE_TIMEOUT_MS }), []);
    return idle ? <Loaded /> : null;
  };
}
