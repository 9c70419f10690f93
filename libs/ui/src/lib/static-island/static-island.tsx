import { use, useEffect, useState, type ComponentType } from 'react';
import { followChunkLoad, lazyComponent, preloadWhenIdle } from '../lazy-component/lazy-component';
import { useHydrating } from '../use-hydrating/use-hydrating';

/** The attribute that marks an island's element (display: contents, so layout ignores it). */
export const STATIC_ISLAND_ATTRIBUTE = 'data-static-island';

// An element whose content React neither hydrates nor checks: hydration keeps the server's nodes.
const KEEP_SERVER_HTML = { __html: '' };
const CONTENTS = { display: 'contents' } as const;

// Set in the browser before the page hydrates the server's HTML (the root module). Elsewhere (the server, a test's
// renderToString, a client render) an island renders its content.
let keepingServerHtml = false;

/**
 * Called in the browser before hydration: islands that this hydration mounts keep the server's HTML
 * (their own effects and renders later on render the content). `false` ends it (tests that render
 * the server's HTML again in the same document).
 */
export function keepStaticIslands(keep = true): void {
  keepingServerHtml = keep;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

/**
 * A part of a page that only shows its props (a title, a meta line): the server renders it, and the
 * browser keeps that HTML as it is instead of hydrating it, so its code is not part of the page's
 * first load and hydration does no work for it. The code is a chunk of its own, loaded once the
 * browser is idle after hydration; the island renders with it when its props change (a count the
 * visitor changed) and when a client-side navigation renders it anew. A navigation is a transition:
 * the page before stays on screen until the chunk is there.
 */
export function staticIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // The server loads the chunk before it renders (preloadLazyComponents), as every lazy component's.
  const Content = lazyComponent(load);
  return function StaticIsland(props: P) {
    const hydrating = useHydrating();
    // Mounted by the browser entry's hydration: the server's HTML is there to keep.
    const [kept] = useState(() => hydrating && keepingServerHtml);
    const [firstProps] = useState(props);
    const [live, setLive] = useState(!kept);
    const changed = !live && !sameProps(firstProps, props);
    useEffect(() => (kept ? preloadWhenIdle([Content]) : undefined), [kept]);
    // Until the chunk is there the server's HTML stays. One that failed while the device was offline
    // is asked for again once it is back online.
    useEffect(
      () => (changed ? followChunkLoad(Content.preload(), Content.preload, () => setLive(true)) : undefined),
      [changed],
    );
    const attributes = { [STATIC_ISLAND_ATTRIBUTE]: '' };
    // Once live, React empties the element (the server's nodes) before it adds the rendered ones.
    if (!live)
      return (
        <div {...attributes} style={CONTENTS} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
      );
    // Loaded once (the same promise, settled), so later renders do not suspend.
    const Component = use(Content.preload());
    return (
      <div {...attributes} style={CONTENTS}>
        <Component {...props} />
      </div>
    );
  };
}
