import path from 'node:path';
import { readConfig } from './config';

const SECRET = 'a-secret-of-32-characters-or-more';

describe('settings', () => {
  it('defaults to 127.0.0.1:3333, ./data, development, no trusted proxy and the dev SMS provider', () => {
    const config = readConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3333,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', 'data'),
      nodeEnv: 'development',
      trustProxy: 0,
      smsProvider: 'dev',
      tokenTtlSeconds: 30 * 24 * 3600,
      smsIpHourlyCap: 10,
      chatBurst: 5,
      chatPerMinute: 30,
      chatSocketsPerToken: 10,
      chatSocketsPerAddress: 100,
      metricsPort: 9465,
      metricsHost: '127.0.0.1',
    });
  });

  it('reads the environment and refuses to send codes in production without a provider', () => {
    const config = readConfig(
      {
        PLATFORM_API_PORT: '4000',
        DATA_DIR: '/var/lib/api',
        NODE_ENV: 'production',
        TRUST_PROXY: '2',
        TOKEN_TTL: '60',
        PREVIEW_LINK_SECRET: 'a-secret-of-32-characters-or-more',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 4000,
      dataDir: '/var/lib/api',
      trustProxy: 2,
      tokenTtlSeconds: 60,
      smsProvider: 'disabled',
    });
  });

  it('PREVIEW_LINK_SECRET: required in production, at least 32 characters; elsewhere random per process', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow('PREVIEW_LINK_SECRET must be set in production');
    expect(() => readConfig({ PREVIEW_LINK_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(readConfig({ NODE_ENV: 'production', PREVIEW_LINK_SECRET: SECRET }).previewLinkSecret).toBe(SECRET);
    const [one, two] = [readConfig({}).previewLinkSecret, readConfig({}).previewLinkSecret];
    expect(one.length).toBeGreaterThanOrEqual(32);
    expect(one).not.toBe(two);
    expect(readConfig({}).previewLinkTtlSeconds).toBe(30 * 60);
    expect(readConfig({ PREVIEW_LINK_TTL: '5' }).previewLinkTtlSeconds).toBe(5);
  });

  it('DEMO keeps the demo endpoints: on outside production, off in production unless DEMO=1 (npm start)', () => {
    expect(readConfig({}).demoEndpoints).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', PREVIEW_LINK_SECRET: SECRET }).demoEndpoints).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEMO: '1', PREVIEW_LINK_SECRET: SECRET }).demoEndpoints).toBe(true);
    expect(readConfig({ DEMO: 'false' }).demoEndpoints).toBe(false);
  });

  it("reads the demo set's site origin and app ids, empty ids by default", () => {
    expect(readConfig({}).demoSettings).toEqual({ iosAppId: '', wxAppId: '', downloadUrl: '' });
    expect(
      readConfig({
        DEMO_SITE_ORIGIN: 'https://m.nanling.test',
        DEMO_IOS_APP_ID: '6443',
        DEMO_WX_APP_ID: 'wx77',
        DEMO_APP_DOWNLOAD_URL: 'https://dl.nanling.test/app',
      }).demoSettings,
    ).toEqual({
      siteOrigin: 'https://m.nanling.test',
      iosAppId: '6443',
      wxAppId: 'wx77',
      downloadUrl: 'https://dl.nanling.test/app',
    });
    expect(() => readConfig({ DEMO: 'maybe' })).toThrow('DEMO');
  });

  it('TRUST_PROXY is a count of proxies or their addresses; false trusts none, true is refused', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    // true would trust every hop, the client's own X-Forwarded-For included.
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY must be the number of proxies in front');
  });

  it('rejects malformed numbers and providers', () => {
    expect(() => readConfig({ PLATFORM_API_PORT: 'abc' })).toThrow('PLATFORM_API_PORT');
    expect(() => readConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow('SMS_PROVIDER');
  });
});
