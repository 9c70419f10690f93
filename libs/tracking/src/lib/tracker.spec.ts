import { TRACKING_TERMINAL, TRACKING_VERSION } from '@share/contract/browser';
import { BEHAVIOR, DEVICE_META_STORAGE_KEY, TRACKER_LOG_PATH, TRACKING_BATCH_MAX } from './constants';
import { loadDeviceMeta } from './device-meta';
import { parseUserAgent } from './user-agent';
import { createTracker, trackerUrl } from './tracker';
import { ANDROID_UA, fakeBeacon, IPHONE_UA, jsonResponse, nextTick, setUserAgent } from './tracking-test-kit';

const NOW = Date.UTC(2026, 2, 15, 4, 0, 0, 750);

beforeEach(() => {
  localStorage.clear();
  setUserAgent(IPHONE_UA);
});

describe('the tracking event (spec §3)', () => {
  it('has timestamp in seconds, version 1, terminal wap, tid, behavior, device metadata and extras', async () => {
    const beacon = fakeBeacon();
    const tracker = createTracker({ sendBeacon: beacon.sendBeacon, now: () => NOW });
    tracker.track(BEHAVIOR.readFinish, { tid: 'AbCdEfGh', duration: 12, percent: 80 });
    await nextTick();
    const [event] = await beacon.events();
    expect(event).toEqual({
      timestamp: Math.floor(NOW / 1000),
      version: 1,
      terminal: 'wap',
      tid: 'AbCdEfGh',
      behavior: 'read_finish',
      duration: 12,
      percent: 80,
      device_type: 'IOS',
      device_os: 'iOS 17.4',
      user_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      screen_width: window.screen.width,
      screen_height: window.screen.height,
      language: navigator.language,
      url: 'http://localhost/',
      referrer: '',
    });
    expect(event['version']).toBe(TRACKING_VERSION);
    expect(event['terminal']).toBe(TRACKING_TERMINAL);
  });

  it('keeps the core fields even when extras name them', async () => {
    const beacon = fakeBeacon();
    const tracker = createTracker({ sendBeacon: beacon.sendBeacon, now: () => NOW });
    tracker.track('read', { tid: 'x', version: 9, terminal: 'app', behavior: 'nope', timestamp: 1 });
    await nextTick();
    expect(await beacon.events()).toEqual([
      expect.objectContaining({ version: 1, terminal: 'wap', behavior: 'read', timestamp: Math.floor(NOW / 1000) }),
    ]);
  });

  it('keeps the generated user_id under the device-meta key, so later pages send the same one', async () => {
    const beacon = fakeBeacon();
    createTracker({ sendBeacon: beacon.sendBeacon }).track('read', { tid: 'a' });
    await nextTick();
    setUserAgent(ANDROID_UA);
    createTracker({ sendBeacon: beacon.sendBeacon }).track('read', { tid: 'b' });
    await nextTick();
    const [first, second] = await beacon.events();
    expect(second['user_id']).toBe(first['user_id']);
    expect(second).toMatchObject({ device_type: 'Android', device_os: 'Android 14' });
    expect(JSON.parse(localStorage.getItem(DEVICE_META_STORAGE_KEY) ?? '{}')).toEqual({
      device_type: 'Android',
      device_os: 'Android 14',
      user_id: first['user_id'],
    });
  });
});

