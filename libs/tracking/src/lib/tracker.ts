// The tracking beacon (spec §3 Tracking event, §7): `track()` builds an event and queues it; the
// events of one tick leave together as one POST {statsHost}/tracker/log (a batch, or a single event)
// through navigator.sendBeacon, or fetch with keepalive where a beacon is unavailable or refused.
// Tracking never throws into the page: failures are logged, or handed to the caller's onError.
import type { TrackingEvent } from '@share/contract';
import { browserStorage } from '@share/api-client';
import { TRACKER_LOG_PATH, TRACKING_BATCH_MAX, TRACKING_TERMINAL, TRACKING_VERSION } from './constants';
import { loadDeviceMeta, readScreenMeta, type DeviceMeta, type PageMeta } from './device-meta';
import { readEventMoment, type EventMoment } from './event-moment';

/** tid (content ids joined by '|') and any extras, e.g. duration and percent. */
export interface TrackFields {
  tid: string;
  [extra: string]: unknown;
}

export interface TrackOptions {
  /** Called when this event could not be delivered; without it the failure is only logged. */
  onError?: (error: Error) => void;
  /** When and where the event was raised, if not now (an event that waited for the tracker to load). */
  at?: EventMoment;
}

export interface Tracker {
  /** Queues one event; it is sent with the other events of this tick. Never throws. */
  track(behavior: string, fields: TrackFields, options?: TrackOptions): void;
  /** Sends what is queued now (a page being hidden cannot wait for the next tick). */
  flush(): void;
  /**
   * Resolves once an event tracked from now on leaves even if the page is left right after: at once
   * for the beacon, once its code has arrived for the tracker that waits for it (deferred-tracker.ts).
   * A tap that navigates away (opening the app) waits for it, briefly.
   */
  ready(): Promise<void>;
}

export interface TrackerOptions {
  /** Host of the tracking sink, e.g. 'https://stats.example.com'; empty means this site's origin. */
  statsHost?: string;
  /** Defaults to navigator.sendBeacon. */
  sendBeacon?: (url: string, data: Blob) => boolean;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  /** Where the device metadata is kept; defaults to window.localStorage. */
  storage?: Storage | null;
  /** Where failures are logged; defaults to console.warn. */
  log?: (message: string, error: unknown) => void;
}

interface Queued {
  event: TrackingEvent;
  onError?: (error: Error) => void;
}

const JSON_TYPE = 'application/json';
/** A cross-origin beacon may only carry a CORS-safelisted type (no preflight); the sink parses it as JSON. */
const TEXT_TYPE = 'text/plain;charset=UTF-8';

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

export function trackerUrl(statsHost = ''): string {
  return `${statsHost.replace(/\/+$/, '')}${TRACKER_LOG_PATH}`;
}

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function createTracker(options: TrackerOptions = {}): Tracker {
  const url = trackerUrl(options.statsHost);
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, error: unknown) => console.warn(message, error));
  let device: (DeviceMeta & Partial<PageMeta>) | null = null;
  let queue: Queued[] = [];
  let scheduled = false;

  async function deliver(body: string): Promise<void> {
    const local = sameOrigin(url);
    const type = local ? JSON_TYPE : TEXT_TYPE;
    const beacon =
      options.sendBeacon ??
      (typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : null);
    if (beacon) {
      try {
        if (beacon(url, new Blob([body], { type }))) return;
      } catch {
        // A refused beacon (quota, type) falls back to fetch below.
      }
    }
    const send = options.fetch ?? (typeof fetch === 'function' ? fetch : null);
    if (!send) throw new Error('tracking: neither sendBeacon nor fetch is available');
    // Another host's answer is opaque (no-cors): it is sent like a beacon, without a verdict.
    const response = await send(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': type },
      keepalive: true,
      ...(local ? {} : { mode: 'no-cors' as const }),
    });
    if (response.type === 'opaque') return;
    if (!response.ok) throw new Error(`tracking: HTTP ${response.status}`);
    const answer = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    if (answer && typeof answer.code === 'number' && answer.code !== 0) {
      throw new Error(
        typeof answer.message === 'string' && answer.message ? answer.message : `tracking: code ${answer.code}`,
      );
    }
  }

  function report(onError: (error: Error) => void, error: Error): void {
    try {
      onError(error);
    } catch (inner) {
      log('tracking: onError failed', inner);
    }
  }

  function fail(batch: Queued[], error: unknown): void {
    const err = asError(error);
    for (const item of batch) if (item.onError) report(item.onError, err);
    if (batch.some((item) => !item.onError)) log('tracking: events not delivered', err);
  }

  function flush(): void {
    const pending = queue;
    queue = [];
    scheduled = false;
    for (let start = 0; start < pending.length; start += TRACKING_BATCH_MAX) {
      const batch = pending.slice(start, start + TRACKING_BATCH_MAX);
      try {
        const body = JSON.stringify(batch.length === 1 ? batch[0].event : batch.map((item) => item.event));
        deliver(body).catch((error: unknown) => fail(batch, error));
      } catch (error) {
        fail(batch, error);
      }
    }
  }

  function track(behavior: string, fields: TrackFields, trackOptions: TrackOptions = {}): void {
    if (!isBrowser()) return;
    try {
      device ??= {
        ...loadDeviceMeta(options.storage === undefined ? browserStorage() : options.storage, navigator.userAgent),
        ...readScreenMeta(),
      };
      const { tid, ...extras } = fields;
      const { timestamp, ...location } = trackOptions.at ?? readEventMoment(now);
      const event: TrackingEvent = {
        ...device,
        ...location,
        ...extras,
        timestamp,
        version: TRACKING_VERSION,
        terminal: TRACKING_TERMINAL,
        tid,
        behavior,
      };
      queue.push({ event, onError: trackOptions.onError });
      if (!scheduled) {
        scheduled = true;
        // Same tick, one request: a microtask still runs before a hidden page is frozen.
        void Promise.resolve().then(flush);
      }
    } catch (error) {
      if (trackOptions.onError) report(trackOptions.onError, asError(error));
      else log('tracking: event not built', error);
    }
  }

  return { track, flush, ready: () => Promise.resolve() };
}
