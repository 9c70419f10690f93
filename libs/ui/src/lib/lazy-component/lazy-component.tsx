import {
  createContext,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { retryWhenOnline } from '@share/util-connection';
import { whenIdle } from '@share/util-idle';
import { DeferredSectionContext } from '../deferred-hydration/deferred-hydration';
import { useHydrating } from '../use-hydrating/use-hydrating';
import { isFulfilled, markFulfilled } from './settled-promise';

/**
 * Code a page needs only later (a block below the fold, a dialog that opens on tap, the preview's
 * watermark) comes as a chunk of its own: the browser loads it when the component first renders.
 * The server HTML stays complete: the server loads every such chunk before it renders a page
 * (preloadLazyComponents), so a server render never waits. While the page hydrates, the component's
 * Suspense boundary keeps the server HTML as it is until the chunk has arrived, then hydrates it.
 */

/** The loaders of every lazy component defined so far (at module scope, as pages are imported). */
const loaders: Array<() => Promise<unknown>> = [];

export type LazyComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the chunk, once, or again after an attempt failed; resolves with the component
   * or rejects with the attempt's error.
   */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * The server render's collector of the lazily loaded modules it rendered that the page needs to
 * hydrate: each lazyPage, and each lazyComponent given its module's path (a body of the first
 * screen), calls it with that path, so the server can list their chunks with the first load's (the
 * browser then fetches them together with the framework, not once hydration reaches them and their
 * imports a round trip later). Null in the browser.
 */
export const PageModulesContext = createContext<((module: string) => void) | null>(null);

/**
 * After `attempt` fails while the device is offline (or was just back online), calls `retry` once the
 * connection is back (a chunk that fails online, one a deploy removed, is the page's chunk reload's
 * business). Returns a function that stops waiting.
 */
function retryFailedAttempt(attempt: Promise<unknown>, retry: () => void): () => void {
  let waiting = true;
  attempt.catch(() => waiting && retryWhenOnline(() => waiting && retry()));
  return () => {
    waiting = false;
  };
}

/**
 * Calls `onLoaded` once `attempt` (a chunk's load) has succeeded. An attempt that fails while the
 * device is offline is made again with `retry` once it is back online, and that one is followed in
 * turn. Returns a function that stops following.
 */
export function followChunkLoad(
  attempt: Promise<unknown>,
  retry: () => Promise<unknown>,
  onLoaded: () => void,
): () => void {
  let live = true;
  let stopRetry = () => undefined as void;
  const follow = (promise: Promise<unknown>) => {
    void promise.then(
      () => live && onLoaded(),
      () => undefined,
    );
    stopRetry = retryFailedAttempt(promise, () => follow(retry()));
  };
  follow(attempt);
  return () => {
    live = false;
    stopRetry();
  };
}

