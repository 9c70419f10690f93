/**
 * The root README's "Trying it out", walked against the API started as `npm start` starts it. It
 * lives in the docs project, not platform-api's, so a README edit reruns the docs checks only, never
 * platform-api's dependents (the browser and deployment tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_CODE, LIVE_STATUS, LOGIN_APPID, LOGIN_PLATFORM, SMS_TYPE_LOGIN } from '@share/contract';
// The API's own starter, shared with its tests: the docs project depends on platform-api on purpose.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startApiProcess, type ApiProcess } from '../../../apps/platform-api/src/testing/api-process';

const root = path.resolve(__dirname, '../../..');

describe('README "Trying it out" against the API as npm start runs it', () => {
  const steps = (() => {
    const text = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const start = text.indexOf('## Trying it out');
    return text.slice(start, text.indexOf('\n## ', start + 1));
  })();
  const API = 'http://localhost:3333';
  let api: ApiProcess;
  let base = '';

  beforeAll(async () => {
    api = await startApiProcess((env) =>
      expect(env).toMatchObject({ NODE_ENV: 'production', DEMO: '1', SMS_PROVIDER: 'dev', TRUST_PROXY: '1' }),
    );
    base = api.base;
  }, 120_000);

  afterAll(() => api?.stop());

  const call = async <T>(method: string, route: string, body?: unknown, token?: string) => {
    const response = await fetch(new URL(route.replace(API, ''), base), {
      method,
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { code: number; message: string; data: T };
  };
  const sendCode = (tel: string) => call('GET', `/peony/v1/vcode?tel=${tel}&type=${SMS_TYPE_LOGIN}`);
  const login = (fields: Record<string, string>) =>
    call<{ token: string; user_id: string }>('POST', '/peony/v1/auth', {
      appid: LOGIN_APPID,
      platform: LOGIN_PLATFORM,
      device_id: 'readme',
      ...fields,
    });
  /** Logs in with the code the README says where to find. */
  const loginWithCode = async (tel: string) => {
    expect((await sendCode(tel)).code).toBe(API_CODE.OK);
    const outbox = /GET (http:\/\/localhost:3333\/dev\/sms-outbox\?tel=)PHONE/.exec(steps)?.[1] ?? '';
    expect(outbox).not.toBe('');
    const { data } = await call<{ code: string }>('GET', `${outbox}${tel}`);
    expect(data.code).toMatch(/^\d{6}$/);
    // "the code is in the reference API's log" (read from its pipe, which may trail the answer a little)
    for (let waited = 0; !api.log().includes(data.code) && waited < 3000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.log()).toContain(data.code);
    const answer = await login({ account: tel, verify_code: data.code });
    expect(answer.code).toBe(API_CODE.OK);
    return answer.data;
  };

  it('phone login: the code is in the log and in the outbox; the demo accounts take the password', async () => {
    await loginWithCode('13700001234');
    const password = /the password `([^`]+)`/.exec(steps)?.[1] ?? '';
    const accounts = [...(/Demo accounts\s+`(\d{11})` and `(\d{11})`/.exec(steps) ?? [])].slice(1);
    expect(accounts).toHaveLength(2);
    for (const account of accounts) expect((await login({ account, password })).code).toBe(API_CODE.OK);
  });

  it('the account fetch answers 402 twice after login for phones ending in 0402, always for 9402', async () => {
    expect(steps).toContain(
      '402 twice after login for phones ending in `0402`, and always for\n  phones ending in `9402`',
    );
    const once = await loginWithCode('13700000402');
    const fetchOnce = () => call('GET', `/peony/v1/account/${once.user_id}`, undefined, once.token);
    expect([(await fetchOnce()).code, (await fetchOnce()).code, (await fetchOnce()).code]).toEqual([
      API_CODE.ACCOUNT_NOT_READY,
      API_CODE.ACCOUNT_NOT_READY,
      API_CODE.OK,
    ]);
    const always = await loginWithCode('13700009402');
    for (let i = 0; i < 4; i += 1) {
      expect((await call('GET', `/peony/v1/account/${always.user_id}`, undefined, always.token)).code).toBe(
        API_CODE.ACCOUNT_NOT_READY,
      );
    }
  });

  it('live rooms: a live room plays a live HLS stream; the schedule call makes a room upcoming', async () => {
    const [, method, address, body] =
      /`(POST) (http:\/\/localhost:3333\/dev\/live\/\{id\}\/schedule)`\s+with `(\{[^`]+\})`/.exec(steps) ?? [];
    expect(method).toBe('POST');
    // A room's id: the folder before index.html in its address.
    const groups = (await call<{ list: { id: string }[] }>('GET', '/peony/v1/group')).data.list;
    const ids = new Set<string>();
    for (const group of groups) {
      const list = (
        await call<{ list: { content_type: string; share_link: string }[] }>(
          'GET',
          `/peony/v1/content?gid=${group.id}&pagesize=50`,
        )
      ).data.list;
      for (const item of list) {
        if (!['live', 'local_live'].includes(item.content_type)) continue;
        expect(item.share_link).toMatch(/^\/davmu\/share\/news\/local_live\/.+\/index\.html$/);
        ids.add(item.share_link.split('/').at(-2) ?? '');
      }
    }
    const rooms = await Promise.all(
      [...ids].map(
        async (id) =>
          (await call<{ status: number; playlists: { play_url: string }[] }>('GET', `/peony/v3/live/room/${id}`)).data,
      ),
    );
    const live = rooms.filter((room) => room.status === LIVE_STATUS.LIVE);
    expect(live.length).toBeGreaterThan(0);
    for (const room of live) {
      const playlist = await fetch(new URL(room.playlists[0].play_url, base));
      expect(playlist.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
      const text = await playlist.text();
      expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:');
      expect(text).not.toContain('#EXT-X-ENDLIST');
    }

    const id = [...ids][0];
    const scheduled = await call<{ status: number; start_time: number }>(
      method,
      address.replace('{id}', id),
      JSON.parse(body),
    );
    expect(scheduled.code).toBe(API_CODE.OK);
    expect(scheduled.data.status).toBe(LIVE_STATUS.UPCOMING);
    expect((await call<{ status: number }>('GET', `/peony/v3/live/info/${id}`)).data.status).toBe(LIVE_STATUS.UPCOMING);
  });
});