describe('the beacon (spec §7: POST {stats host}/tracker/log)', () => {
  it('posts to the stats host, or to this origin when it is empty', () => {
    expect(trackerUrl('')).toBe(TRACKER_LOG_PATH);
    expect(trackerUrl('https://stats.example.com/')).toBe('https://stats.example.com/tracker/log');
  });

  it('sends the events of one tick as one batch, and a lone event as an object, as JSON on the same origin', async () => {
    const beacon = fakeBeacon();
    const tracker = createTracker({ sendBeacon: beacon.sendBeacon });
    tracker.track('exposure', { tid: 'a|b' });
    tracker.track('read', { tid: 'c' });
    await nextTick();
    tracker.track('read_finish', { tid: 'c' });
    await nextTick();
    const sent = await beacon.settled();
    expect(sent.map((s) => s.url)).toEqual(['/tracker/log', '/tracker/log']);
    expect(sent[0].type).toBe('application/json');
    expect((sent[0].body as { tid: string }[]).map((e) => e.tid)).toEqual(['a|b', 'c']);
    expect(sent[1].body).toMatchObject({ tid: 'c', behavior: 'read_finish' });
  });

  it('sends to another host as text/plain, which a beacon may carry across origins without a preflight', async () => {
    const beacon = fakeBeacon();
    createTracker({ statsHost: 'https://stats.example.com', sendBeacon: beacon.sendBeacon }).track('read', {
      tid: 'a',
    });
    await nextTick();
    const [sent] = await beacon.settled();
    expect(sent.url).toBe('https://stats.example.com/tracker/log');
    expect(sent.type).toBe('text/plain;charset=utf-8');
  });

  it('flush() sends at once, without waiting for the tick', async () => {
    const beacon = fakeBeacon();
    const tracker = createTracker({ sendBeacon: beacon.sendBeacon });
    tracker.track('read_finish', { tid: 'a' });
    tracker.flush();
    expect(beacon.sendBeacon).toHaveBeenCalledTimes(1);
    await nextTick();
    expect(beacon.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it(`splits more than ${TRACKING_BATCH_MAX} events into requests of at most ${TRACKING_BATCH_MAX}`, async () => {
    const beacon = fakeBeacon();
    const tracker = createTracker({ sendBeacon: beacon.sendBeacon });
    for (let i = 0; i < TRACKING_BATCH_MAX + 1; i += 1) tracker.track('exposure', { tid: String(i) });
    await nextTick();
    const sent = await beacon.settled();
    expect((sent[0].body as unknown[]).length).toBe(TRACKING_BATCH_MAX);
    expect(sent[1].body).toMatchObject({ tid: String(TRACKING_BATCH_MAX) });
  });

  it('falls back to fetch with keepalive when the beacon is refused or missing', async () => {
    const beacon = fakeBeacon(false);
    const fetch = jest.fn(async () => jsonResponse({ code: 0, message: 'ok', data: { stored: 1 } }));
    createTracker({ sendBeacon: beacon.sendBeacon, fetch }).track('read', { tid: 'a' });
    await nextTick();
    expect(fetch).toHaveBeenCalledWith('/tracker/log', expect.objectContaining({ method: 'POST', keepalive: true }));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toMatchObject({ tid: 'a', behavior: 'read' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends the fallback to another host without CORS (no-cors), taking its opaque answer as sent', async () => {
    const log = jest.fn();
    const fetch = jest.fn(async () => ({ type: 'opaque', ok: false, status: 0 }) as unknown as Response);
    createTracker({ statsHost: 'https://stats.example.com', sendBeacon: () => false, fetch, log }).track('read', {
      tid: 'a',
    });
    await nextTick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledWith(
      'https://stats.example.com/tracker/log',
      expect.objectContaining({
        mode: 'no-cors',
        keepalive: true,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      }),
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('never throws: failures are logged, or handed to the event’s onError', async () => {
    const log = jest.fn();
    const onError = jest.fn();
    const fetch = jest.fn(async () => jsonResponse({ code: 400, message: '参数错误', data: null }));
    const tracker = createTracker({ sendBeacon: () => false, fetch, log });
    expect(() => tracker.track('read', { tid: 'a' })).not.toThrow();
    tracker.track('read_finish', { tid: 'a' }, { onError });
    await nextTick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).toHaveBeenCalledWith(new Error('参数错误'));
    expect(log).toHaveBeenCalledWith('tracking: events not delivered', new Error('参数错误'));

    const broken = createTracker({
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      log,
    });
    expect(() => broken.track('read', { tid: 'b' })).not.toThrow();
    await nextTick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenLastCalledWith('tracking: events not delivered', new TypeError('Failed to fetch'));
  });
});

describe('device metadata from the user agent', () => {
  it.each([
    [IPHONE_UA, 'IOS', 'iOS 17.4'],
    [ANDROID_UA, 'Android', 'Android 14'],
    ['Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00) AppleWebKit/537.36', 'Android', 'HarmonyOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0', 'Other', 'Windows'],
    ['', 'Other', 'Other'],
  ])('%s is %s, %s', (ua, type, os) => {
    expect(parseUserAgent(ua)).toMatchObject({ deviceType: type });
    expect(loadDeviceMeta(null, ua)).toMatchObject({ device_type: type, device_os: os });
  });
});
