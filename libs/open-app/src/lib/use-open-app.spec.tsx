import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTracker } from '@share/tracking';
import { LINK_TOKEN_WAIT_MS, OPEN_APP_FALLBACK_MS } from './constants';
import type { AppOpenParams } from './app-open-query';
import type { LaunchRuntime } from './launch';
import { fakeRuntime, LAUNCH_CONFIG as CONFIG } from './launch-test-kit';
import { OpenAppProvider, useOpenApp, type OpenAppSource } from './use-open-app';
import { markWxOpenTagReady } from './wx-open-tag-ready';

const ITEM: AppOpenParams = { stype: 'article', id: 'p1', post_id: 'p1', mp: 0 };

// The page's tracker, which a test may replace with one whose code has not arrived yet.
jest.mock('@share/tracking', () => {
  const actual = jest.requireActual('@share/tracking');
  return { ...actual, useTracker: jest.fn(actual.useTracker) };
});

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  ownClient: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile DavmuApp/3.2.0',
};

function setAgent(ua: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

/** A tracker whose code arrives when the test says so; it records each event with whether it had arrived. */
function trackerOnItsWay() {
  const events: { behavior: string; arrived: boolean }[] = [];
  let arrived = false;
  let arrive: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    arrive = () => {
      arrived = true;
      resolve();
    };
  });
  const tracker: ReturnType<typeof useTracker> = {
    track: (behavior) => void events.push({ behavior, arrived }),
    flush: () => undefined,
    ready: () => ready,
  };
  jest.mocked(useTracker).mockReturnValue(tracker);
  return { events, arrive: () => act(async () => arrive()) };
}

/** iOS Safari (a Universal Link), a tap on 立即前往 while the tracking code is still on its way. */
async function tapBeforeTheTrackingCode() {
  setAgent(UA.iosSafari);
  const runtime = fakeRuntime();
  const tracking = trackerOnItsWay();
  renderWith(runtime);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '立即前往' }));
  });
  return { runtime, tracking };
}

function Buttons({ source = 'dialog' }: { source?: OpenAppSource }) {
  const openApp = useOpenApp();
  return (
    <>
      <div style={{ position: 'relative' }}>
        <button type="button" onClick={() => openApp.launch(ITEM, source)}>
          立即前往
        </button>
        {openApp.openTag(ITEM, source)}
      </div>
      {openApp.guideOpen ? <p role="status">guide</p> : null}
    </>
  );
}

function renderWith(runtime: LaunchRuntime, children: ReactNode = <Buttons />) {
  return render(
    <OpenAppProvider config={CONFIG} runtime={runtime}>
      {children}
    </OpenAppProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(useTracker).mockReset().mockImplementation(jest.requireActual('@share/tracking').useTracker);
  act(() => markWxOpenTagReady(false));
});

describe('useOpenApp', () => {
  it('in WeChat shows the guide until the SDK is ready, then lays the open tag with the extinfo over the button', async () => {
    setAgent(UA.wechat);
    const runtime = fakeRuntime();
    renderWith(runtime);
    expect(screen.queryByTestId('wx-open-launch-app')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即前往' }));
    expect(screen.getByRole('status').textContent).toBe('guide');
    expect(runtime.navigations).toEqual([]);

    act(() => markWxOpenTagReady());
    // The tag's code is a chunk of its own (loaded once the page is idle, here when the tag is drawn).
    const tag = await screen.findByTestId('wx-open-launch-app');
    expect(tag.getAttribute('appid')).toBe(CONFIG.wxOpenAppId);
    expect(tag.getAttribute('extinfo')).toBe('stype=article&id=p1&post_id=p1&mp=0');
  });

  it("goes to the download page on the open tag's error event", async () => {
    setAgent(UA.wechat);
    const runtime = fakeRuntime();
    act(() => markWxOpenTagReady());
    renderWith(runtime);
    fireEvent(
      await screen.findByTestId('wx-open-launch-app'),
      new CustomEvent('error', { detail: { errMsg: 'launch:fail' } }),
    );
    expect(runtime.navigations).toEqual([CONFIG.downloadUrl]);
  });

  it('launches the scheme in another Android browser and falls back after the timeout', async () => {
    jest.useFakeTimers();
    try {
      setAgent(UA.firefox);
      const runtime = fakeRuntime();
      renderWith(runtime);
      // The launch's code loads once the page is idle; a tap before that loads it itself.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '立即前往' }));
      });
      expect(runtime.navigations).toEqual(['davmu://open?stype=article&id=p1&post_id=p1&mp=0']);
      act(() => jest.advanceTimersByTime(OPEN_APP_FALLBACK_MS));
      expect(runtime.navigations).toEqual(['davmu://open?stype=article&id=p1&post_id=p1&mp=0', CONFIG.downloadUrl]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for the tracking code before a launch leaves the page, so its open_app event is not lost', async () => {
    const { runtime, tracking } = await tapBeforeTheTrackingCode();
    expect(runtime.navigations).toEqual([]);
    await tracking.arrive();
    expect(runtime.navigations).toEqual(['https://link.davmu.example/open?stype=article&id=p1&post_id=p1&mp=0']);
    expect(tracking.events).toEqual([{ behavior: 'open_app', arrived: true }]);
  });

  it('launches anyway when the tracking code takes longer than the wait', async () => {
    jest.useFakeTimers();
    try {
      const { runtime, tracking } = await tapBeforeTheTrackingCode();
      await act(async () => jest.advanceTimersByTime(LINK_TOKEN_WAIT_MS - 1));
      expect(runtime.navigations).toEqual([]);
      await act(async () => jest.advanceTimersByTime(1));
      expect(runtime.navigations).toEqual(['https://link.davmu.example/open?stype=article&id=p1&post_id=p1&mp=0']);
      expect(tracking.events).toEqual([{ behavior: 'open_app', arrived: false }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does nothing inside the platform app', () => {
    setAgent(UA.ownClient);
    const runtime = fakeRuntime();
    renderWith(runtime);
    fireEvent.click(screen.getByRole('button', { name: '立即前往' }));
    expect(runtime.navigations).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
