// Exposure (spec §4, §5 "Exposure: once per card"): a content card is reported once per page life,
// when it is fully inside the visible area. Cards are the elements carrying data-exposure-id (its
// value is the post_id); a MutationObserver finds the ones added later (load-more, expanded groups),
// an IntersectionObserver with threshold 1 sees them come fully into view (the viewport, clipped by
// every scroll container around the card). The ids that come into view together leave as one event.
import { BEHAVIOR, EXPOSURE_ATTRIBUTE, EXPOSURE_MIN_RATIO, EXPOSURE_THRESHOLD, TID_SEPARATOR } from './constants';
import type { Tracker } from './tracker';

export interface ExposureOptions {
  tracker: Tracker;
  /** Where cards are looked for; defaults to document.body. */
  root?: Element;
  /** Defaults to data-exposure-id. */
  attribute?: string;
  IntersectionObserver?: typeof IntersectionObserver;
  MutationObserver?: typeof MutationObserver;
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
  const IO = options.IntersectionObserver ?? (typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver);
  const MO = options.MutationObserver ?? (typeof MutationObserver === 'undefined' ? undefined : MutationObserver);
  const root = options.root ?? (typeof document === 'undefined' ? undefined : document.body);
  if (!IO || !root) return inert;
  const { tracker } = options;
  const attribute = options.attribute ?? EXPOSURE_ATTRIBUTE;
  const reported = new Set<string>();
  let pending: string[] = [];
  let scheduled = false;
  let stopped = false;

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
      flush();
    },
  };
}
