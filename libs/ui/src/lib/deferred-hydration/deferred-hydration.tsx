import {
  createContext,
  Suspense,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useHydrating } from '../use-hydrating/use-hydrating';
import { markFulfilled } from '../lazy-component/settled-promise';
import { inDeferredSection, TAP_REPLAY_MS, takeEarlyTap } from '../early-tap/early-tap';
import { DEFERRED_HYDRATION_ATTRIBUTE } from './attribute';

export { DEFERRED_HYDRATION_ATTRIBUTE };
/** How far below (or above) the viewport a section starts hydrating. */
export const DEFERRED_HYDRATION_MARGIN = '100px 0px';
/** The first events of a tap, a click, a key or a focus: each hydrates the section it lands in at once. */
export const DEFERRED_HYDRATION_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
] as const;

/**
 * True inside a deferred section. A lazily loaded component in it (lazyComponent) that hydration
 * reaches before its chunk has arrived waits in the section's own boundary, not in one of its own:
 * the section commits (and a tap kept on it is replayed) only once everything in it has hydrated.
 */
export const DeferredSectionContext = createContext(false);

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

// Per page load: a section's gate opens once and stays open.
const opened = new Set<string>();
const gates = new Map<string, Gate>();
let observer: IntersectionObserver | null = null;
let listening = false;
// The sections whose content has committed (hydrated, or rendered on the client).
const committed = new Set<string>();

/**
 * A tap on a button of a section that had not hydrated. React hydrates the section at once for it,
 * but when the section waits for its data or code (a list's first page, a lazy chunk) it stays
 * server HTML and React drops the event: the tap is kept and replayed once the section commits.
 */
interface PendingTap {
  sectionId: string;
  section: Element;
  button: HTMLButtonElement;
  /** The button's text and its place among the section's buttons with that text: to find it again in a section rendered anew. */
  label: string;
  index: number;
  at: number;
  event: Event;
}
let pendingTap: PendingTap | null = null;
/**
 * Whether the tap's click is still being dispatched: a section React hydrates then receives the click
 * from React. (React stops the propagation of a click it could not deliver, so no later listener
 * of ours would hear of the dispatch's end; the event's phase tells.)
 */
const inDispatch = (tap: PendingTap) => tap.event.eventPhase !== Event.NONE;

const buttonsLabelled = (section: Element, label: string) =>
  Array.from(section.querySelectorAll('button')).filter((button) => (button.textContent ?? '') === label);

function rememberTap(section: Element, sectionId: string, event: Event, target: Element | null, at: number): void {
  const button = target?.closest('button');
  // Only a button with no action of its own: a link navigates and a form's button submits without React.
  if (!button || button.type !== 'button' || button.disabled || !section.contains(button)) return;
  const label = button.textContent ?? '';
  pendingTap = {
    sectionId,
    section,
    button,
    label,
    index: buttonsLabelled(section, label).indexOf(button),
    at,
    event,
  };
}

/**
 * The button a kept tap is for in the section that just committed: its own (hydration keeps the
 * server's node), or the one with its text and place in a section rendered in place of its own.
 */
function tappedButtonIn(tap: PendingTap, sectionId: string): HTMLButtonElement | null {
  const section = sectionOf(sectionId);
  if (!section) return null;
  if (tap.button.isConnected) return section.contains(tap.button) ? tap.button : null;
  if (tap.section.isConnected) return null;
  return buttonsLabelled(section, tap.label)[tap.index] ?? null;
}

/** Replays the kept tap, if the section that just committed is where it landed. */
function replayTapIn(sectionId: string): void {
  const tap = pendingTap;
  if (!tap) return;
  if (inDispatch(tap)) {
    // Hydrated for the tap while it is dispatched: React delivers it.
    if (tap.sectionId === sectionId) pendingTap = null;
    return;
  }
  if (Date.now() - tap.at > TAP_REPLAY_MS) {
    // Too old to act on now.
    pendingTap = null;
    return;
  }
  const button = tappedButtonIn(tap, sectionId);
  if (!button) return;
  pendingTap = null;
  // After the commit, when the hydrated nodes answer to React.
  setTimeout(() => {
    if (button.isConnected && !button.disabled) button.click();
  }, 0);
}

function openGate(id: string): void {
  opened.add(id);
  const gate = gates.get(id);
  if (!gate) return;
  // use() returns at once in the synchronous hydration a tap starts.
  markFulfilled(gate.promise, undefined);
  gate.open();
}

