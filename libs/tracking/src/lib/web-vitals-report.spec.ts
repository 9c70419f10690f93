import type { Metric } from 'web-vitals';
import { BEHAVIOR } from './constants';
import { createTracker } from './tracker';
import { fakeBeacon, IPHONE_UA, nextTick, setUserAgent } from './tracking-test-kit';
import { isSampled, startWebVitals, webVitalsFields } from './web-vitals-report';

const NOW = Date.UTC(2026, 2, 15, 4, 0, 0);
const ARTICLE_IN_WECHAT = { pageType: 'doc', environment: 'wechat', sampleRate: 1 } as const;

/** A web-vitals listener that reports one metric at once, as web-vitals does when a value is final. */
const reporting =
  (metric: Pick<Metric, 'name' | 'value' | 'rating'>) =>
  (report: (metric: Metric) => void): void =>
    report({
      ...metric,
      delta: metric.value,
      id: `v5-${metric.name}`,
      entries: [],
      navigationType: 'navigate',
    } as unknown as Metric);

beforeEach(() => {
  localStorage.clear();
  setUserAgent(IPHONE_UA);
});

describe('real-user vitals', () => {
  it('sends each vital as one web_vitals event: name, value in whole ms, rating, page type, environment class', async () => {
    const beacon = fakeBeacon();
    const tracker = createTracker({ sendBeacon: beacon.sendBeacon, now: () => NOW });
    const started = startWebVitals(tracker, ARTICLE_IN_WECHAT, {
      random: () => 0.999,
      listeners: [
        reporting({ name: 'LCP', value: 1834.6, rating: 'good' }),
        reporting({ name: 'TTFB', value: 912.2, rating: 'needs-improvement' }),
      ],
    });
    expect(started).toBe(true);
    await nextTick();
    const events = await beacon.events();
    expect(events).toEqual([
      expect.objectContaining({
        behavior: 'web_vitals',
        tid: '',
        version: 1,
        terminal: 'wap',
        timestamp: NOW / 1000,
        name: 'LCP',
        value: 1835,
        rating: 'good',
        page_type: 'doc',
        environment: 'wechat',
      }),
      expect.objectContaining({
        behavior: 'web_vitals',
        tid: '',
        name: 'TTFB',
        value: 912,
        rating: 'needs-improvement',
        page_type: 'doc',
        environment: 'wechat',
      }),
    ]);
  });

  it('keeps CLS, which has no unit, to four decimals', () => {
    expect(
      webVitalsFields(
        { name: 'CLS', value: 0.123456, rating: 'needs-improvement' },
        { pageType: 'home', environment: 'other' },
      ),
    ).toEqual({
      tid: '',
      name: 'CLS',
      value: 0.1235,
      rating: 'needs-improvement',
      page_type: 'home',
      environment: 'other',
    });
    expect(
      webVitalsFields({ name: 'INP', value: 48, rating: 'good' }, { pageType: 'live-room', environment: 'mini' }),
    ).toMatchObject({ name: 'INP', value: 48, page_type: 'live-room', environment: 'mini' });
    expect(BEHAVIOR.webVitals).toBe('web_vitals');
  });

  it('sends with INP the target of the slowest interaction and its kind, so the field shows which tap is slow', async () => {
    const beacon = fakeBeacon();
    const tracker = createTracker({ sendBeacon: beacon.sendBeacon, now: () => NOW });
    startWebVitals(tracker, ARTICLE_IN_WECHAT, {
      random: () => 0,
      listeners: [
        (report) =>
          report({
            name: 'INP',
            value: 312.4,
            rating: 'needs-improvement',
            delta: 312.4,
            id: 'v5-INP',
            entries: [],
            navigationType: 'navigate',
            attribution: { interactionTarget: 'header>button.nav-toggle', interactionType: 'pointer' },
          } as unknown as Metric),
      ],
    });
    await nextTick();
    expect(await beacon.events()).toEqual([
      expect.objectContaining({
        behavior: 'web_vitals',
        name: 'INP',
        value: 312,
        rating: 'needs-improvement',
        target: 'header>button.nav-toggle',
        interaction_type: 'pointer',
        page_type: 'doc',
      }),
    ]);
    // Other vitals have no interaction; an INP whose target web-vitals could not name sends none.
    expect(
      webVitalsFields(
        { name: 'INP', value: 40, rating: 'good', attribution: { interactionTarget: '' } },
        { pageType: 'doc', environment: 'wechat' },
      ),
    ).not.toHaveProperty('target');
  });

  it('measures a visit when its draw is below the sample rate: all visits at 1, none at 0, a quarter at 0.25', () => {
    expect(isSampled(1, () => 0.9999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(0.25, () => 0.2)).toBe(true);
    expect(isSampled(0.25, () => 0.25)).toBe(false);
  });

  it('does not even listen for the vitals of a visit left out of the sample', async () => {
    const beacon = fakeBeacon();
    const tracker = createTracker({ sendBeacon: beacon.sendBeacon, now: () => NOW });
    const listen = jest.fn();
    expect(
      startWebVitals(tracker, { ...ARTICLE_IN_WECHAT, sampleRate: 0.1 }, { random: () => 0.5, listeners: [listen] }),
    ).toBe(false);
    await nextTick();
    expect(listen).not.toHaveBeenCalled();
    expect(await beacon.events()).toEqual([]);
  });
});
