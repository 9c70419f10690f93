import { createTestApi, envelope, MockResponse, type MockAnswer } from '@share/api-client/testing';
import { markWxOpenTagReady } from '@share/open-app';
import { WX_JS_API_LIST } from './constants';
import { createWxShare, signingUrl, type WxShareLog } from './wx-share';
import type { WxConfig, WxSdk, WxShareData } from './wx-sdk';

jest.mock('@share/open-app', () => ({ ...jest.requireActual('@share/open-app'), markWxOpenTagReady: jest.fn() }));
const readyForOpenTag = markWxOpenTagReady as jest.Mock;

const LANDING = 'https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?from=timeline#top';
const LANDING_SIGNED = 'https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?from=timeline';
const NEXT = 'https://h.example/davmu/share/news/doc/2026/11/HgFeDcBa/index.html';

const PAGE: WxShareData = {
  title: '城市更新进行时',
  desc: '老街区换新颜',
  link: LANDING_SIGNED,
  imgUrl: 'https://h.example/media/covers/1.png',
};

const SIGNING = {
  appId: 'wx-local-dev',
  timestamp: 1_780_000_000,
  nonceStr: 'a1b2c3d4',
  signatrue: 'misspelled-field',
  signature: 'plain-field',
};

/** A stand-in for jweixin 1.6: config is verified a moment later (or refused), ready runs at once once verified. */
function fakeWx({ refuse = false, manual = false }: { refuse?: boolean; manual?: boolean } = {}) {
  let state: 'pending' | 'ready' | 'refused' = 'pending';
  const readyQueue: Array<() => void> = [];
  const errorQueue: Array<(result: unknown) => void> = [];
  const verify = () => {
    state = refuse ? 'refused' : 'ready';
    if (refuse) errorQueue.splice(0).forEach((fn) => fn({ errMsg: 'config:invalid signature' }));
    else readyQueue.splice(0).forEach((fn) => fn());
  };
  const wx = {
    /** Finishes the verification of a `manual` fake. */
    verify,
    config: jest.fn((config: WxConfig) => {
      void config;
      state = 'pending';
      if (!manual) setTimeout(verify, 0);
    }),
    ready: jest.fn((fn: () => void) => (state === 'ready' ? fn() : readyQueue.push(fn))),
    error: jest.fn((fn: (result: unknown) => void) =>
      state === 'refused' ? fn({ errMsg: 'config:invalid signature' }) : errorQueue.push(fn),
    ),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn(),
  };
  return wx satisfies WxSdk;
}

function setup({
  routes = {},
  isIOS = false,
  wx = fakeWx(),
  loadSdk,
}: { routes?: Record<string, MockAnswer>; isIOS?: boolean; wx?: ReturnType<typeof fakeWx>; loadSdk?: jest.Mock } = {}) {
  const { api, fetch } = createTestApi({
    'GET /peony/v1/system/wx_signature': envelope(SIGNING),
    'GET /peony/v1/system/wxshare': envelope({ title: '', desc: '', link: '', imgUrl: '' }),
    ...routes,
  });
  const log = jest.fn<void, Parameters<WxShareLog>>();
  const load = loadSdk ?? jest.fn(async () => wx);
  const share = createWxShare({
    sdkUrl: 'https://wx-sdk.test/jweixin.js',
    api,
    isIOS,
    landingUrl: LANDING,
    loadSdk: load,
    log,
  });
  const calls = (path: string) => fetch.calls.filter((c) => c.path === path);
  return {
    share,
    wx,
    log,
    load,
    fetch,
    signings: () => calls('/peony/v1/system/wx_signature'),
    shareConfigs: () => calls('/peony/v1/system/wxshare'),
  };
}

describe('share setup inside WeChat (spec §4)', () => {
  it('configures the SDK with debug off, the allowed APIs and the misspelled signature field', async () => {
    const { share, wx, load, signings } = setup();
    await share.share(LANDING, PAGE);
    expect(load).toHaveBeenCalledWith('https://wx-sdk.test/jweixin.js');
    expect(signings().map((c) => c.url.searchParams.get('url'))).toEqual([LANDING_SIGNED]);
    expect(wx.config).toHaveBeenCalledTimes(1);
    expect(wx.config.mock.calls[0][0]).toEqual({
      debug: false,
      appId: 'wx-local-dev',
      timestamp: 1_780_000_000,
      nonceStr: 'a1b2c3d4',
      signature: 'misspelled-field',
      jsApiList: [
        'updateAppMessageShareData',
        'updateTimelineShareData',
        'launchApplication',
        'launchMiniProgram',
        'chooseImage',
      ],
      openTagList: ['wx-open-launch-app'],
    });
    // The verified config lets the open-app buttons lay their open tag.
    expect(readyForOpenTag).toHaveBeenCalledWith();
    expect(WX_JS_API_LIST).toHaveLength(5);
  });

  it('reads the signature under `signature` when `signatrue` is missing', async () => {
    const plain: Partial<typeof SIGNING> = { ...SIGNING };
    delete plain.signatrue;
    const { share, wx } = setup({ routes: { 'GET /peony/v1/system/wx_signature': envelope(plain) } });
    await share.share(LANDING, PAGE);
    expect(wx.config.mock.calls[0][0].signature).toBe('plain-field');
  });

  it('sets the friend and timeline share data only once the config is ready', async () => {
    const { share, wx } = setup({ wx: fakeWx({ manual: true }) });
    const done = share.share(LANDING, PAGE);
    while (!wx.ready.mock.calls.length) await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
    expect(wx.updateTimelineShareData).not.toHaveBeenCalled();
    wx.verify();
    await expect(done).resolves.toEqual(PAGE);
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(PAGE));
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith(expect.objectContaining(PAGE));
    const readyAt = wx.ready.mock.invocationCallOrder[0];
    expect(wx.config.mock.invocationCallOrder[0]).toBeLessThan(readyAt);
  });

  it("lays the platform's non-empty share config (getCWXconfig, path without hash) over the page's data", async () => {
    const { share, wx, shareConfigs } = setup({
      routes: {
        'GET /peony/v1/system/wxshare': envelope({
          title: '平台标题',
          desc: '',
          link: LANDING_SIGNED,
          imgUrl: '/media/covers/platform.png',
        }),
      },
    });
    await share.share(LANDING, PAGE);
    expect(shareConfigs().map((c) => c.url.searchParams.get('path'))).toEqual([LANDING_SIGNED]);
    const expected = { ...PAGE, title: '平台标题', imgUrl: 'https://h.example/media/covers/platform.png' };
    expect(wx.updateAppMessageShareData.mock.calls[0][0]).toMatchObject(expected);
    expect(wx.updateTimelineShareData.mock.calls[0][0]).toMatchObject(expected);
  });
});