/**
 * `module`, the module's path from the workspace root (libs/content-detail/src/lib/media-bodies.tsx),
 * for a component that hydration needs at once wherever it is rendered: the server lists its chunk
 * with the first load (PageModulesContext). Without it the chunk is requested when the component
 * first renders in the browser (a block below the fold, an overlay).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  module?: string,
): LazyComponent<P> {
  // The attempt under way or done; none after one failed, so the next preload tries again.
  let attempt: Promise<ComponentType<P>> | null = null;
  // The component once an attempt has loaded it: never rejects. A render waits on this one, not on
  // an attempt: a failed attempt must not make a render start the next (React renders again after a
  // rejection, which asked for the chunk again at once: over a thousand requests a second for a
  // chunk that a deploy had removed, or while the device was offline).
  let resolveLoaded: (component: ComponentType<P>) => void = () => undefined;
  const loaded = new Promise<ComponentType<P>>((resolve) => (resolveLoaded = resolve));
  // The latest attempt, failed or not, and how many have started.
  let latest: Promise<ComponentType<P>> | null = null;
  let started = 0;
  const preload = () => {
    if (!attempt) {
      started += 1;
      const promise = load();
      promise.then(
        // Once loaded, no render suspends.
        (component) => {
          markFulfilled(promise, component);
          markFulfilled(loaded, component);
          resolveLoaded(component);
        },
        // A chunk that failed to load (offline; a deploy replaced it) is requested again next time.
        () => {
          if (attempt === promise) attempt = null;
        },
      );
      attempt = promise;
      latest = promise;
    }
    return attempt;
  };
  loaders.push(preload);
  const isLoaded = () => isFulfilled(loaded);
  /**
   * Hydration of a deferred section reached the component before its chunk: the section's boundary
   * waits for it (keeping the server HTML). An attempt that failed is made again at the next such
   * render (a tap on the section), or when the device is back online. Once one has waited, every
   * later render in a section waits too (at once done): React expects a component that suspended on
   * use() to call it again in the renders that follow.
   */
  let waitedInSection = false;
  // The attempts a waiting section follows: each once, whoever started it (an attempt that the idle
  // preload had started and that failed offline while the section waited is made again too).
  const followedForSection = new WeakSet<Promise<unknown>>();
  const retryForSection = () => {
    const next = preload();
    followedForSection.add(next);
    return next;
  };
  const loadForSection = () => {
    if (isLoaded()) return;
    waitedInSection = true;
    const current = preload();
    if (followedForSection.has(current)) return;
    followedForSection.add(current);
    followChunkLoad(current, retryForSection, () => undefined);
  };
  function Loaded(props: P) {
    if (!latest) void preload().catch(() => undefined);
    const Component = use(loaded);
    return <Component {...props} />;
  }
  const Lazy = memo(function Lazy(props: P) {
    const rendered = useContext(PageModulesContext);
    if (module) rendered?.(module);
    // In a section that hydrates on demand, the section waits for the code, not a boundary of this
    // component's own: committed without it, the section would replay a kept tap on server HTML
    // that nothing answers yet (DeferredHydration).
    const inDeferredSection = useContext(DeferredSectionContext);
    const hydrating = useHydrating();
    if (inDeferredSection && (hydrating || waitedInSection)) {
      loadForSection();
      use(loaded);
    }
    // Until the chunk has arrived, the boundary keeps the props it hydrates with: a boundary still
    // waiting for its code that receives new props is rendered again from scratch on the client (its
    // server HTML replaced by the empty fallback). The same element bails out of the update; the
    // latest props follow once the code is there.
    const [ready, setReady] = useState(isLoaded);
    const [firstProps] = useState(props);
    // The attempts started before this component mounted: one started since (by its own first
    // render) is this mount's, and a failed one before is tried again once, by this mount.
    const [startedBefore] = useState(() => started);
    useEffect(() => {
      if (ready) return;
      // An attempt that failed while the device was offline is made again when it is back online
      // (the server HTML stays meanwhile); one that failed online (a deploy) reloads the page.
      return followChunkLoad(latest && started > startedBefore ? latest : preload(), preload, () => setReady(true));
    }, [ready, startedBefore]);
    const shown = ready ? props : firstProps;
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <Loaded {...shown} />
        </Suspense>
      ),
      [shown],
    );
  }) as unknown as LazyComponent<P>;
  Lazy.preload = preload;
  return Lazy;
}

/**
 * An overlay (dialog, sheet, guide) whose code is loaded when it first opens, or before when the
 * page preloads it: closed, it renders nothing anyway. Once opened it stays mounted, so closing it
 * behaves as before (focus returns).
 */
export function lazyOverlay<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const Overlay = lazyComponent(load);
  function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? <Overlay {...props} /> : null;
  }
  // A page preloads the overlays a visitor may open (preloadWhenIdle): on a slow network a chunk
  // loaded on the tap showed the overlay seconds after it (issue 62).
  return Object.assign(LazyOverlay, { preload: Overlay.preload });
}

/** One page's hydration: whether its content has hydrated, and whether it is counted as waiting. */
interface PageHydration {
  shown: boolean;
  counted: boolean;
}

const PageHydrationContext = createContext<PageHydration | null>(null);
/** Pages that hydration mounted whose content has not hydrated yet (their chunk is on its way). */
let pagesWaiting = 0;
let pagesHydratedListeners: Array<() => void> = [];

