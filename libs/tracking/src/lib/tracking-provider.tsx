// The page's tracker for React: one per document, for the stats host the root loader hands to the
// browser. The provider also runs exposure over the whole document, so every list screen's cards
// count without wiring of their own. The beacon and exposure arrive as a chunk of their own after
// hydration (deferred-tracker.ts keeps the events raised before), and with them the real-user vitals
// of the visit (web-vitals-report.ts). A disabled provider (previews: spec §2 "skips statistics")
// hands out a tracker that drops everything and loads nothing.
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createDeferredTracker, silentTracker } from './deferred-tracker';
import type { ExposureTracker } from './exposure';
import type { Tracker } from './tracker';
import type { WebVitalsOptions } from './web-vitals-report';

const TrackerContext = createContext<Tracker>(silentTracker);

/** What the tracking runtime's chunk exports. */
export type TrackingRuntime = typeof import('./tracking-runtime');

/** The runtime once its chunk has arrived. */
let arrived: TrackingRuntime | null = null;

/** The tracking code that runs once the page is interactive: a chunk of its own (tracking-runtime.ts). */
export function loadTrackingRuntime(): Promise<TrackingRuntime> {
  const loading = import('./tracking-runtime');
  // A failed load is its callers' to handle (they are given the same promise).
  loading.then(
    (runtime) => {
      arrived = runtime;
    },
    () => undefined,
  );
  return loading;
}

/**
 * The runtime if its chunk has arrived, else null: what must be in place within the current task
 * starts from it at once. An import() of a module already loaded still resolves a task later, and a
 * visitor who leaves in between leaves before it.
 */
export const arrivedTrackingRuntime = (): TrackingRuntime | null => arrived;

export interface TrackingProviderProps {
  /** Host of POST {statsHost}/tracker/log; empty or missing means this site's origin. */
  statsHost?: string;
  /** No events at all (preview pages). */
  disabled?: boolean;
  /**
   * Identifies the page shown (e.g. the location's pathname). Exposure's "once per page life" starts
   * over when it changes, as it does when a new document loads.
   */
  pageKey?: string;
  /**
   * Real-user vitals of the visit: the page it landed on, its environment class and the share of
   * visits measured. Read once, on the first page of the document (vitals belong to the document).
   */
  vitals?: WebVitalsOptions;
  /** The page, which tracks through the context. */
  children?: ReactNode;
}

export function TrackingProvider({
  statsHost = '',
  disabled = false,
  pageKey,
  vitals,
  children,
}: TrackingProviderProps) {
  const tracker = useMemo(
    () => createDeferredTracker(() => loadTrackingRuntime().then(({ createTracker }) => createTracker({ statsHost }))),
    [statsHost],
  );
  // The landing page decides: a visit that starts on a preview is never measured.
  const landing = useRef(disabled ? undefined : vitals);

  useEffect(() => {
    const options = landing.current;
    if (!options) return;
    landing.current = undefined;
    void loadTrackingRuntime().then(({ startWebVitals }) => startWebVitals(tracker, options));
  }, [tracker]);

  useEffect(() => {
    if (disabled) return undefined;
    let exposure: ExposureTracker | null = null;
    let stopped = false;
    void Promise.all([loadTrackingRuntime(), tracker.load()]).then(([{ createExposureTracker }]) => {
      if (!stopped) exposure = createExposureTracker({ tracker });
    });
    return () => {
      stopped = true;
      exposure?.stop();
    };
  }, [tracker, disabled, pageKey]);

  return <TrackerContext.Provider value={disabled ? silentTracker : tracker}>{children}</TrackerContext.Provider>;
}

/** The nearest provider's tracker; outside a provider (stories, unit tests) one that drops everything. */
export function useTracker(): Tracker {
  return useContext(TrackerContext);
}
