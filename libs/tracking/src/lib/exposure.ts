// Exposure (spec §4, §5 "Exposure: once per card"): a content card is reported once per page life,
// when it is fully inside the visible area. Cards are the elements carrying data-exposure-id (its
// value is the post_id); a MutationObserver finds the ones added later (load-more, expanded groups),
// an IntersectionObserver with threshold 1 sees them come fully into view (the viewport, clipped by
// every scroll container around the card). The ids that come into view together leave as one event.
// Dwell: a second observer (threshold 0) times how long each card has any part in view while the
// page is visible; when the page is hidden or left (visibilitychange, pagehide, stop), the exposed
// cards' times leave as one exposure_dwell event (fields in constants/), and timing starts over.
import {
  BEHAVIOR,
  DWELL_FIELD,
  EXPOSURE_ATTRIBUTE,
  EXPOSURE_MIN_RATIO,
  EXPOSURE_THRESHOLD,
  TID_SEPARATOR,
} from './constants';
import type { Tracker } from './tracker';

export interface ExposureOptions {
  tracker: Tracker;
  /** Where cards are looked for; defaults to document.body. */
  root?: Element;
  /** Defaults to data-exposure-id. */
  attribute?: string;
  IntersectionObserver?: typeof IntersectionObserver;
  MutationObserver?: typeof MutationObserver;
  /** Milliseconds; defaults to performance.now. */
  now?: () => number;
  /** Whose visibilitychange and pagehide end a dwell period; defaults to document and window. */
  document?: Document;
  window?: Window;
}

export interface ExposureTracker {
  /** Ids reported during this page life. */
  readonly reported: ReadonlySet<string>;
  /** Sends what is pending and stops watching. */
  stop(): void;
}

const inert: ExposureTracker = { reported: new Set(), stop: () => undefined };

/** Starts watching the cards under root; without IntersectionObserver (old browsers, server) nothing is reported. */
export function createExposureTracker(options: ExposureOptions): ExposureTracker {
  const IO =
    options.IntersectionObserver ?? (typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver);
  const MO = options.MutationObserver ?? (typeof MutationObserver === 'undefined' ? undefined : MutationObserver);
  const root = options.root ?? (typeof document === 'undefined' ? undefined : document.body);
  if (!IO || !root) return inert;
  const { tracker } = options;
  const attribute = options.attribute ?? EXPOSURE_ATTRIBUTE;
  const reported = new Set<string>();
  let pending: string[] = [];
  let scheduled = false;
  let stopped = false;
  const now = options.now ?? (() => performance.now());
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  /** Cards with any part in view, and since when they have been counted (null while the page is hidden). */
  const inView = new Map<Element, number | null>();
  /** Visible milliseconds per id, not yet sent. */
  const dwell = new Map<string, number>();
  const pageVisible = () => doc?.visibilityState !== 'hidden';

  function settle(card: Element, at: number): void {
    const since = inView.get(card);
    const id = card.getAttribute(attribute);
    if (since === undefined || since === null || !id) return;
    dwell.set(id, (dwell.get(id) ?? 0) + (at - since));
  }

  /**
   * Ends the current period: counts every card in view up to now and sends the exposed cards' times.
   * Counting resumes only when the page is shown again (pagehide comes before visibilitychange, while
   * the page still says visible: the time between the two is not a read).
   */
  function sendDwell(): void {
    const at = now();
    for (const card of inView.keys()) {
      settle(card, at);
      inView.set(card, null);
    }
    const ids = [...reported].filter((id) => Math.round(dwell.get(id) ?? 0) > 0);
    if (ids.length > 0) {
      tracker.track(BEHAVIOR.exposureDwell, {
        tid: ids.join(TID_SEPARATOR),
        [DWELL_FIELD]: ids.map((id) => Math.round(dwell.get(id) ?? 0)),
      });
    }
    for (const id of ids) dwell.delete(id);
  }

  function onVisibility(): void {
    if (pageVisible()) {
      const at = now();
      for (const card of inView.keys()) inView.set(card, at);
      return;
    }
    flush();
    sendDwell();
    tracker.flush();
  }

  function onPageHide(): void {
    flush();
    sendDwell();
    tracker.flush();
  }

  const visibility = new IO(
    (entries) => {
      const at = now();
      for (const entry of entries) {
        if (entry.isIntersecting) {
          if (!inView.has(entry.target)) inView.set(entry.target, pageVisible() ? at : null);
        } else if (inView.has(entry.target)) {
          settle(entry.target, at);
          inView.delete(entry.target);
        }
      }
    },
    { threshold: 0 },
  );
  doc?.addEventListener('visibilitychange', onVisibility);
  win?.addEventListener('pagehide', onPageHide);

  function flush(): void {
    scheduled = false;
    if (pending.length === 0) return;
    const tid = pending.join(TID_SEPARATOR);
    pending = [];
    tracker.track(BEHAVIOR.exposure, { tid });
  }

  const intersections = new IO(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < EXPOSURE_MIN_RATIO) continue;
        intersections.unobserve(entry.target);
        const id = entry.target.getAttribute(attribute);
        if (!id || reported.has(id)) continue;
        reported.add(id);
        pending.push(id);
      }
      if (pending.length > 0 && !scheduled && !stopped) {
        scheduled = true;
        void Promise.resolve().then(flush);
      }
    },
    { threshold: EXPOSURE_THRESHOLD },
  );

  function watch(node: Node): void {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const cards = element.hasAttribute(attribute) ? [element] : [];
    cards.push(...Array.from(element.querySelectorAll(`[${attribute}]`)));
    for (const card of cards) {
      const id = card.getAttribute(attribute);
      if (id && !reported.has(id)) intersections.observe(card);
      if (id) visibility.observe(card);
    }
  }

  const mutations = MO
    ? new MO((records) => {
        for (const record of records) {
          if (record.type === 'attributes') watch(record.target);
          else record.addedNodes.forEach(watch);
        }
      })
    : null;
  mutations?.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: [attribute] });
  watch(root);

  return {
    reported,
    stop() {
      if (stopped) return;
      stopped = true;
      mutations?.disconnect();
      intersections.disconnect();
      visibility.disconnect();
      doc?.removeEventListener('visibilitychange', onVisibility);
      win?.removeEventListener('pagehide', onPageHide);
      flush();
      sendDwell();
    },
  };
}
