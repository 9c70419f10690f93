import { detectEnvironment, isDesktopAgent, OWN_CLIENT_UA_MARK } from './environment';

const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const ANDROID_MINI =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.44 miniProgram/wx123';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const OWN_APP = `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile ${OWN_CLIENT_UA_MARK}/3.2.0`;

describe('environment detection', () => {
  it('recognises WeChat on iOS', () => {
    expect(detectEnvironment(IPHONE_WECHAT)).toMatchObject({
      isWeChat: true,
      isIOS: true,
      isAndroid: false,
      isMiniProgram: false,
      isMobile: true,
    });
  });

  it('recognises the mini-program web-view on Android', () => {
    expect(detectEnvironment(ANDROID_MINI)).toMatchObject({ isMiniProgram: true, isAndroid: true, isWeChat: true });
  });

  it("recognises the product's own client", () => {
    expect(detectEnvironment(OWN_APP).isOwnClient).toBe(true);
    expect(detectEnvironment(IPHONE_WECHAT).isOwnClient).toBe(false);
  });

  it('treats a desktop browser as desktop, and phones, crawlers and empty agents not', () => {
    expect(isDesktopAgent(DESKTOP_CHROME)).toBe(true);
    expect(isDesktopAgent(IPHONE_WECHAT)).toBe(false);
    expect(isDesktopAgent(ANDROID_MINI)).toBe(false);
    expect(isDesktopAgent(OWN_APP)).toBe(false);
    expect(isDesktopAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(false);
    expect(isDesktopAgent('facebookexternalhit/1.1')).toBe(false);
  });
});
