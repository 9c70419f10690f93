import { renderHook, waitFor } from '@testing-library/react';
import { useWxShare, type UseWxShareOptions } from './use-wx-share';
import type { WxShareApi } from './wx-share';
import type { WxSdk } from './wx-sdk';

// The share setup's chunk: outside WeChat it is never loaded.
const mockRuntimeLoaded = jest.fn();
jest.mock('./wx-share-runtime', () => {
  mockRuntimeLoaded();
  return jest.requireActual('./wx-share-runtime');
});

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.44';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

function setHead(title: string, description: string, image: string) {
  document.title = `${title} - 客户端分享`;
  document.head.querySelectorAll('meta').forEach((m) => m.remove());
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:image" content="${image}">`,
  );
}

function fakeWx(): jest.Mocked<WxSdk> {
  return {
    config: jest.fn(),
    ready: jest.fn((fn: () => void) => fn()),
    error: jest.fn(),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn(),
  };
}

function setup(overrides: Partial<UseWxShareOptions> = {}) {
  const wx = fakeWx();
  const loadSdk = jest.fn(async () => wx);
  const api: jest.Mocked<WxShareApi> = {
    wxSignature: jest.fn<ReturnType<WxShareApi['wxSignature']>, [string]>(async () => ({
      appId: 'wx-local-dev',
      timestamp: 1,
      nonceStr: 'n',
      signatrue: 's',
      signature: 's',
    })),
    wxShareConfig: jest.fn<ReturnType<WxShareApi['wxShareConfig']>, [string]>(async () => ({
      title: '',
      desc: '',
      link: '',
      imgUrl: '',
    })),
  };
  const initialProps: UseWxShareOptions = {
    isWeChat: true,
    sdkUrl: 'https://wx-sdk.test/jweixin.js',
    api,
    pageKey: '/news/doc/2026/11/AbCdEfGh/index.html',
    fallbackDescription: '打开APP，查看更多精彩内容',
    loadSdk,
    ...overrides,
  };
  const hook = renderHook((props: UseWxShareOptions) => useWxShare(props), { initialProps });
  return { ...hook, wx, api, loadSdk, initialProps };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/davmu/share/news/doc/2026/11/AbCdEfGh/index.html#top');
  setHead('城市更新进行时', '老街区换新颜', '/media/covers/1.png');
});

describe('useWxShare', () => {
  it('outside WeChat loads nothing (not even the setup’s code) and calls nothing', async () => {
    setUserAgent(CHROME_ANDROID);
    const server = setup({ isWeChat: false });
    const cached = setup({ isWeChat: true }); // a WeChat page a shared cache handed to another browser
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (const { loadSdk, api } of [server, cached]) {
      expect(loadSdk).not.toHaveBeenCalled();
      expect(api.wxSignature).not.toHaveBeenCalled();
      expect(api.wxShareConfig).not.toHaveBeenCalled();
    }
    expect(mockRuntimeLoaded).not.toHaveBeenCalled();
  });

  it("inside WeChat shares the page's head data, and the next page's after a client-side navigation", async () => {
    setUserAgent(WECHAT_ANDROID);
    const { wx, loadSdk, api, rerender, initialProps } = setup();
    const origin = window.location.origin;
    const first = `${origin}/davmu/share/news/doc/2026/11/AbCdEfGh/index.html`;
    await waitFor(() => expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(1));
    expect(wx.updateAppMessageShareData.mock.calls[0][0]).toMatchObject({
      title: '城市更新进行时',
      desc: '老街区换新颜',
      link: first,
      imgUrl: `${origin}/media/covers/1.png`,
    });
    expect(api.wxSignature).toHaveBeenCalledWith(first);

    window.history.pushState(null, '', '/davmu/share/news/doc/2026/11/HgFeDcBa/index.html');
    setHead('第二篇', '第二篇摘要', '/media/covers/2.png');
    rerender({ ...initialProps, pageKey: '/news/doc/2026/11/HgFeDcBa/index.html' });
    await waitFor(() => expect(wx.updateTimelineShareData).toHaveBeenCalledTimes(2));
    expect(wx.updateTimelineShareData.mock.calls[1][0]).toMatchObject({
      title: '第二篇',
      desc: '第二篇摘要',
      link: `${origin}/davmu/share/news/doc/2026/11/HgFeDcBa/index.html`,
      imgUrl: `${origin}/media/covers/2.png`,
    });
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(mockRuntimeLoaded).toHaveBeenCalledTimes(1);
  });

  it('asks the platform nothing before start-up has a token, then sets the share data once', async () => {
    setUserAgent(WECHAT_ANDROID);
    const { wx, api, rerender, initialProps } = setup({ ready: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.wxShareConfig).not.toHaveBeenCalled();
    expect(api.wxSignature).not.toHaveBeenCalled();
    rerender({ ...initialProps, ready: true });
    await waitFor(() => expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(1));
    expect(api.wxShareConfig).toHaveBeenCalledTimes(1);
  });

  it('logs a failure to the console under [wx-share] and nothing else', async () => {
    setUserAgent(WECHAT_ANDROID);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = setup({ loadSdk: jest.fn(async () => Promise.reject(new Error('could not be loaded'))) });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[wx-share] SDK load failed', new Error('could not be loaded')),
    );
    expect(api.wxSignature).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
