import { Suspense, use, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useHydrating } from '../use-hydrating/use-hydrating';
import { markFulfilled } from '../lazy-component/settled-promise';

/** The attribute that marks a deferred section in the server HTML. */
export const DEFERRED_HYDRATION_ATTRIBUTE = 'data-deferred-hydration';
/** How far below (or above) the viewport a section starts hydrating. */
export const DEFERRED_HYDRATION_MARGIN = '100px 0px';
/** The first events of a tap, a click, a key or a focus: each hydrates the section it lands in at once. */
export const DEFERRED_HYDRATION_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

// Per page load: a section's gate opens once and stays open.
const opened = new Set<string>();
const gates = new Map<string, Gate>();
let observer: IntersectionObserver | null = null;
let listening = false;

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
function onInput(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const section = target?.closest(`[${DEFERRED_HYDRATION_ATTRIBUTE}]`);
  const id = section?.getAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
  if (id && !opened.has(id)) openGate(id);
}

function watch(id: string): void {
  if (!listening) {
    listening = true;
    for (const type of DEFERRED_HYDRATION_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
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
function HydrationGate({ id, onShown, children }: { id: string; onShown: (shown: boolean) => void; children: ReactNode }) {
  const hydrating = useHydrating();
  // A section that waited keeps calling use() on its gate, settled by then (it returns at once):
  // React expects a component that suspended on use() to call it again in the renders that follow.
  if (gates.has(id) || (hydrating && mustWait(id))) use(gateOf(id).promise);
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
export function DeferredHydration({ children }: { children: ReactNode }) {
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
        <HydrationGate id={id} onShown={setShown}>
          {current}
        </HydrationGate>
      </Suspense>
    ),
    [id, current],
  );
  const attributes = { [DEFERRED_HYDRATION_ATTRIBUTE]: id };
  return <div {...attributes}>{section}</div>;
}
