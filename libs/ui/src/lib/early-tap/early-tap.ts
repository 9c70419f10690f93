// A tap before the page's code. The page's scripts load after its first paint (seconds later on a
// slow phone) and until React's root exists nothing of the page listens: a tap on a button then was
// lost. The head's inline script (EARLY_TAP_SCRIPT) keeps the last one; once the page can answer it,
// it is replayed: by DeferredHydration when it landed in a section that hydrates on demand (React
// hydrates those after the page), else once the page has hydrated (replayEarlyTap). A tap once the
// root exists is React's, and ends the kept one: the visitor has acted again.
import { DEFERRED_HYDRATION_ATTRIBUTE } from '../deferred-hydration/attribute';

/** How long a tap that could not be answered yet is kept, to be replayed once it can be. */
export const TAP_REPLAY_MS = 10_000;

const EARLY_TAPS_GLOBAL = '__earlyTaps';

/** What the head's script keeps on the window. */
interface EarlyTaps {
  /** Its click listener (capture phase, on the window). */
  h: (event: Event) => void;
  /** Set when React's root is created: a tap from then on ends the kept one. */
  closed?: boolean;
  /** The last click on a button before then, and when it came. */
  last?: Event | null;
  at?: number;
}

/** The head's inline script (it runs before the first paint, before any module). */
export const EARLY_TAP_SCRIPT =
  `(function(w){var T=w.${EARLY_TAPS_GLOBAL}={h:function(e){var t=e.target;if(T.closed){T.last=null;return}` +
  `if(t&&t.closest&&t.closest('button')){T.last=e;T.at=Date.now()}}};` +
  `w.addEventListener('click',T.h,true)})(window)`;

type Holder = Record<typeof EARLY_TAPS_GLOBAL, EarlyTaps | undefined>;

const earlyTaps = (): EarlyTaps | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Holder)[EARLY_TAPS_GLOBAL];

/** React's root is about to be created (the browser entry): a tap from now on is React's. */
export function closeEarlyTaps(): void {
  const taps = earlyTaps();
  if (taps) taps.closed = true;
}

export interface EarlyTap {
  button: HTMLButtonElement;
  event: Event;
  /** When the head's script heard it (Date.now()). */
  at: number;
}

/** Whether a button is in a section that hydrates on demand: its tap is DeferredHydration's to replay. */
export const inDeferredSection = (button: Element): boolean =>
  button.closest(`[${DEFERRED_HYDRATION_ATTRIBUTE}]`) !== null;

/** The kept tap, taken (no one else replays it) when `accept` says its button is the caller's. */
export function takeEarlyTap(accept: (button: HTMLButtonElement) => boolean): EarlyTap | null {
  const taps = earlyTaps();
  const event = taps?.last;
  const button = event?.target instanceof Element ? event.target.closest('button') : null;
  if (!taps || !event || !button || !accept(button)) return null;
  taps.last = null;
  return { button, event, at: taps.at ?? Date.now() };
}

/**
 * Once the page has hydrated: replays the tap the head's script kept outside the deferred sections,
 * on a button of its own (not a form's), still on the page and enabled, heard at most TAP_REPLAY_MS
 * ago. (The script stays: from the root's creation on, a tap only ends the one it kept.)
 */
export function replayEarlyTap(): void {
  const tap = takeEarlyTap((button) => !inDeferredSection(button));
  if (!tap || Date.now() - tap.at > TAP_REPLAY_MS) return;
  const { button } = tap;
  if (button.isConnected && button.type === 'button' && !button.disabled) button.click();
}