function sectionOf(id: string): Element | null {
  for (const element of document.querySelectorAll(`[${DEFERRED_HYDRATION_ATTRIBUTE}]`)) {
    if (element.getAttribute(DEFERRED_HYDRATION_ATTRIBUTE) === id) return element;
  }
  return null;
}

// Runs before React's own listeners (those sit on the document): the section a tap, key or focus
// lands in is opened first, so React hydrates it synchronously and the event reaches its handler.
function onInput(event: Event, at = Date.now()): void {
  const target = event.target instanceof Element ? event.target : null;
  const section = target?.closest(`[${DEFERRED_HYDRATION_ATTRIBUTE}]`);
  const id = section?.getAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
  if (!section || !id) return;
  if (event.type === 'click' && !committed.has(id)) rememberTap(section, id, event, target, at);
  if (!opened.has(id)) openGate(id);
}

function watch(id: string): void {
  if (!listening) {
    listening = true;
    for (const type of DEFERRED_HYDRATION_EVENTS)
      window.addEventListener(type, onInput, { capture: true, passive: true });
    // A tap on a section before the page's code ran (the head's script kept it) is kept from here on.
    const early = takeEarlyTap(inDeferredSection);
    if (early) onInput(early.event, early.at);
  }
  const section = sectionOf(id);
  if (!section) return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const seen = entry.target.getAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
        if (seen) openGate(seen);
      }
    },
    { rootMargin: DEFERRED_HYDRATION_MARGIN },
  );
  observer.observe(section);
}

function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let open = () => undefined as void;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { promise, open };
    gates.set(id, gate);
    watch(id);
  }
  return gate;
}

/** Whether hydration leaves the section for later: only a section the server rendered, in a browser that can watch it. */
function mustWait(id: string): boolean {
  if (typeof document === 'undefined' || typeof IntersectionObserver !== 'function' || opened.has(id)) return false;
  return gates.has(id) || sectionOf(id) !== null;
}

/**
 * While the page hydrates, leaves the server HTML of its section as it is (readable, links working)
 * and hydrates it only when it comes near the viewport or a tap, key or focus lands in it. Outside
 * hydration (the server, a client render, a later update) it renders its children at once.
 */
function HydrationGate({
  id,
  onShown,
  children,
}: {
  id: string;
  onShown: (shown: boolean) => void;
  /** The section that hydrates on demand. */
  children: ReactNode;
}) {
  const hydrating = useHydrating();
  // A section that waited keeps calling use() on its gate, settled by then (it returns at once):
  // React expects a component that suspended on use() to call it again in the renders that follow.
  if (gates.has(id) || (hydrating && mustWait(id))) use(gateOf(id).promise);
  // At the commit of the section's content (inside the Suspense boundary: not while it waits).
  useLayoutEffect(() => {
    committed.add(id);
    replayTapIn(id);
  }, [id]);
  useEffect(() => onShown(true), [onShown]);
  return children;
}

/**
 * Hydrates below-the-fold sections on demand, so a phone does not pay for every list and comment
 * of a long page before it can respond. Until the section has hydrated it keeps the children it
 * hydrates with (the same element bails out of an update): a section still waiting that received
 * new children would be rendered again on the client, its server HTML replaced by the empty
 * fallback. New children open the section's gate instead, and follow once it has hydrated. Wrap it inside a memoised component
 * all the same: a section that stays dehydrated does not need the re-render.
 */
export function DeferredHydration({
  children,
}: {
  /** The section that hydrates on demand. */
  children: ReactNode;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const [firstChildren] = useState(children);
  const current = shown ? children : firstChildren;
  // New children (a comment just sent, a list's next page) are a reason to hydrate now.
  const updated = !shown && children !== firstChildren;
  useEffect(() => {
    if (updated) openGate(id);
  }, [updated, id]);
  const section = useMemo(
    () => (
      <Suspense fallback={null}>
        <DeferredSectionContext.Provider value={true}>
          <HydrationGate id={id} onShown={setShown}>
            {current}
          </HydrationGate>
        </DeferredSectionContext.Provider>
      </Suspense>
    ),
    [id, current],
  );
  const attributes = { [DEFERRED_HYDRATION_ATTRIBUTE]: id };
  return <div {...attributes}>{section}</div>;
}