describe('failures are only logged (spec §4, §8)', () => {
  it('an SDK that does not load: logged, no signing, tried again on the next page', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('could not be loaded')).mockResolvedValue(fakeWx());
    const { share, log, signings } = setup({ loadSdk: load });
    await expect(share.share(LANDING, PAGE)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('SDK load failed', new Error('could not be loaded'));
    expect(signings()).toHaveLength(0);
    await expect(share.share(NEXT, { ...PAGE, link: NEXT })).resolves.not.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failing signing call (HTTP 500): logged, no config, no share data', async () => {
    const { share, wx, log } = setup({
      routes: { 'GET /peony/v1/system/wx_signature': new MockResponse('oops', 500) },
    });
    await expect(share.share(LANDING, PAGE)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('signing failed', expect.any(Error));
    expect(wx.config).not.toHaveBeenCalled();
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });

  it('signing data without any signature field: logged, no config', async () => {
    const unsigned: Partial<typeof SIGNING> = { ...SIGNING };
    delete unsigned.signatrue;
    delete unsigned.signature;
    const { share, wx, log } = setup({ routes: { 'GET /peony/v1/system/wx_signature': envelope(unsigned) } });
    await share.share(LANDING, PAGE);
    expect(log).toHaveBeenCalledWith('signing failed', new Error('the signing data is incomplete'));
    expect(wx.config).not.toHaveBeenCalled();
  });

  it('a config refused through wx.error: logged with its result, no share data', async () => {
    const { share, wx, log } = setup({ wx: fakeWx({ refuse: true }) });
    await expect(share.share(LANDING, PAGE)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('config failed', { errMsg: 'config:invalid signature' });
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
    expect(wx.updateTimelineShareData).not.toHaveBeenCalled();
  });

  it("a failing share config call: logged, the page's own data is shared", async () => {
    const { share, wx, log } = setup({ routes: { 'GET /peony/v1/system/wxshare': envelope(null, 'error', 500) } });
    await share.share(LANDING, PAGE);
    expect(log).toHaveBeenCalledWith('share config failed, the page data is used', expect.any(Error));
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(PAGE));
  });

  it('a share call the SDK reports as failed is logged', async () => {
    const { share, wx, log } = setup();
    await share.share(LANDING, PAGE);
    wx.updateTimelineShareData.mock.calls[0][0].fail({ errMsg: 'updateTimelineShareData:denied' });
    expect(log).toHaveBeenCalledWith('updateTimelineShareData failed', { errMsg: 'updateTimelineShareData:denied' });
  });
});

describe('signing per address after client-side navigation', () => {
  const next: WxShareData = {
    title: '第二篇',
    desc: '第二篇摘要',
    link: NEXT,
    imgUrl: 'https://h.example/media/covers/2.png',
  };

  it('Android: each new page address is signed and configured again, the same address once', async () => {
    const { share, wx, load, signings } = setup({ isIOS: false });
    await share.share(LANDING, PAGE);
    await share.share(LANDING, PAGE);
    await share.share(NEXT, next);
    expect(load).toHaveBeenCalledTimes(1);
    expect(signings().map((c) => c.url.searchParams.get('url'))).toEqual([LANDING_SIGNED, NEXT]);
    expect(wx.config).toHaveBeenCalledTimes(2);
    expect(wx.updateAppMessageShareData.mock.calls.at(-1)?.[0]).toMatchObject(next);
  });

  it('iOS: the landing address is signed once for the whole page life; the share data follows each page', async () => {
    const { share, wx, signings } = setup({ isIOS: true });
    await share.share(LANDING, PAGE);
    await share.share(NEXT, next);
    expect(signings().map((c) => c.url.searchParams.get('url'))).toEqual([LANDING_SIGNED]);
    expect(wx.config).toHaveBeenCalledTimes(1);
    expect(wx.updateAppMessageShareData.mock.calls.map((c) => c[0].link)).toEqual([LANDING_SIGNED, NEXT]);
    expect(wx.updateTimelineShareData.mock.calls.at(-1)?.[0]).toMatchObject(next);
  });

  it('the address to sign drops the hash', () => {
    expect(signingUrl(true, LANDING, NEXT)).toBe(LANDING_SIGNED);
    expect(signingUrl(false, LANDING, `${NEXT}#c`)).toBe(NEXT);
  });

  it('a page left before its data arrived does not overwrite the next one', async () => {
    const { share, wx } = setup({ isIOS: true });
    const first = share.share(LANDING, PAGE);
    const second = share.share(NEXT, next);
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toMatchObject(next);
    expect(wx.updateAppMessageShareData).toHaveBeenCalledTimes(1);
    expect(wx.updateAppMessageShareData.mock.calls[0][0]).toMatchObject(next);
  });
});
