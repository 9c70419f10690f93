import pino from 'pino';
import { API_CODE, LOGIN_APPID, LOGIN_PLATFORM, SMS_TYPE_LOGIN, type Envelope, type UserInfo } from '@share/contract';
import { SMS_CODE_TTL_S, SMS_MAX_REPLAYS } from './limits';
import { MSG } from './messages';
import type { SmsProvider } from './services/sms-provider';
import { FIXTURE_PASSWORD, FIXTURE_PHONE_PLAIN, FIXTURE_PHONE_WITH_PASSWORD } from './testing/fixture';
import { startTestApi, type TestApi } from './testing/test-server';

const APP = { appid: LOGIN_APPID, platform: LOGIN_PLATFORM };

describe('auth: tokens, SMS codes, login, account, logout', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  const sendCode = (tel: string, headers?: Record<string, string>) =>
    t.call('GET', '/peony/v1/vcode', { query: { tel, type: SMS_TYPE_LOGIN }, headers });
  const outboxCode = async (tel: string) =>
    (await t.call<{ code: string }>('GET', '/dev/sms-outbox', { query: { tel } })).data.code;
  const loginWith = (body: Record<string, unknown>) =>
    t.call<{ token: string; user_id: string }>('POST', '/peony/v1/auth', {
      body: { ...APP, device_id: 'd1', ...body },
    });
  const freshPhone = (() => {
    let n = 0;
    return () => `1360000${String((n += 1)).padStart(4, '0')}`;
  })();

  describe('anonymous token', () => {
    it('hands out a random token for appid 1 and platform mobile', async () => {
      const first = await t.call<{ token: string; user_id?: string }>('POST', '/peony/v1/auth', { body: APP });
      const second = await t.call<{ token: string }>('POST', '/peony/v1/auth', { body: APP });
      expect(first.code).toBe(API_CODE.OK);
      expect(first.data.token).toMatch(/^[\w-]{40,}$/);
      expect(first.data.user_id).toBeUndefined();
      expect(second.data.token).not.toBe(first.data.token);
    });

    it('stores only a hash of the token', async () => {
      const token = await t.anonymousToken();
      const rows = t.api.db.prepare('SELECT hash FROM tokens').all() as { hash: string }[];
      expect(rows.some((row) => row.hash === token)).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
    });

    it('refuses another appid or platform', async () => {
      const answer = await t.call('POST', '/peony/v1/auth', { body: { appid: 2, platform: LOGIN_PLATFORM } });
      expect(answer).toEqual({ code: API_CODE.INVALID, message: MSG.appidInvalid, data: null });
      expect((await t.call('POST', '/peony/v1/auth', { body: { appid: 1, platform: 'pc' } })).message).toBe(
        MSG.appidInvalid,
      );
    });

    it('refuses a body that is not JSON', async () => {
      const answer = await t.call('POST', '/peony/v1/auth', { body: '{oops' });
      expect(answer).toEqual({ code: API_CODE.INVALID, message: MSG.invalidJson, data: null });
    });

    it('answers a body it cannot read with its 4xx, never a 500: too large 413, another charset 415', async () => {
      const post = (body: string, contentType: string) =>
        fetch(`${t.url}/peony/v1/auth`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
      const large = await post(JSON.stringify({ appid: 1, pad: 'x'.repeat(200_000) }), 'application/json');
      expect(large.status).toBe(413);
      expect(await large.json()).toEqual({ code: API_CODE.INVALID, message: MSG.invalidJson, data: null });
      expect((await post('{}', 'application/json; charset=koi8-r')).status).toBe(415);
    });
  });

  describe('SMS codes', () => {
    it('sends 6 random digits through the provider and stores only a hash', async () => {
      const tel = freshPhone();
      const answer = await sendCode(tel);
      expect(answer).toEqual({ code: 0, message: MSG.smsSent, data: null });
      const code = await outboxCode(tel);
      expect(code).toMatch(/^\d{6}$/);
      const row = t.api.db.prepare('SELECT code_hash FROM sms_codes WHERE phone = ?').get(tel) as { code_hash: string };
      expect(row.code_hash).not.toContain(code);
    });

    it('accepts a phone with spaces and refuses numbers outside 1[3-9] plus nine digits', async () => {
      const tel = freshPhone();
      expect((await sendCode(`${tel.slice(0, 3)} ${tel.slice(3, 7)} ${tel.slice(7)}`)).code).toBe(0);
      for (const bad of ['12345678901', '1380000000', '138000000000', '2380000000a', '']) {
        expect(await sendCode(bad)).toEqual({ code: API_CODE.INVALID, message: MSG.phoneInvalid, data: null });
      }
    });

    it('only supports type 6', async () => {
      const answer = await t.call('GET', '/peony/v1/vcode', { query: { tel: freshPhone(), type: 1 } });
      expect(answer.message).toBe(MSG.smsTypeUnsupported);
    });

    it('sends once per phone per 60 s and says how long to wait', async () => {
      const tel = freshPhone();
      expect((await sendCode(tel)).code).toBe(0);
      t.clock.advance(20);
      expect(await sendCode(tel)).toEqual({ code: API_CODE.RATE_LIMITED, message: MSG.smsTooFrequent(40), data: null });
      t.clock.advance(40);
      expect((await sendCode(tel)).code).toBe(0);
    });

    it('answers the dev outbox 404 for a phone without codes', async () => {
      const answer = await t.call('GET', '/dev/sms-outbox', { query: { tel: '13999999999' } });
      expect(answer).toEqual({ code: API_CODE.NOT_FOUND, message: MSG.outboxEmpty, data: null });
    });
  });

  describe('login by SMS code', () => {
    it('creates the account on first login and answers token and public user_id', async () => {
      const tel = freshPhone();
      await sendCode(tel);
      const answer = await loginWith({ account: tel, verify_code: await outboxCode(tel) });
      expect(answer.code).toBe(0);
      expect(answer.message).toBe(MSG.loginOk);
      expect(answer.data.user_id).toHaveLength(8);
      const account = await t.call<UserInfo>('GET', `/peony/v1/account/${answer.data.user_id}`, {
        token: answer.data.token,
      });
      expect(account.data).toMatchObject({
        user_id: answer.data.user_id,
        alias: `用户${tel.slice(-4)}`,
        mobile: `${tel.slice(0, 3)}****${tel.slice(-4)}`,
      });
    });

    it('accepts the token raw or as Bearer', async () => {
      const { token, user_id } = await t.login(freshPhone());
      expect((await t.call('GET', `/peony/v1/account/${user_id}`, { token: `Bearer ${token}` })).code).toBe(0);
      expect((await t.call('GET', `/peony/v1/account/${user_id}`, { token })).code).toBe(0);
    });

    it('refuses a wrong code and voids the code after 5 wrong tries', async () => {
      const tel = freshPhone();
      await sendCode(tel);
      const code = await outboxCode(tel);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let left = 4; left >= 1; left -= 1) {
        expect(await loginWith({ account: tel, verify_code: wrong })).toEqual({
          code: API_CODE.INVALID,
          message: MSG.codeWrong(left),
          data: null,
        });
      }
      expect((await loginWith({ account: tel, verify_code: wrong })).message).toBe(MSG.codeTooManyTries);
      expect((await loginWith({ account: tel, verify_code: code })).message).toBe(MSG.codeTooManyTries);
    });

    it('refuses a code after 5 minutes', async () => {
      const tel = freshPhone();
      await sendCode(tel);
      const code = await outboxCode(tel);
      t.clock.advance(SMS_CODE_TTL_S);
      expect(await loginWith({ account: tel, verify_code: code })).toEqual({
        code: API_CODE.CONFLICT,
        message: MSG.codeExpired,
        data: null,
      });
    });

    it('uses a code once; the same device may resubmit it within 60 s (the 402 retry)', async () => {
      const tel = freshPhone();
      await sendCode(tel);
      const code = await outboxCode(tel);
      expect((await loginWith({ account: tel, verify_code: code, device_id: 'phone-a' })).code).toBe(0);
      expect((await loginWith({ account: tel, verify_code: code, device_id: 'phone-b' })).message).toBe(MSG.codeUsed);
      expect((await loginWith({ account: tel, verify_code: code, device_id: 'phone-a' })).code).toBe(0);
      t.clock.advance(61);
      expect((await loginWith({ account: tel, verify_code: code, device_id: 'phone-a' })).message).toBe(MSG.codeUsed);
    });

    it('a replay of a used code continues the same session, at most 3 times, however many arrive at once', async () => {
      const tel = freshPhone();
      await sendCode(tel);
      const code = await outboxCode(tel);
      const first = (await loginWith({ account: tel, verify_code: code, device_id: 'phone-a' })) as {
        data: { token: string };
      };
      const replays = (await Promise.all(
        Array.from({ length: 20 }, () => loginWith({ account: tel, verify_code: code, device_id: 'phone-a' })),
      )) as Array<{ code: number; message: string; data: { token: string } | null }>;
      const accepted = replays.filter((answer) => answer.code === 0);
      expect(accepted).toHaveLength(SMS_MAX_REPLAYS);
      expect(new Set(accepted.map((answer) => answer.data?.token))).toEqual(new Set([first.data.token]));
      expect(replays.filter((answer) => answer.code !== 0).every((answer) => answer.message === MSG.codeUsed)).toBe(
        true,
      );
      // Only one user token exists for that login: nothing is left to revoke.
      const tokens = t.api.db
        .prepare(
          'SELECT COUNT(*) AS n FROM tokens JOIN users ON users.id = tokens.user_id WHERE users.phone = ? AND tokens.revoked_at IS NULL',
        )
        .get(tel) as { n: number };
      expect(tokens.n).toBe(1);
    });

    it('asks for a code first, and for a secret at all', async () => {
      expect((await loginWith({ account: freshPhone(), verify_code: '123456' })).message).toBe(MSG.codeMissing);
      expect((await loginWith({ account: freshPhone() })).message).toBe(MSG.loginNeedsSecret);
      expect((await loginWith({ account: '10086', verify_code: '123456' })).message).toBe(MSG.phoneInvalid);
      // A malformed login is refused, never answered with an anonymous token.
      expect((await loginWith({ account: 13612345678, verify_code: '123456' })).message).toBe(MSG.codeMissing);
    });
  });

  describe('daily cap of codes per phone (SMS_PHONE_DAILY_CAP)', () => {
    it('sends a phone 3 codes a day at most, a minute apart, then refuses until a day has passed', async () => {
      const capped = await startTestApi({ smsPhoneDailyCap: 3 });
      try {
        const send = () =>
          capped.call('GET', '/peony/v1/vcode', { query: { tel: '13622223333', type: SMS_TYPE_LOGIN } });
        for (let i = 0; i < 3; i += 1) {
          expect((await send()).code).toBe(0);
          capped.clock.advance(61);
        }
        expect(await send()).toEqual({
          code: API_CODE.RATE_LIMITED,
          message: '该手机号今日获取验证码次数过多，请明天再试',
          data: null,
        });
        capped.clock.advance(24 * 3600 - 3 * 61);
        expect((await send()).code).toBe(0);
      } finally {
        await capped.close();
      }
    });
  });

  describe('login by password', () => {
    it('logs in an account that has a password', async () => {
      const answer = await loginWith({ account: FIXTURE_PHONE_WITH_PASSWORD, password: FIXTURE_PASSWORD });
      expect(answer.code).toBe(0);
      expect(answer.data.user_id).toBe(t.publicIdOf('users', 'u-pass'));
    });

    it('pauses password login after 5 wrong passwords in 15 minutes', async () => {
      const locked = await startTestApi();
      try {
        const attempt = (password: string) =>
          locked.call('POST', '/peony/v1/auth', { body: { ...APP, account: FIXTURE_PHONE_WITH_PASSWORD, password } });
        for (let i = 0; i < 5; i += 1) expect((await attempt('wrong')).message).toBe(MSG.passwordWrong);
        expect(await attempt(FIXTURE_PASSWORD)).toEqual({
          code: API_CODE.RATE_LIMITED,
          message: MSG.passwordLocked(15),
          data: null,
        });
        locked.clock.advance(15 * 60);
        expect((await attempt(FIXTURE_PASSWORD)).code).toBe(0);
      } finally {
        await locked.close();
      }
    });

    it('refuses a wrong password, an unknown account and an account without password', async () => {
      expect((await loginWith({ account: FIXTURE_PHONE_WITH_PASSWORD, password: 'nope' })).message).toBe(
        MSG.passwordWrong,
      );
      expect((await loginWith({ account: '13511112222', password: FIXTURE_PASSWORD })).message).toBe(MSG.passwordWrong);
      expect((await loginWith({ account: FIXTURE_PHONE_PLAIN, password: 'x' })).message).toBe(MSG.passwordWrong);
    });

    it('answers 账号或密码错误 alike for a registered phone without a password and an unknown phone', async () => {
      const registered = await loginWith({ account: FIXTURE_PHONE_PLAIN, password: 'guess' });
      const unknown = await loginWith({ account: '13711112222', password: 'guess' });
      expect(registered).toEqual({ code: API_CODE.INVALID, message: '账号或密码错误', data: null });
      expect(unknown).toEqual(registered);
    });

    describe('lockout (PASSWORD_MAX_FAILURES, PASSWORD_IP_MAX_FAILURES, PASSWORD_LOCKOUT)', () => {
      let api: TestApi;
      const attempt = (account: string, password: string, address = '203.0.113.7') =>
        api.call('POST', '/peony/v1/auth', {
          body: { ...APP, account, password },
          headers: { 'X-Forwarded-For': address },
        });
      beforeEach(async () => {
        api = await startTestApi({ trustProxy: 1, passwordLimit: { perPhone: 3, perAddress: 5, lockoutSeconds: 600 } });
      });
      afterEach(() => api.close());

      it('locks a phone, registered or not, for 10 minutes after 3 wrong passwords, from any address', async () => {
        for (const [phone, address] of [
          [FIXTURE_PHONE_WITH_PASSWORD, '203.0.113.7'],
          ['13711113333', '203.0.113.8'],
        ]) {
          for (let i = 0; i < 3; i += 1)
            expect((await attempt(phone, 'wrong', address)).message).toBe(MSG.passwordWrong);
        }
        const locked = {
          code: API_CODE.RATE_LIMITED,
          message: '密码错误次数过多，请10分钟后再试或使用验证码登录',
          data: null,
        };
        expect(await attempt(FIXTURE_PHONE_WITH_PASSWORD, FIXTURE_PASSWORD, '198.51.100.9')).toEqual(locked);
        expect(await attempt('13711113333', 'wrong', '198.51.100.9')).toEqual(locked);
        api.clock.advance(599);
        expect(await attempt(FIXTURE_PHONE_WITH_PASSWORD, FIXTURE_PASSWORD)).toEqual(locked);
        api.clock.advance(1);
        expect((await attempt(FIXTURE_PHONE_WITH_PASSWORD, FIXTURE_PASSWORD)).code).toBe(0);
      });

      it('locks an address after 5 wrong passwords on any phones; other addresses go on', async () => {
        for (let i = 0; i < 5; i += 1) expect((await attempt(`1371111000${i}`, 'wrong')).code).toBe(API_CODE.INVALID);
        expect((await attempt(FIXTURE_PHONE_WITH_PASSWORD, FIXTURE_PASSWORD)).code).toBe(API_CODE.RATE_LIMITED);
        expect((await attempt(FIXTURE_PHONE_WITH_PASSWORD, FIXTURE_PASSWORD, '198.51.100.9')).code).toBe(0);
        api.clock.advance(600);
        expect((await attempt(FIXTURE_PHONE_WITH_PASSWORD, FIXTURE_PASSWORD)).code).toBe(0);
      });
    });
  });

  describe('account fetch and the 402 rule', () => {
    it('answers 402 twice after a login of a phone ending in 0402, then the profile', async () => {
      const { token, user_id } = await t.login('13800000402');
      const fetchAccount = () => t.call<UserInfo>('GET', `/peony/v1/account/${user_id}`, { token });
      expect(await fetchAccount()).toEqual({
        code: API_CODE.ACCOUNT_NOT_READY,
        message: MSG.profileNotReady,
        data: null,
      });
      // The client's retry resubmits the login; that does not reset the count.
      await t.login('13800000402');
      expect((await fetchAccount()).code).toBe(API_CODE.ACCOUNT_NOT_READY);
      expect((await fetchAccount()).code).toBe(0);
      expect((await fetchAccount()).code).toBe(0);
      // A later login starts over.
      await t.login('13800000402');
      expect((await fetchAccount()).code).toBe(API_CODE.ACCOUNT_NOT_READY);
    });

    it('always answers 402 for a phone ending in 9402', async () => {
      const { token, user_id } = await t.login('13800009402');
      for (let i = 0; i < 5; i += 1) {
        expect((await t.call('GET', `/peony/v1/account/${user_id}`, { token })).code).toBe(API_CODE.ACCOUNT_NOT_READY);
      }
    });

    it('needs a user token and only shows one’s own account', async () => {
      const own = await t.login(freshPhone());
      const other = t.publicIdOf('users', 'u-plain');
      expect(await t.call('GET', `/peony/v1/account/${own.user_id}`)).toEqual({
        code: API_CODE.LOGIN_REQUIRED,
        message: MSG.loginRequired,
        data: null,
      });
      expect(
        (await t.call('GET', `/peony/v1/account/${own.user_id}`, { token: await t.anonymousToken() })).message,
      ).toBe(MSG.loginRequired);
      expect((await t.call('GET', `/peony/v1/account/${other}`, { token: own.token })).code).toBe(API_CODE.FORBIDDEN);
      expect((await t.call('GET', '/peony/v1/account/not-an-id', { token: own.token })).message).toBe(MSG.invalidId);
    });

    it('updates alias and avatar, refusing a blank alias', async () => {
      const { token } = await t.login(freshPhone());
      const answer = await t.call<UserInfo>('POST', '/peony/v1/account', { token, body: { alias: '新名字' } });
      expect(answer.data.alias).toBe('新名字');
      expect((await t.call('POST', '/peony/v1/account', { token, body: { alias: '  ' } })).code).toBe(API_CODE.INVALID);
    });

    it('lists invite records of the inviter', async () => {
      const { token } = await t
        .call<{ token: string }>('POST', '/peony/v1/auth', {
          body: { ...APP, account: FIXTURE_PHONE_WITH_PASSWORD, password: FIXTURE_PASSWORD },
        })
        .then((answer) => answer.data);
      const answer = await t.call<{ list: { alias: string }[]; count: number }>('GET', '/peony/v1/invite/record', {
        token,
      });
      expect(answer.data.count).toBe(1);
      expect(answer.data.list[0].alias).toBe('无密码');
    });
  });

  describe('token expiry and logout', () => {
    it('refuses an expired user token with its own message', async () => {
      const { token, user_id } = await t.login(freshPhone());
      t.clock.advance(t.api.context.tokenTtlSeconds);
      expect(await t.call('GET', `/peony/v1/account/${user_id}`, { token })).toEqual({
        code: API_CODE.LOGIN_REQUIRED,
        message: MSG.tokenExpired,
        data: null,
      });
    });

    it('revokes the header token on logout', async () => {
      const { token, user_id } = await t.login(freshPhone());
      expect(await t.call('POST', '/peony/v1/account/logout', { token })).toEqual({
        code: 0,
        message: MSG.logoutOk,
        data: null,
      });
      expect((await t.call('GET', `/peony/v1/account/${user_id}`, { token })).message).toBe(MSG.loginRequired);
    });

    it('revokes a user token given in the body while the header carries the new anonymous token', async () => {
      const { token, user_id } = await t.login(freshPhone());
      const anonymous = await t.anonymousToken();
      expect((await t.call('POST', '/peony/v1/account/logout', { token: anonymous, body: { token } })).code).toBe(0);
      expect((await t.call('GET', `/peony/v1/account/${user_id}`, { token })).code).toBe(API_CODE.LOGIN_REQUIRED);
    });
  });
});

