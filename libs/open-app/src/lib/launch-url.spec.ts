import { appOpenParamsOf } from './app-open-params';
import { detectEnvironment, OWN_CLIENT_UA_MARK } from './environment';
import { appOpenQuery, wxExtinfo } from './app-open-query';
import { launchPlan } from './launch';
import { intentUrl, schemeUrl, universalLinkUrl, type AppLaunchConfig } from './launch-url';
import { chooseStrategy, type LaunchStrategy } from './strategy';

const CONFIG: AppLaunchConfig = {
  scheme: 'davmu',
  universalLinkBase: 'https://link.davmu.example/open',
  androidPackage: 'com.davmu.news',
  wxOpenAppId: 'wx0123456789abcdef',
  downloadUrl: 'https://download.davmu.example/app?from=share',
};

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iosWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN',
  androidWeChat:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN',
  miniProgram:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.44 miniProgram/wx123',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  qq: 'Mozilla/5.0 (Linux; Android 14; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 Mobile Safari/537.36 V1_AND_SQ_8.9.80_4614_YYB_D QQ/8.9.80.12440 NetType/WIFI',
  weibo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone15,2__weibo__14.1.0__iphone__os17.0)',
  ownClient: `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile ${OWN_CLIENT_UA_MARK}/3.2.0`,
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

const ARTICLE = appOpenParamsOf({
  post_id: 'aB3xK9',
  content_type: 'article',
  type: 'docDetailspage',
  content_link: '/peony/v1/content/aB3xK9',
  mp: 0,
});

describe('launch strategy per environment', () => {
  it.each<[keyof typeof UA, LaunchStrategy]>([
    ['iosSafari', 'universal-link'],
    ['iosWeChat', 'wechat-open-tag'],
    ['androidWeChat', 'wechat-open-tag'],
    ['miniProgram', 'mini-program'],
    ['androidChrome', 'intent'],
    ['androidWebView', 'scheme'],
    ['androidFirefox', 'scheme'],
    ['qq', 'guide'],
    ['weibo', 'guide'],
    ['ownClient', 'none'],
    ['desktop', 'download'],
  ])('%s → %s', (agent, strategy) => {
    expect(chooseStrategy(detectEnvironment(UA[agent]), CONFIG)).toBe(strategy);
  });

  it('falls back to the scheme where the Universal Link or the package is not configured, and to the guide in WeChat without an open-platform app id', () => {
    const bare = { ...CONFIG, universalLinkBase: null, androidPackage: null, wxOpenAppId: null };
    expect(chooseStrategy(detectEnvironment(UA.iosSafari), bare)).toBe('scheme');
    expect(chooseStrategy(detectEnvironment(UA.androidChrome), bare)).toBe('scheme');
    expect(chooseStrategy(detectEnvironment(UA.iosWeChat), bare)).toBe('guide');
  });
});

