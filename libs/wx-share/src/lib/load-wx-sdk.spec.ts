import { loadWxSdk } from './load-wx-sdk';
import type { WxSdk } from './wx-sdk';

const fakeWx = (): WxSdk => ({
  config: jest.fn(),
  ready: jest.fn(),
  error: jest.fn(),
  updateAppMessageShareData: jest.fn(),
  updateTimelineShareData: jest.fn(),
});

function scripts(url: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === url);
}

afterEach(() => {
  delete (window as unknown as { wx?: unknown }).wx;
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('loadWxSdk', () => {
  it('adds the script once and resolves every caller with window.wx when it has run', async () => {
    const url = 'https://wx-sdk.test/once.js';
    const first = loadWxSdk(url);
    const second = loadWxSdk(url);
    expect(scripts(url)).toHaveLength(1);
    expect(scripts(url)[0].async).toBe(true);
    const wx = fakeWx();
    (window as unknown as { wx: WxSdk }).wx = wx;
    scripts(url)[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(wx);
    await expect(second).resolves.toBe(wx);
    await expect(loadWxSdk(url)).resolves.toBe(wx);
    expect(scripts(url)).toHaveLength(1);
  });

  it('rejects when the script cannot be loaded, and a later call tries again', async () => {
    const url = 'https://wx-sdk.test/broken.js';
    const attempt = loadWxSdk(url);
    scripts(url)[0].dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(`${url} could not be loaded`);
    expect(scripts(url)).toHaveLength(0);
    void loadWxSdk(url).catch(() => undefined);
    expect(scripts(url)).toHaveLength(1);
  });

  it('rejects when the script runs without defining wx', async () => {
    const url = 'https://wx-sdk.test/empty.js';
    const attempt = loadWxSdk(url);
    scripts(url)[0].dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow('loaded without defining window.wx');
  });

  it('rejects after the timeout', async () => {
    jest.useFakeTimers();
    const url = 'https://wx-sdk.test/slow.js';
    const attempt = loadWxSdk(url, 5_000);
    jest.advanceTimersByTime(4_999);
    expect(scripts(url)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(attempt).rejects.toThrow(`${url} did not load within 5000 ms`);
    expect(scripts(url)).toHaveLength(0);
  });

  it('adds no script when the SDK is already on the page, but not for a mini-program stub', async () => {
    (window as unknown as { wx: unknown }).wx = { miniProgram: { navigateTo: jest.fn() } };
    void loadWxSdk('https://wx-sdk.test/stub.js').catch(() => undefined);
    expect(scripts('https://wx-sdk.test/stub.js')).toHaveLength(1);

    const wx = fakeWx();
    (window as unknown as { wx: WxSdk }).wx = wx;
    await expect(loadWxSdk('https://wx-sdk.test/present.js')).resolves.toBe(wx);
    expect(scripts('https://wx-sdk.test/present.js')).toHaveLength(0);
  });
});
