// When and where a tracking event was raised: its timestamp and the page's address and referrer,
// read when track() is called. Kept apart from the beacon so the deferred tracker can stamp events
// raised before the beacon's chunk has arrived, which then leave exactly as they would have.

export interface EventMoment {
  /** Seconds since the epoch (spec §3). */
  timestamp: number;
  /** The page address without its fragment (client-side navigation changes it). */
  url: string;
  referrer: string;
}

export function readEventMoment(now: () => number): EventMoment {
  return { timestamp: Math.floor(now() / 1000), url: window.location.href.split('#')[0], referrer: document.referrer };
}