describe('launch URLs per content type', () => {
  it.each([
    [
      'article',
      {
        post_id: 'aB3xK9',
        content_type: 'article',
        type: 'docDetailspage',
        content_link: '/peony/v1/content/aB3xK9',
        mp: 0,
      },
      'stype=article&id=aB3xK9&type=docDetailspage&post_id=aB3xK9&content_link=%2Fpeony%2Fv1%2Fcontent%2FaB3xK9&mp=0',
    ],
    [
      'video',
      { post_id: 'Vd7', content_type: 'video', type: 'videoDetailspage', content_link: '/peony/v1/content/Vd7', mp: 0 },
      'stype=video&id=Vd7&type=videoDetailspage&post_id=Vd7&content_link=%2Fpeony%2Fv1%2Fcontent%2FVd7&mp=0',
    ],
    [
      'media-account svideo',
      { post_id: 'Sv1', content_type: 'svideo', type: '', content_link: '/circle/v1/content/Sv1', mp: 1 },
      'stype=svideo&id=Sv1&post_id=Sv1&content_link=%2Fcircle%2Fv1%2Fcontent%2FSv1&mp=1',
    ],
    [
      'live',
      { post_id: 'Lv2', id: 'Lv2', content_type: 'live', content_link: '', mp: 0 },
      'stype=live&id=Lv2&post_id=Lv2&mp=0',
    ],
  ])('%s', (_, item, query) => {
    const params = appOpenParamsOf(item);
    expect(appOpenQuery(params)).toBe(query);
    expect(schemeUrl(CONFIG, params)).toBe(`davmu://open?${query}`);
    expect(universalLinkUrl(CONFIG, params)).toBe(`https://link.davmu.example/open?${query}`);
    expect(intentUrl(CONFIG, params)).toBe(
      `intent://open?${query}#Intent;scheme=davmu;package=com.davmu.news;S.browser_fallback_url=${encodeURIComponent(CONFIG.downloadUrl as string)};end`,
    );
    expect(wxExtinfo(params)).toBe(query);
  });

  it('keeps the Universal Link base query and path', () => {
    expect(
      universalLinkUrl({ universalLinkBase: 'https://link.example.com/a/open?ch=share#x' }, { post_id: 'p1' }),
    ).toBe('https://link.example.com/a/open?ch=share&post_id=p1');
  });

  it('plans each strategy with its URL and the download page', () => {
    expect(launchPlan('intent', CONFIG, ARTICLE).url).toMatch(/^intent:\/\/open\?/);
    expect(launchPlan('universal-link', CONFIG, ARTICLE).url).toMatch(/^https:\/\/link\.davmu\.example\/open\?/);
    expect(launchPlan('scheme', CONFIG, ARTICLE)).toEqual({
      strategy: 'scheme',
      url: schemeUrl(CONFIG, ARTICLE),
      downloadUrl: CONFIG.downloadUrl,
    });
    expect(launchPlan('download', CONFIG, ARTICLE).url).toBe(CONFIG.downloadUrl);
    expect(launchPlan('guide', CONFIG, ARTICLE).url).toBeNull();
  });
});

describe('content fields cannot inject into a launch URL', () => {
  const hostile = appOpenParamsOf({
    post_id: 'p1',
    content_type: 'article',
    type: 'doc#Intent;scheme=evil;package=com.evil;end',
    content_link: '/x?mp=1&stype=admin;S.browser_fallback_url=https://evil.example;end',
    mp: 0,
  });

  it('encodes #, ;, & and = inside values, so no intent extra or query key is added', () => {
    const intent = intentUrl(CONFIG, hostile) as string;
    expect(intent.split('#Intent;')).toHaveLength(2);
    expect(intent.match(/;end/g)).toHaveLength(1);
    expect(intent).not.toContain('package=com.evil');
    expect(intent).not.toContain('scheme=evil');
    const query = new URLSearchParams(intent.slice('intent://open?'.length, intent.indexOf('#')));
    expect([...query.keys()]).toEqual(['stype', 'id', 'type', 'post_id', 'content_link', 'mp']);
    expect(query.get('type')).toBe('doc#Intent;scheme=evil;package=com.evil;end');
    expect(query.getAll('mp')).toEqual(['0']);
    expect(query.getAll('stype')).toEqual(['article']);
  });

  it('keeps the scheme URL and Universal Link to the six keys', () => {
    const scheme = new URL(schemeUrl(CONFIG, hostile) as string);
    expect(scheme.hash).toBe('');
    expect([...scheme.searchParams.keys()]).toEqual(['stype', 'id', 'type', 'post_id', 'content_link', 'mp']);
    const link = new URL(universalLinkUrl(CONFIG, hostile) as string);
    expect(link.hash).toBe('');
    expect(link.searchParams.getAll('mp')).toEqual(['0']);
  });

  it('refuses a scheme, package or fallback that is not well-formed', () => {
    expect(schemeUrl({ scheme: 'javascript:alert(1)//' }, ARTICLE)).toBeNull();
    expect(intentUrl({ ...CONFIG, androidPackage: 'com.a;S.x=y' }, ARTICLE)).toBeNull();
    expect(intentUrl({ ...CONFIG, downloadUrl: 'javascript:alert(1)' }, ARTICLE)).toBe(
      `intent://open?${appOpenQuery(ARTICLE)}#Intent;scheme=davmu;package=com.davmu.news;end`,
    );
    expect(universalLinkUrl({ universalLinkBase: 'javascript:alert(1)' }, ARTICLE)).toBeNull();
  });
});
