import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { BEHAVIOR, DEVICE_META_STORAGE_KEY, EXPOSURE_ATTRIBUTE, STATS_INIT_DELAY_MS } from './constants';
import { TrackingProvider, useTracker } from './tracking-provider';
import { ANDROID_UA, FakeIntersectionObserver, fakeBeacon, nextTick, setUserAgent } from './tracking-test-kit';
import { useDetailStatistics, useRecordStatistics, type UseDetailStatisticsOptions } from './use-detail-statistics';
import { useReadingSession } from './use-reading-session';

function DetailPage(props: UseDetailStatisticsOptions) {
  useDetailStatistics(props);
  return (
    <article>
      <div data-testid="body">正文</div>
      <a href="/x" {...{ [EXPOSURE_ATTRIBUTE]: 'RelAted1' }}>
        related
      </a>
    </article>
  );
}

let beacon: ReturnType<typeof fakeBeacon>;

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 2, 15) });
  beacon = fakeBeacon();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon.sendBeacon, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
});
afterEach(() => {
  jest.useRealTimers();
});

/** The body's box: `top` px below the top of an 800 px viewport, 2000 px tall. */
function placeBody(top: number) {
  const body = document.querySelector('[data-testid="body"]') as HTMLElement;
  body.getBoundingClientRect = () => ({
    top,
    height: 2000,
    bottom: top + 2000,
    left: 0,
    right: 375,
    width: 375,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await nextTick();
  });
}

function renderPage(props: UseDetailStatisticsOptions) {
  return render(
    <TrackingProvider>
      <DetailPage body={() => document.querySelector('[data-testid="body"]')} {...props} />
    </TrackingProvider>,
  );
}

