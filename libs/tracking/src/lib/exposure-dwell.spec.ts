import { BEHAVIOR, DWELL_FIELD, EXPOSURE_ATTRIBUTE } from './constants';
import { createExposureTracker, type ExposureTracker } from './exposure';
import type { Tracker, TrackFields } from './tracker';
import { FakeIntersectionObserver, nextTick } from './tracking-test-kit';

function card(id: string): HTMLElement {
  const element = document.createElement('a');
  element.setAttribute(EXPOSURE_ATTRIBUTE, id);
  return element;
}

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('exposure dwell: one event with each exposed card’s visible time on hide or leave', () => {
  let root: HTMLElement;
  let calls: { behavior: string; fields: TrackFields }[];
  let flushes: number;
  let tracker: Tracker;
  let exposure: ExposureTracker | undefined;
  let clock: number;

  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    root = document.createElement('main');
    document.body.replaceChildren(root);
    calls = [];
    flushes = 0;
    clock = 1_000;
    tracker = {
      track: (behavior, fields) => calls.push({ behavior, fields }),
      flush: () => (flushes += 1),
      ready: () => Promise.resolve(),
    };
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    exposure?.stop();
    exposure = undefined;
  });

  /** [dwell observer (threshold 0), exposure observer (threshold 1)]. */
  function start(): [FakeIntersectionObserver, FakeIntersectionObserver] {
    exposure = createExposureTracker({
      tracker,
      root,
      now: () => clock,
      IntersectionObserver: FakeIntersectionObserver as unknown as typeof IntersectionObserver,
    });
    const [dwellIo, exposureIo] = FakeIntersectionObserver.instances;
    expect(dwellIo.options).toEqual({ threshold: 0 });
    return [dwellIo, exposureIo];
  }

  const dwellEvents = () => calls.filter((call) => call.behavior === BEHAVIOR.exposureDwell);

  it('names the event exposure_dwell with tid and visible_ms', () => {
    expect(BEHAVIOR.exposureDwell).toBe('exposure_dwell');
    expect(DWELL_FIELD).toBe('visible_ms');
  });

  it('keeps the once-per-card exposure event and, when the page is hidden, sends the visible times once', async () => {
    const [a, b, c] = [card('a'), card('b'), card('c')];
    root.append(a, b, c);
    const [dwellIo, exposureIo] = start();
    dwellIo.show([a, b, c], 0.5);
    exposureIo.show([a, b]);
    await nextTick();
    expect(calls).toEqual([{ behavior: 'exposure', fields: { tid: 'a|b' } }]);
    clock += 400;
    dwellIo.show([b], 0); // b left the view after 400 ms
    clock += 2_600;
    setVisibility('hidden');
    // c was in view but never fully: not exposed, so not in the dwell event.
    expect(dwellEvents()).toEqual([{ behavior: 'exposure_dwell', fields: { tid: 'a|b', visible_ms: [3_000, 400] } }]);
    expect(flushes).toBeGreaterThan(0);
    // Hidden time does not count; a second hide (pagehide) sends only what is new.
    clock += 10_000;
    window.dispatchEvent(new Event('pagehide'));
    expect(dwellEvents()).toHaveLength(1);
    setVisibility('visible');
    clock += 500;
    window.dispatchEvent(new Event('pagehide'));
    expect(dwellEvents()[1]).toEqual({ behavior: 'exposure_dwell', fields: { tid: 'a', visible_ms: [500] } });
    expect(calls.filter((call) => call.behavior === 'exposure')).toHaveLength(1);
  });

  it('sends one event when the page is left: pagehide, then visibilitychange to hidden', async () => {
    const a = card('a');
    root.append(a);
    const [dwellIo, exposureIo] = start();
    dwellIo.show([a], 1);
    exposureIo.show([a]);
    await nextTick();
    clock += 2_000;
    window.dispatchEvent(new Event('pagehide'));
    clock += 5;
    setVisibility('hidden');
    expect(dwellEvents()).toEqual([{ behavior: 'exposure_dwell', fields: { tid: 'a', visible_ms: [2_000] } }]);
  });

  it('sends the times when the page is left within the site (stop)', async () => {
    const a = card('a');
    root.append(a);
    const [dwellIo, exposureIo] = start();
    dwellIo.show([a], 1);
    exposureIo.show([a]);
    await nextTick();
    clock += 1_250;
    exposure?.stop();
    expect(dwellEvents()).toEqual([{ behavior: 'exposure_dwell', fields: { tid: 'a', visible_ms: [1_250] } }]);
  });
});
