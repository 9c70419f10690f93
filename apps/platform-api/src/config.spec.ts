import path from 'node:path';
import { readConfig } from './config';

describe('settings', () => {
  it('defaults to 127.0.0.1:3333, ./data, development, trust in a proxy on this machine only and the dev SMS provider', () => {
    const config = readConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3333,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', 'data'),
      nodeEnv: 'development',
      trustProxy: 'loopback',
      smsProvider: 'dev',
      tokenTtlSeconds: 30 * 24 * 3600,
      smsIpHourlyCap: 10,
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
        TRUST_PROXY: 'true',
        TOKEN_TTL: '60',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 4000,
      dataDir: '/var/lib/api',
      trustProxy: true,
      tokenTtlSeconds: 60,
      smsProvider: 'disabled',
    });
  });

  it('DEMO keeps the demo endpoints: on outside production, off in production unless DEMO=1 (npm start)', () => {
    expect(readConfig({}).demoEndpoints).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).demoEndpoints).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEMO: '1' }).demoEndpoints).toBe(true);
    expect(readConfig({ DEMO: 'false' }).demoEndpoints).toBe(false);
    expect(() => readConfig({ DEMO: 'maybe' })).toThrow('DEMO');
  });

  it('TRUST_PROXY=false trusts no forwarded address', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('rejects malformed numbers and providers', () => {
    expect(() => readConfig({ PLATFORM_API_PORT: 'abc' })).toThrow('PLATFORM_API_PORT');
    expect(() => readConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow('SMS_PROVIDER');
  });
});