describe('detail page statistics (spec §4 "Detail page load", §9 stats init delay 1 s)', () => {
  it('reports the detail view 1 s after load, not before', async () => {
    renderPage({ postId: 'AbCdEfGh', extras: { content_type: 'article' } });
    expect(STATS_INIT_DELAY_MS).toBe(1000);
    await advance(STATS_INIT_DELAY_MS - 1);
    expect(await beacon.events()).toEqual([]);
    await advance(1);
    expect(await beacon.events()).toEqual([
      expect.objectContaining({
        behavior: BEHAVIOR.read,
        tid: 'AbCdEfGh',
        version: 1,
        terminal: 'wap',
        content_type: 'article',
      }),
    ]);
  });

  it('reads the scroll position while the page is shown and finishes on pagehide with whole seconds and the highest percent', async () => {
    const view = renderPage({ postId: 'AbCdEfGh' });
    placeBody(200);
    await advance(STATS_INIT_DELAY_MS);
    placeBody(-600); // 1400 of 2000 px seen: 70 %
    document.dispatchEvent(new Event('scroll'));
    await advance(20);
    placeBody(0); // scrolled back up: the percent stays
    document.dispatchEvent(new Event('scroll'));
    await advance(4_500);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    view.unmount();
    await advance(0);
    const finished = (await beacon.events()).filter((event) => event['behavior'] === BEHAVIOR.readFinish);
    expect(finished).toEqual([expect.objectContaining({ tid: 'AbCdEfGh', duration: 4, percent: 70 })]);
  });

  it('on a full navigation away sends read_finish by beacon inside pagehide, once, though visibilitychange follows', async () => {
    renderPage({ postId: 'AbCdEfGh' });
    placeBody(-2000);
    await advance(STATS_INIT_DELAY_MS);
    await advance(3_000);
    const sentBefore = beacon.sendBeacon.mock.calls.length;
    // Leaving for another document: pagehide, then the page turns hidden; nothing runs after that.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // The beacon left during the pagehide handler itself, not on a later tick the page may never get.
    expect(beacon.sendBeacon.mock.calls.length).toBe(sentBefore + 1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    const finished = (await beacon.events()).filter((event) => event['behavior'] === BEHAVIOR.readFinish);
    expect(finished).toEqual([expect.objectContaining({ tid: 'AbCdEfGh', duration: 3, percent: 100 })]);
  });

  it('finishes when the page is hidden, and again for a new session when it is shown again', async () => {
    renderPage({ postId: 'AbCdEfGh' });
    placeBody(-2000);
    await advance(STATS_INIT_DELAY_MS);
    await advance(2_000);
    const visibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    visibility('hidden');
    await advance(0);
    visibility('visible');
    await advance(3_000);
    visibility('hidden');
    await advance(0);
    const finished = (await beacon.events()).filter((event) => event['behavior'] === 'read_finish');
    expect(finished.map((event) => [event['duration'], event['percent']])).toEqual([
      [2, 100],
      [3, 100],
    ]);
  });

  it('ends the session of a page left in the same task as its view, the session’s code being here', async () => {
    renderPage({ postId: 'AbCdEfGh' });
    placeBody(400);
    // The tracking runtime's chunk arrives after hydration; the view is reported at 1 s and the page
    // is left at once, in the same task: an import() of the loaded chunk would resolve a task later.
    await advance(0);
    act(() => {
      jest.advanceTimersByTime(STATS_INIT_DELAY_MS);
      window.dispatchEvent(new Event('pagehide'));
    });
    await advance(0);
    const events = await beacon.events();
    expect(events.map((event) => event['behavior'])).toEqual(['read', 'read_finish']);
    expect(events[1]).toEqual(expect.objectContaining({ tid: 'AbCdEfGh', duration: 0 }));
  });

  it('the same when the page unmounts in that task (a client-side navigation)', async () => {
    const view = renderPage({ postId: 'AbCdEfGh' });
    placeBody(400);
    await advance(0);
    act(() => {
      jest.advanceTimersByTime(STATS_INIT_DELAY_MS);
      view.unmount();
    });
    await advance(5_000);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await advance(0);
    expect((await beacon.events()).map((event) => event['behavior'])).toEqual(['read', 'read_finish']);
  });

  it('finishes on client-side navigation away (the page unmounts)', async () => {
    const view = renderPage({ postId: 'AbCdEfGh' });
    placeBody(400);
    await advance(STATS_INIT_DELAY_MS + 1_000);
    view.unmount();
    await advance(0);
    expect((await beacon.events()).map((event) => event['behavior'])).toEqual(['read', 'read_finish']);
  });

  it('sends nothing before the 1 s start, even when the page is left', async () => {
    const view = renderPage({ postId: 'AbCdEfGh' });
    await advance(500);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    await advance(STATS_INIT_DELAY_MS);
    expect(await beacon.events()).toEqual([]);
  });

  it('tracks nothing in preview', async () => {
    const view = renderPage({ postId: 'AbCdEfGh', preview: true });
    await advance(STATS_INIT_DELAY_MS * 5);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    await advance(0);
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
  });

  it('shows a read-finish failure through the alert it is given', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    Object.defineProperty(window, 'fetch', { value: fetch, configurable: true, writable: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const alert = jest.fn();
    const view = renderPage({ postId: 'AbCdEfGh', alert });
    await advance(STATS_INIT_DELAY_MS);
    view.unmount();
    await act(async () => {
      await nextTick();
    });
    expect(alert).toHaveBeenCalledWith('Failed to fetch');
    // The view's failure is only logged.
    expect(warn).toHaveBeenCalledWith('tracking: events not delivered', new TypeError('Failed to fetch'));
    warn.mockRestore();
    delete (window as { fetch?: unknown }).fetch;
  });
});

describe('record page statistics', () => {
  function RecordPage({ id }: { id: string | null }) {
    useRecordStatistics(id, 'dejin');
    return <p>内容</p>;
  }

  it("report the record's view with its kind as content_type", async () => {
    render(
      <TrackingProvider>
        <RecordPage id="qDf3FdCa" />
      </TrackingProvider>,
    );
    await advance(STATS_INIT_DELAY_MS);
    expect(await beacon.events()).toEqual([
      expect.objectContaining({ behavior: BEHAVIOR.read, tid: 'qDf3FdCa', content_type: 'dejin' }),
    ]);
  });

  it('report nothing without a record (an empty page)', async () => {
    const view = render(
      <TrackingProvider>
        <RecordPage id={null} />
      </TrackingProvider>,
    );
    await advance(STATS_INIT_DELAY_MS * 5);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    await advance(0);
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
  });
});

describe('TrackingProvider', () => {
  it('reports exposure of the cards on the page, once its chunk has arrived', async () => {
    renderPage({ postId: 'AbCdEfGh', preview: true });
    expect(FakeIntersectionObserver.instances).toEqual([]);
    await advance(0);
    const card = document.querySelector(`[${EXPOSURE_ATTRIBUTE}]`) as Element;
    act(() => FakeIntersectionObserver.latest().show([card]));
    await advance(0);
    expect(await beacon.events()).toEqual([expect.objectContaining({ behavior: 'exposure', tid: 'RelAted1' })]);
  });

  it('sends the events raised before its chunk has arrived, with the time and address at which they were raised', async () => {
    setUserAgent(ANDROID_UA);
    localStorage.setItem(
      DEVICE_META_STORAGE_KEY,
      JSON.stringify({ device_type: 'Android', device_os: 'Android 14', user_id: 'u-1' }),
    );
    window.history.replaceState(null, '', '/davmu/share/content/AbCdEfGh');
    function OpenAppOnMount() {
      const tracker = useTracker();
      useEffect(() => {
        tracker.track('open_app', { tid: 'AbCdEfGh', strategy: 'scheme', source: 'banner' });
        tracker.track('open_app_guide', { tid: 'AbCdEfGh', strategy: 'guide', source: 'dialog' });
      }, [tracker]);
      return null;
    }
    render(
      <TrackingProvider>
        <OpenAppOnMount />
      </TrackingProvider>,
    );
    jest.setSystemTime(Date.UTC(2026, 2, 15) + 5_000);
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
    await advance(0);
    const moment = {
      device_type: 'Android',
      device_os: 'Android 14',
      user_id: 'u-1',
      screen_width: window.screen.width,
      screen_height: window.screen.height,
      language: navigator.language,
      url: 'http://localhost/davmu/share/content/AbCdEfGh',
      referrer: '',
    };
    const timestamp = Math.floor(Date.UTC(2026, 2, 15) / 1000);
    expect((await beacon.settled()).map((sent) => sent.body)).toEqual([
      [
        {
          ...moment,
          strategy: 'scheme',
          source: 'banner',
          timestamp,
          version: 1,
          terminal: 'wap',
          tid: 'AbCdEfGh',
          behavior: 'open_app',
        },
        {
          ...moment,
          strategy: 'guide',
          source: 'dialog',
          timestamp,
          version: 1,
          terminal: 'wap',
          tid: 'AbCdEfGh',
          behavior: 'open_app_guide',
        },
      ],
    ]);
  });

  it('when disabled (a preview) reports no exposure and drops every event', async () => {
    render(
      <TrackingProvider disabled>
        <DetailPage postId="AbCdEfGh" />
      </TrackingProvider>,
    );
    await advance(STATS_INIT_DELAY_MS * 2);
    expect(FakeIntersectionObserver.instances).toEqual([]);
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
  });
});

describe('useReadingSession', () => {
  function Reader({ enabled }: { enabled: boolean }) {
    useReadingSession({ tid: 'AbCdEfGh', enabled, extras: { content_type: 'audio' } });
    return null;
  }

  it('starts when enabled, at once, and finishes when the component unmounts', async () => {
    const view = render(
      <TrackingProvider>
        <Reader enabled={false} />
      </TrackingProvider>,
    );
    await advance(5_000);
    view.rerender(
      <TrackingProvider>
        <Reader enabled />
      </TrackingProvider>,
    );
    await advance(3_000);
    view.unmount();
    await advance(0);
    expect(await beacon.events()).toEqual([
      expect.objectContaining({ behavior: 'read_finish', tid: 'AbCdEfGh', duration: 3, content_type: 'audio' }),
    ]);
  });
});
