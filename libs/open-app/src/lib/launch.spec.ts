import { OPEN_APP_FALLBACK_MS } from './constants';
import { launchApp, type LaunchPlan, type LaunchRuntime } from './launch';

const DOWNLOAD = 'https://download.example/app';

function fakeRuntime() {
  const navigations: string[] = [];
  let visible = true;
  const leaveListeners = new Set<() => void>();
  const runtime: LaunchRuntime = {
    navigate: (url) => navigations.push(url),
    isVisible: () => visible,
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return {
    runtime,
    navigations,
    hide() {
      visible = false;
      leaveListeners.forEach((listener) => listener());
    },
    listeners: () => leaveListeners.size,
  };
}

const SCHEME: LaunchPlan = { strategy: 'scheme', url: 'davmu://open?post_id=p1', downloadUrl: DOWNLOAD };

describe('launchApp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes to the download page when the page is still visible 2.5 s after the scheme', async () => {
    const fake = fakeRuntime();
    const result = launchApp(SCHEME, fake.runtime);
    expect(fake.navigations).toEqual(['davmu://open?post_id=p1']);
    jest.advanceTimersByTime(OPEN_APP_FALLBACK_MS - 1);
    expect(fake.navigations).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toEqual({ strategy: 'scheme', fallback: true });
    expect(fake.navigations).toEqual(['davmu://open?post_id=p1', DOWNLOAD]);
    expect(fake.listeners()).toBe(0);
    expect(OPEN_APP_FALLBACK_MS).toBe(2500);
  });

  it('fires no fallback when the page is hidden within the timeout (the app opened)', async () => {
    const fake = fakeRuntime();
    const result = launchApp(SCHEME, fake.runtime);
    jest.advanceTimersByTime(800);
    fake.hide();
    jest.advanceTimersByTime(OPEN_APP_FALLBACK_MS * 2);
    await expect(result).resolves.toEqual({ strategy: 'scheme', fallback: false });
    expect(fake.navigations).toEqual(['davmu://open?post_id=p1']);
  });

  it('navigates to intent URLs and Universal Links once, the browser handling the fallback', async () => {
    const fake = fakeRuntime();
    await expect(
      launchApp({ strategy: 'intent', url: 'intent://open#Intent;end', downloadUrl: DOWNLOAD }, fake.runtime),
    ).resolves.toEqual({
      strategy: 'intent',
      fallback: false,
    });
    await launchApp(
      { strategy: 'universal-link', url: 'https://link.example/open', downloadUrl: DOWNLOAD },
      fake.runtime,
    );
    jest.advanceTimersByTime(OPEN_APP_FALLBACK_MS * 2);
    expect(fake.navigations).toEqual(['intent://open#Intent;end', 'https://link.example/open']);
  });

  it('goes straight to the download page when there is no launch URL', async () => {
    const fake = fakeRuntime();
    await expect(launchApp({ strategy: 'scheme', url: null, downloadUrl: DOWNLOAD }, fake.runtime)).resolves.toEqual({
      strategy: 'scheme',
      fallback: true,
    });
    expect(fake.navigations).toEqual([DOWNLOAD]);
  });
});
