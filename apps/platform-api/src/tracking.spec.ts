import { API_CODE, TRACKING_TERMINAL, TRACKING_VERSION } from '@share/contract';
import { MSG } from './messages';
import { startTestApi, type TestApi } from './testing/test-server';

const event = (behavior: string) => ({
  timestamp: 1773547200,
  version: TRACKING_VERSION,
  terminal: TRACKING_TERMINAL,
  tid: 'a|b',
  behavior,
  device_type: 'IOS',
  percent: 80,
});

describe('tracking sink and development endpoints', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  it('stores an event sent as JSON and a batch sent as a text/plain beacon, extras included', async () => {
    expect(await t.call('POST', '/tracker/log', { body: event('read') })).toEqual({
      code: 0,
      message: MSG.ok,
      data: { stored: 1 },
    });
    const beacon = await fetch(`${t.url}/tracker/log`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify([event('exposure'), event('read_finish')]),
    });
    expect(await beacon.json()).toEqual({ code: 0, message: MSG.ok, data: { stored: 2 } });
    const stored = await t.call<{ list: { event: { behavior: string; percent: number } }[] }>(
      'GET',
      '/dev/tracker-events',
    );
    expect(stored.data.list.map((row) => row.event.behavior)).toEqual(['read', 'exposure', 'read_finish']);
    expect(stored.data.list[0].event.percent).toBe(80);
  });

  it('refuses events without version 1, terminal wap or a behavior, and beacons that are not JSON', async () => {
    expect((await t.call('POST', '/tracker/log', { body: { ...event('read'), version: 2 } })).code).toBe(
      API_CODE.INVALID,
    );
    expect((await t.call('POST', '/tracker/log', { body: { ...event('read'), terminal: 'app' } })).code).toBe(
      API_CODE.INVALID,
    );
    expect((await t.call('POST', '/tracker/log', { body: { ...event(''), behavior: '' } })).code).toBe(
      API_CODE.INVALID,
    );
    const beacon = await fetch(`${t.url}/tracker/log`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'nope',
    });
    expect(await beacon.json()).toEqual({ code: API_CODE.INVALID, message: MSG.trackingInvalid, data: null });
  });
});

describe('production mode', () => {
  it('has no development endpoints and no development SMS provider', async () => {
    const t = await startTestApi({ nodeEnv: 'production', smsProvider: undefined });
    try {
      for (const path of ['/dev/sms-outbox?tel=13800000000', '/dev/tracker-events']) {
        const response = await fetch(`${t.url}${path}`);
        expect(response.status).toBe(404);
        expect(((await response.json()) as { code: number }).code).toBe(API_CODE.NOT_FOUND);
      }
      const sent = await t.call('GET', '/peony/v1/vcode', { query: { tel: '13800000000', type: 6 } });
      expect(sent).toEqual({ code: API_CODE.SERVER_ERROR, message: MSG.smsProviderFailed, data: null });
      const doc = (await (await fetch(`${t.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(doc.paths['/dev/sms-outbox']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
