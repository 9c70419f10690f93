import { appInfoLaunch } from './app-info-launch';
import { isValidScheme } from './launch-url';

describe("the launch fields of the platform's app info (issue 29 point 5)", () => {
  it('reads the scheme and Android package at the top of app_info, as the platform serves them', () => {
    expect(appInfoLaunch({ scheme: 'nanling://', android_package: 'com.example.nanling' })).toEqual({
      scheme: 'nanling',
      androidPackage: 'com.example.nanling',
    });
  });

  it.each([
    ['nanling://', 'nanling'],
    ['nanling:', 'nanling'],
    ['nanling', 'nanling'],
    ['  NanLing://  ', 'nanling'],
    ['nan-ling.app+x://', 'nan-ling.app+x'],
    ['javascript://', undefined],
    ['JavaScript:', undefined],
    ['data:', undefined],
    ['https://', undefined],
    ['intent://', undefined],
    ['nanling://open', undefined],
    ['nan ling://', undefined],
    ['1nanling://', undefined],
    ['', undefined],
  ])('takes the scheme %j as %j', (scheme, expected) => {
    expect(appInfoLaunch({ scheme }).scheme).toBe(expected);
  });

  it('falls back to open_app.* for what the top level does not give, or gives unusable', () => {
    expect(
      appInfoLaunch({
        open_app: {
          scheme: 'davmu',
          android_package: 'com.davmu.share',
          universal_link: 'https://link.example.com/open',
          wx_open_app_id: 'wx0a1b2c3d4e5f6a7b',
        },
      }),
    ).toEqual({
      scheme: 'davmu',
      androidPackage: 'com.davmu.share',
      universalLinkBase: 'https://link.example.com/open',
      wxOpenAppId: 'wx0a1b2c3d4e5f6a7b',
    });
    expect(appInfoLaunch({ scheme: 'javascript://', open_app: { scheme: 'davmu' } }).scheme).toBe('davmu');
  });

  it('lets the top-level field win over its copy in open_app', () => {
    expect(
      appInfoLaunch({
        scheme: 'nanling://',
        android_package: 'com.example.nanling',
        open_app: { scheme: 'davmu', android_package: 'com.davmu.share' },
      }),
    ).toEqual({ scheme: 'nanling', androidPackage: 'com.example.nanling' });
  });

  it('leaves out what is missing or unusable, so the settings fill it in', () => {
    expect(appInfoLaunch({})).toEqual({});
    expect(
      appInfoLaunch({
        android_package: 'com.example.nanling;S.x=1',
        open_app: { universal_link: 'javascript:alert(1)', wx_open_app_id: '"><script>' },
      }),
    ).toEqual({});
  });

  it('never takes a browser scheme for an app scheme, from the settings either', () => {
    for (const scheme of ['javascript', 'data', 'vbscript', 'http', 'https', 'file', 'about', 'blob'])
      expect(isValidScheme(scheme)).toBe(false);
    expect(isValidScheme('davmu')).toBe(true);
  });
});