/** The page no longer waits: its content hydrated, or it went away before. */
function release(page: PageHydration): void {
  if (!page.counted) return;
  page.counted = false;
  pagesWaiting -= 1;
  if (pagesWaiting > 0) return;
  const listeners = pagesHydratedListeners;
  pagesHydratedListeners = [];
  listeners.forEach((listener) => listener());
}

/**
 * Calls back once the pages that hydration mounted have hydrated their content, at once when none
 * waits for its chunk: the root marks the document hydrated then (a tap on a page still waiting for
 * its code would do nothing).
 */
export function whenPagesHydrated(callback: () => void): void {
  if (pagesWaiting === 0) callback();
  else pagesHydratedListeners.push(callback);
}

/** The loaded page, telling its lazyPage once its content has hydrated (its effects run then). */
function withHydrationSignal<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function ShownPage(props: P) {
    const page = useContext(PageHydrationContext);
    useEffect(() => {
      if (!page) return;
      page.shown = true;
      release(page);
    }, [page]);
    return <Page {...props} />;
  };
}

/**
 * A route's page as a chunk of its own: a route that can show one of several pages (the detail
 * route's article, special or short special) loads only the one its data asks for. `module` is the
 * page module's path from the workspace root (libs/feed/src/lib/home/home-page.tsx), which the server
 * looks up in the build's manifest to send the chunk's address with the first load's
 * (PageModulesContext); without it the chunk is requested once hydration reaches the page. Until it
 * has arrived the server HTML stays on screen, as with lazyComponent. A page that a navigation opens
 * waits for its chunk above itself: the router's navigation is a transition, so the page before
 * stays on screen until the new one can render (its own boundary would show nothing in between).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, module?: string): LazyComponent<P> {
  // The page's own lazy component reports its module to the server render (PageModulesContext).
  const Page = lazyComponent(() => load().then(withHydrationSignal), module);
  // What a navigation to the page waits for. An attempt that failed stays (the route's error
  // boundary shows it, and the page reloads: spec §4) instead of each render after the rejection
  // starting the next; after a failure while offline, a navigation tries again once back online.
  let forNavigation: Promise<ComponentType<P>> | null = null;
  const navigationLoad = () => {
    if (!forNavigation) {
      const promise = Page.preload();
      forNavigation = promise;
      retryFailedAttempt(promise, () => {
        if (forNavigation === promise) forNavigation = null;
      });
    }
    return forNavigation;
  };
  function LazyPage(props: P) {
    const hydrating = useHydrating();
    // Whether this page was mounted by hydration, for all its later renders.
    const [hydrated] = useState(hydrating);
    const [page] = useState<PageHydration>(() => ({ shown: false, counted: false }));
    // Layout effects run before any passive one: the content's (if it hydrated in the same commit)
    // and the root's come after this count.
    useLayoutEffect(() => {
      if (!hydrated || page.shown || page.counted) return;
      page.counted = true;
      pagesWaiting += 1;
      return () => release(page);
    }, [hydrated, page]);
    if (!hydrated) use(navigationLoad());
    return (
      <PageHydrationContext.Provider value={page}>
        <Page {...props} />
      </PageHydrationContext.Provider>
    );
  }
  return Object.assign(LazyPage, { preload: Page.preload as () => Promise<ComponentType<P>> });
}

/** Loads the given components' chunks when the browser is idle (after hydration); returns a cancel function. */
export function preloadWhenIdle(components: ReadonlyArray<{ preload: () => Promise<unknown> }>): () => void {
  return whenIdle(() => components.forEach((component) => void component.preload().catch(() => undefined)));
}

/**
 * Loads the chunk of every lazy component defined so far, and of those the loaded chunks define (a
 * page's chunk defines its own lazy blocks): the server awaits it before it renders (and tests
 * before they render). Without the second round, a process's first render of a page streamed those
 * blocks in, revealed by a script up to 300 ms after the first paint (never without JavaScript),
 * and the HTML micro-cache kept that render.
 */
export async function preloadLazyComponents(): Promise<void> {
  let loaded = 0;
  while (loaded < loaders.length) {
    const round = loaders.slice(loaded);
    loaded = loaders.length;
    await Promise.all(round.map((load) => load()));
  }
}
