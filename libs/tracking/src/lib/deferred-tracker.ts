// The page's tracker while the beacon's code is still on its way. TrackingProvider loads the beacon
// (tracker.ts with the device metadata) and exposure as a chunk of their own once the page has
// hydrated, so they are not part of the JavaScript a page loads before it is interactive. An event
// raised before that chunk has arrived waits, stamped with the time and address at which it was
// raised; when the chunk arrives the waiting events leave in order and grouped as they would have
// (the events of one tick in one request, a flush ending a request), then the beacon takes over. A
// page about to be left waits for ready(): what still waits here when it unloads is lost.
import { readEventMoment } from './event-moment';
import type { Tracker, TrackFields, TrackOptions } from './tracker';

/** A tracker that drops everything: on the server, in previews, and outside a TrackingProvider. */
export const silentTracker: Tracker = {
  track: () => undefined,
  flush: () => undefined,
  ready: () => Promise.resolve(),
};

export interface DeferredTracker extends Tracker {
  /** Starts loading the beacon (once; again after a failed load); resolves once it has taken over. */
  load(): Promise<void>;
}

type Waiting = [behavior: string, fields: TrackFields, options: TrackOptions];

export function createDeferredTracker(
  loadTracker: () => Promise<Tracker>,
  now: () => number = () => Date.now(),
): DeferredTracker {
  let tracker: Tracker | null = null;
  let loading: Promise<void> | null = null;
  /** The waiting events by the request they would have left in. */
  const requests: Waiting[][] = [];
  /** The request this tick's events join, until the tick ends or a flush sends it. */
  let open: Waiting[] | null = null;

  function takeOver(loaded: Tracker): void {
    tracker = loaded;
    const waiting = requests.splice(0);
    for (const request of waiting) {
      for (const [behavior, fields, options] of request) loaded.track(behavior, fields, options);
      // The open request's tick is not over: the events still to come in it join it, as they would have.
      if (request !== open) loaded.flush();
    }
    open = null;
  }

  function load(): Promise<void> {
    loading ??= loadTracker().then(takeOver, (error: unknown) => {
      // The events keep waiting; the next one tries again.
      loading = null;
      console.warn('tracking: the tracker did not load', error);
    });
    return loading;
  }

  return {
    load,
    track(behavior, fields, options = {}) {
      if (tracker) return tracker.track(behavior, fields, options);
      // The server sends nothing.
      if (typeof window === 'undefined' || typeof document === 'undefined') return;
      if (!open) {
        const request: Waiting[] = [];
        open = request;
        requests.push(request);
        void Promise.resolve().then(() => {
          if (open === request) open = null;
        });
      }
      open.push([behavior, { ...fields }, { ...options, at: readEventMoment(now) }]);
      void load();
    },
    flush() {
      if (tracker) tracker.flush();
      else open = null;
    },
    // An event waiting here when the page is left is lost: the waiting events leave with the code
    // that builds them. A failed load resolves too (the caller waits no longer than it must).
    ready: () => (tracker ? Promise.resolve() : load()),
  };
}
