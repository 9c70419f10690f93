import { BEHAVIOR, EXPOSURE_ATTRIBUTE, EXPOSURE_THRESHOLD } from './constants';
import { createExposureTracker, type ExposureTracker } from './exposure';
import type { Tracker } from './tracker';
import { FakeIntersectionObserver, nextTick } from './tracking-test-kit';

function card(id: string): HTMLElement {
  const element = document.createElement('a');
  element.setAttribute(EXPOSURE_ATTRIBUTE, id);
  return element;
}

describe('exposure (spec §4, §5 "Exposure: once per card")', () => {
  let root: HTMLElement;
  let calls: { behavior: string; tid: string }[];
  let tracker: Tracker;
  let exposure: ExposureTracker;

  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    root = document.createElement('main');
    document.body.replaceChildren(root);
    calls = [];
    tracker = {
      track: (behavior, { tid }) => calls.push({ behavior, tid }),
      flush: () => undefined,
      ready: () => Promise.resolve(),
    };
  });
  afterEach(() => exposure.stop());

  function start() {
    exposure = createExposureTracker({
      tracker,
      root,
      IntersectionObserver: FakeIntersectionObserver as unknown as typeof IntersectionObserver,
    });
    return FakeIntersectionObserver.latest();
  }

  it('watches cards with an IntersectionObserver at threshold 1 (fully inside the visible area)', () => {
    root.append(card('a'), document.createElement('p'));
    const io = start();
    expect(io.options).toEqual({ threshold: EXPOSURE_THRESHOLD });
    expect(io.options?.threshold).toBe(1);
    expect([...io.observed].map((el) => el.getAttribute(EXPOSURE_ATTRIBUTE))).toEqual(['a']);
  });

  it('reports the cards that come fully into view together as one event, ids joined by |', async () => {
    const cards = [card('a'), card('b'), card('c')];
    root.append(...cards);
    const io = start();
    io.show([cards[0], cards[1]]);
    await nextTick();
    expect(calls).toEqual([{ behavior: BEHAVIOR.exposure, tid: 'a|b' }]);
    expect(calls[0].behavior).toBe('exposure');
  });

  it('does not report a card only partly visible', async () => {
    const partly = card('a');
    root.append(partly);
    const io = start();
    io.show([partly], 0.6);
    await nextTick();
    expect(calls).toEqual([]);
    io.show([partly], 1);
    await nextTick();
    expect(calls).toEqual([{ behavior: 'exposure', tid: 'a' }]);
  });

  it('reports each card once per page life, even when it leaves and comes back or appears twice', async () => {
    const first = card('a');
    const twin = card('a');
    root.append(first, twin);
    const io = start();
    io.show([first]);
    await nextTick();
    io.show([first, twin]);
    await nextTick();
    expect(calls).toEqual([{ behavior: 'exposure', tid: 'a' }]);
    expect(exposure.reported).toEqual(new Set(['a']));
  });

  it('counts cards added later (load-more), found by a MutationObserver', async () => {
    root.append(card('a'));
    const io = start();
    const list = document.createElement('div');
    const later = [card('b'), card('c')];
    list.append(...later);
    root.append(list);
    await nextTick();
    expect([...io.observed].map((el) => el.getAttribute(EXPOSURE_ATTRIBUTE))).toEqual(['a', 'b', 'c']);
    io.show(later);
    await nextTick();
    expect(calls).toEqual([{ behavior: 'exposure', tid: 'b|c' }]);
  });

  it('counts an element that gets the attribute later', async () => {
    const plain = document.createElement('a');
    root.append(plain);
    const io = start();
    plain.setAttribute(EXPOSURE_ATTRIBUTE, 'z');
    await nextTick();
    io.show([plain]);
    await nextTick();
    expect(calls).toEqual([{ behavior: 'exposure', tid: 'z' }]);
  });

  it('stop() sends what is pending and stops watching', async () => {
    const a = card('a');
    root.append(a);
    const io = start();
    io.show([a]);
    exposure.stop();
    expect(calls).toEqual([{ behavior: 'exposure', tid: 'a' }]);
    expect(io.disconnected).toBe(true);
    root.append(card('b'));
    await nextTick();
    expect(io.observed.size).toBe(0);
  });

  it('does nothing where IntersectionObserver is missing', () => {
    exposure = createExposureTracker({ tracker, root, IntersectionObserver: undefined });
    expect(exposure.reported.size).toBe(0);
  });
});
