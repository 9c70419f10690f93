import { DEVICE_META_STORAGE_KEY } from './constants';
import { createDeferredTracker } from './deferred-tracker';
import { createTracker, type Tracker } from './tracker';
import { ANDROID_UA, fakeBeacon, nextTick, setUserAgent } from './tracking-test-kit';

const NOW = Date.UTC(2026, 2, 15, 4, 0, 0, 750);
const USER_ID = '0b7c6f5e-2d1a-4c3b-9e8f-7a6b5c4d3e2f';

/** What every event of this browser says about the device and the screen. */
const DEVICE = {
  device_type: 'Android',
  device_os: 'Android 14',
  user_id: USER_ID,
  screen_width: window.screen.width,
  screen_height: window.screen.height,
  language: navigator.language,
};

/** A beacon chunk that arrives when the test says so. */
function deferredBeacon(now: () => number) {
  const beacon = fakeBeacon();
  let arrive: (tracker: Tracker) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<Tracker>((resolve) => {
        arrive = resolve;
      }),
  );
  const deliver = async () => {
    arrive(createTracker({ sendBeacon: beacon.sendBeacon, now }));
    await nextTick();
  };
  return { beacon, load, deliver };
}

describe('the deferred tracker: events raised before the beacon’s chunk arrives', () => {
  let clock: number;
  const now = () => clock;

  beforeEach(() => {
    clock = NOW;
    setUserAgent(ANDROID_UA);
    localStorage.clear();
    localStorage.setItem(
      DEVICE_META_STORAGE_KEY,
      JSON.stringify({ device_type: 'Android', device_os: 'Android 14', user_id: USER_ID }),
    );
    window.history.replaceState(null, '', '/');
  });

  it('sends them when it arrives, in order, as raised (time, address, fields) and grouped as they would have been', async () => {
    const { beacon, load, deliver } = deferredBeacon(now);
    const tracker = createDeferredTracker(load, now);
    window.history.replaceState(null, '', '/davmu/share/content/a1?from=feed#comments');
    tracker.track('exposure', { tid: 'A1|B2' });
    tracker.track('read', { tid: 'C3', content_type: 'article' });
    await nextTick();
    clock = NOW + 3_400;
    window.history.pushState(null, '', '/davmu/share/content/c3');
    tracker.track('read_finish', { tid: 'C3', content_type: 'article', duration: 3, percent: 40 });
    tracker.flush();
    tracker.track('exposure_dwell', { tid: 'A1', visible_ms: [1_200] });
    await nextTick();

    expect(load).toHaveBeenCalledTimes(1);
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
    clock = NOW + 60_000;
    await deliver();

    const first = {
      ...DEVICE,
      url: 'http://localhost/davmu/share/content/a1?from=feed',
      referrer: '',
      timestamp: Math.floor(NOW / 1000),
      version: 1,
      terminal: 'wap',
    };
    const later = {
      ...DEVICE,
      url: 'http://localhost/davmu/share/content/c3',
      referrer: '',
      timestamp: Math.floor((NOW + 3_400) / 1000),
      version: 1,
      terminal: 'wap',
    };
    expect((await beacon.settled()).map((sent) => sent.body)).toEqual([
      [
        { ...first, tid: 'A1|B2', behavior: 'exposure' },
        { ...first, content_type: 'article', tid: 'C3', behavior: 'read' },
      ],
      { ...later, content_type: 'article', duration: 3, percent: 40, tid: 'C3', behavior: 'read_finish' },
      { ...later, visible_ms: [1_200], tid: 'A1', behavior: 'exposure_dwell' },
    ]);
    // The same bytes the beacon sends for an event raised when it is loaded: same keys, same order.
    const direct = fakeBeacon();
    clock = NOW;
    window.history.replaceState(null, '', '/davmu/share/content/a1?from=feed');
    createTracker({ sendBeacon: direct.sendBeacon, now }).track('read', { tid: 'C3', content_type: 'article' });
    await nextTick();
    const [queued] = await beacon.settled();
    const [sent] = await direct.settled();
    expect(JSON.stringify((queued.body as unknown[])[1])).toBe(JSON.stringify(sent.body));
  });

  it('hands the events raised once it has arrived straight to the beacon', async () => {
    const { beacon, load, deliver } = deferredBeacon(now);
    const tracker = createDeferredTracker(load, now);
    const loaded = tracker.load();
    await deliver();
    await loaded;
    clock = NOW + 5_000;
    tracker.track('open_app', { tid: 'C3', strategy: 'scheme', source: 'banner' });
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
    await nextTick();
    expect(await beacon.events()).toEqual([
      {
        ...DEVICE,
        url: 'http://localhost/',
        referrer: '',
        strategy: 'scheme',
        source: 'banner',
        timestamp: Math.floor((NOW + 5_000) / 1000),
        version: 1,
        terminal: 'wap',
        tid: 'C3',
        behavior: 'open_app',
      },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is ready for a page about to be left once the beacon has arrived, and sends what waited', async () => {
    const { beacon, load, deliver } = deferredBeacon(now);
    const tracker = createDeferredTracker(load, now);
    let ready = false;
    void tracker.ready().then(() => (ready = true));
    expect(load).toHaveBeenCalledTimes(1);
    tracker.track('open_app', { tid: 'C3', strategy: 'universal-link', source: 'dialog' });
    await nextTick();
    expect(ready).toBe(false);
    await deliver();
    expect(ready).toBe(true);
    expect((await beacon.events()).map((event) => event['behavior'])).toEqual(['open_app']);
    // Loaded: ready at once.
    await expect(tracker.ready()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is ready (no longer worth waiting for) when the chunk fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tracker = createDeferredTracker(() => Promise.reject(new TypeError('Failed to fetch')), now);
    await expect(tracker.ready()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('tracking: the tracker did not load', new TypeError('Failed to fetch'));
    warn.mockRestore();
  });

  it('loads the beacon once, on the first event or load()', async () => {
    const { load } = deferredBeacon(now);
    const tracker = createDeferredTracker(load, now);
    expect(load).not.toHaveBeenCalled();
    tracker.track('read', { tid: 'a' });
    tracker.track('read', { tid: 'b' });
    void tracker.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the events when the chunk fails to load, and loads it again for the next event', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const beacon = fakeBeacon();
    const load = jest
      .fn<Promise<Tracker>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => createTracker({ sendBeacon: beacon.sendBeacon, now }));
    const tracker = createDeferredTracker(load, now);
    tracker.track('read', { tid: 'a' });
    await nextTick();
    expect(warn).toHaveBeenCalledWith(
      'tracking: the tracker did not load',
      new TypeError('Failed to fetch dynamically imported module'),
    );
    tracker.track('read_finish', { tid: 'a', duration: 1, percent: 100 });
    await nextTick();
    expect(load).toHaveBeenCalledTimes(2);
    expect((await beacon.events()).map((event) => [event['behavior'], event['tid']])).toEqual([
      ['read', 'a'],
      ['read_finish', 'a'],
    ]);
    warn.mockRestore();
  });

  it('hands each event’s onError to the beacon', async () => {
    const onError = jest.fn();
    const failing = createTracker({
      sendBeacon: () => false,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
      now,
      log: jest.fn(),
    });
    const tracker = createDeferredTracker(async () => failing, now);
    tracker.track('read_finish', { tid: 'a', duration: 1, percent: 10 }, { onError });
    await nextTick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).toHaveBeenCalledWith(new TypeError('Failed to fetch'));
  });
});
