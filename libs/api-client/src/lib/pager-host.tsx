// Where the paged lists' SWR code runs: a list's page 1 is the server's, so the first screen needs
// none of it. Each usePagedList registers with the nearest ShareApiProvider's pager registry; the
// provider's PagerHost loads the paging engine (SWR's infinite hook, paged-list-engine.tsx) when the
// browser is idle, at once when a list asks for a page before then (a tap on 加载更多, a list the
// server had no page of), and renders one engine per registered list, which hands its pages back to
// the list's hook. The server renders no engine, nor does a list whose key is null (paging off).
import {
  createContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MutableRefObject,
} from 'react';
import { retryWhenOnline } from '@share/util-connection';
import { whenIdle } from '@share/util-idle';
import { retryableLoad } from './retryable-load';

/** What a list's engine hands back to its hook: SWR's pages and paging state for `key`. */
export interface EnginePages<P> {
  key: string | null;
  /** The pages received (page 1 the server's), undefined before any. */
  data: P[] | undefined;
  error: unknown;
  /** How many pages are asked for. */
  size: number;
  isValidating: boolean;
  setSize: (size: number) => unknown;
}

/** What a list's engine reads of its latest render: the server's page and how to fetch the others. */
export interface PagerSource<P> {
  first: P | null;
  fetchPage: (page: number) => Promise<P>;
}

/** One registered list, as its engine sees it: a new object whenever its key changes. */
export interface PagerEntry<P = unknown> {
  id: number;
  key: string | null;
  latest: MutableRefObject<PagerSource<P>>;
  /** Pages asked for before the engine was there (a tap on 加载更多): the engine asks SWR for as many. */
  pending: { size: number };
  publish: (pages: EnginePages<P>) => void;
  /** The engine's code could not be loaded (offline, a deploy replaced it). */
  fail: (error: unknown) => void;
}

type Engine = ComponentType<{ entry: PagerEntry }>;

export interface PagerRegistry {
  add: (entry: PagerEntry) => void;
  remove: (id: number) => void;
  /** A list needs the engine now (a page asked for): its code is requested at once. */
  wake: () => void;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => PagerSnapshot;
  /**
   * The engine, once its code has loaded: a list mounted later (shown again after a navigation back,
   * with the pages SWR's cache kept) renders its engine at once.
   */
  engine: Engine | null;
}

interface PagerSnapshot {
  entries: readonly PagerEntry[];
  /** Bumped by wake(). */
  urgent: number;
}

const NOTHING: PagerSnapshot = { entries: [], urgent: 0 };

export function createPagerRegistry(): PagerRegistry {
  let current = NOTHING;
  let listeners: Array<() => void> = [];
  const emit = (next: PagerSnapshot) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    add: (entry) => emit({ ...current, entries: [...current.entries, entry] }),
    remove: (id) => emit({ ...current, entries: current.entries.filter((entry) => entry.id !== id) }),
    wake: () => emit({ ...current, urgent: current.urgent + 1 }),
    subscribe: (listener) => {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((other) => other !== listener);
      };
    },
    snapshot: () => current,
    engine: null,
  };
}

export const PagerRegistryContext = createContext<PagerRegistry | null>(null);

// A failed attempt is made again at the next wake.
const loadEngine = retryableLoad(() =>
  import('./paged-list-engine').then((module) => module.PagedListEngine as Engine),
);

/** A list that waits for a page: it needs the engine now, not when the browser is idle. */
const waiting = (entry: PagerEntry) => entry.pending.size > 0 || entry.latest.current.first === null;

/** The registered lists' engines (nothing on the server, nor while no list is registered). */
export function PagerHost({ registry }: { registry: PagerRegistry }) {
  const { entries, urgent } = useSyncExternalStore(registry.subscribe, registry.snapshot, () => NOTHING);
  const [Loaded, setLoaded] = useState<Engine | null>(() => registry.engine);
  const wanted = entries.length > 0;
  const now = entries.some(waiting);
  useEffect(() => {
    if (Loaded || !wanted) return;
    let live = true;
    const load = () => {
      loadEngine().then(
        (loaded) => {
          registry.engine = loaded;
          if (live) setLoaded(() => loaded);
        },
        (error: unknown) => {
          if (!live) return;
          registry
            .snapshot()
            .entries.filter(waiting)
            .forEach((entry) => entry.fail(error));
          // Offline: tried again when the connection returns (a list's own retry wakes it too).
          retryWhenOnline(() => live && load());
        },
      );
    };
    let cancel: () => void;
    if (now) {
      const timer = setTimeout(load, 0);
      cancel = () => clearTimeout(timer);
    } else cancel = whenIdle(load);
    return () => {
      live = false;
      cancel();
    };
  }, [Loaded, wanted, now, urgent, registry]);
  if (!Loaded) return null;
  return (
    <>
      {/* A list's new key is a new engine (SWR's pages of another list, from the server's page). */}
      {entries.map((entry) => (
        <Loaded key={`${entry.id}:${entry.key}`} entry={entry} />
      ))}
    </>
  );
}