describe('auth: per-address hourly cap and proxies', () => {
  const sender = (t: TestApi) => (tel: string, forwardedFor?: string) =>
    t.call<Envelope<null>>('GET', '/peony/v1/vcode', {
      query: { tel, type: SMS_TYPE_LOGIN },
      headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
    });

  it('caps sends per address per hour, counting the socket address when no proxy is trusted', async () => {
    const t = await startTestApi({ smsIpHourlyCap: 2, trustProxy: 0 });
    try {
      const send = sender(t);
      expect((await send('13500000001', '1.1.1.1')).code).toBe(0);
      expect((await send('13500000002', '2.2.2.2')).code).toBe(0);
      // Forwarded addresses are ignored: all three came from 127.0.0.1.
      expect(await send('13500000003', '3.3.3.3')).toEqual({
        code: API_CODE.RATE_LIMITED,
        message: MSG.smsIpCap,
        data: null,
      });
      t.clock.advance(3600);
      expect((await send('13500000003', '3.3.3.3')).code).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('by default trusts no proxy: a client on this machine cannot choose its address (issue 52: 30/30 accepted)', async () => {
    const t = await startTestApi({ smsIpHourlyCap: 10 });
    try {
      const send = sender(t);
      const answers = [];
      for (let i = 0; i < 30; i++)
        answers.push((await send(`135000001${String(i).padStart(2, '0')}`, `203.0.113.${i}`)).code);
      expect(answers.filter((code) => code === 0)).toHaveLength(10);
      expect(answers.slice(10).every((code) => code === API_CODE.RATE_LIMITED)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('behind the site alone (TRUST_PROXY=1) counts the address the site appended, not what the client wrote', async () => {
    const t = await startTestApi({ smsIpHourlyCap: 1, trustProxy: 1 });
    try {
      const send = sender(t);
      // Two visitors behind the same site each get their own count.
      expect((await send('13500000001', '203.0.113.1')).code).toBe(0);
      expect((await send('13500000002', '203.0.113.2')).code).toBe(0);
      expect((await send('13500000003', '203.0.113.1')).message).toBe(MSG.smsIpCap);
      // What a visitor puts before the site's entry changes nothing.
      expect((await send('13500000004', '198.51.100.9, 203.0.113.2')).message).toBe(MSG.smsIpCap);
    } finally {
      await t.close();
    }
  });

  it('behind nginx and the site (TRUST_PROXY=2) counts the visitor nginx saw, not nginx', async () => {
    const t = await startTestApi({ smsIpHourlyCap: 1, trustProxy: 2 });
    try {
      const send = sender(t);
      // nginx writes the visitor's address; the site appends nginx's (172.18.0.2).
      expect((await send('13500000001', '203.0.113.1, 172.18.0.2')).code).toBe(0);
      // Another visitor through the same nginx is not refused (issue 52: one visitor blocked everyone).
      expect((await send('13500000002', '203.0.113.2, 172.18.0.2')).code).toBe(0);
      expect((await send('13500000003', '203.0.113.1, 172.18.0.2')).message).toBe(MSG.smsIpCap);
      // A client-sent X-Forwarded-For before the trusted hops changes nothing.
      expect((await send('13500000004', '9.9.9.9, 203.0.113.1, 172.18.0.2')).message).toBe(MSG.smsIpCap);
    } finally {
      await t.close();
    }
  });

  it('trusts the listed proxy addresses only', async () => {
    const t = await startTestApi({ smsIpHourlyCap: 1, trustProxy: ['loopback', '172.18.0.0/16'] });
    try {
      const send = sender(t);
      expect((await send('13500000001', '203.0.113.1, 172.18.0.2')).code).toBe(0);
      expect((await send('13500000002', '203.0.113.2, 172.18.0.2')).code).toBe(0);
      expect((await send('13500000003', '9.9.9.9, 203.0.113.1, 172.18.0.2')).message).toBe(MSG.smsIpCap);
    } finally {
      await t.close();
    }
  });

  it('reports a provider failure and lets the phone try again at once', async () => {
    let fail = true;
    const provider: SmsProvider = {
      name: 'flaky',
      send: async () => {
        if (fail) throw new Error('gateway down');
      },
    };
    const t = await startTestApi({ smsProvider: provider });
    try {
      const send = () => t.call('GET', '/peony/v1/vcode', { query: { tel: '13500000009', type: SMS_TYPE_LOGIN } });
      expect(await send()).toEqual({ code: API_CODE.SERVER_ERROR, message: MSG.smsProviderFailed, data: null });
      fail = false;
      expect((await send()).code).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('auth: the request log', () => {
  it('keeps a phone number in the query only masked (138****8000); the dev SMS line is the SMS itself', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const t = await startTestApi({ logger });
    try {
      await t.login('13800138000');
      const requests = lines
        .filter((line) => line['msg'] === 'request completed')
        .map((line) => (line['req'] as { url: string }).url);
      expect(requests).toEqual(
        expect.arrayContaining([
          `/peony/v1/vcode?tel=138****8000&type=${SMS_TYPE_LOGIN}`,
          '/dev/sms-outbox?tel=138****8000',
        ]),
      );
      const withPhone = lines.filter((line) => JSON.stringify(line).includes('13800138000'));
      expect(withPhone.map((line) => line['msg'])).toEqual(['dev sms: login code']);
    } finally {
      await t.close();
    }
  });
});
