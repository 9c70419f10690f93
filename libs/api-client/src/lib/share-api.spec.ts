import {
  AppInfoContentSchema,
  CommentListSchema,
  DocDetailSchema,
  LiveDetailSchema,
  MediaAccountSchema,
  UserInfoSchema,
} from '@share/contract';
import {
  createTestApi,
  envelope,
  fixtureAppInfoContent,
  fixtureCommentList,
  fixtureDocDetail,
  fixtureLiveDetail,
  fixtureMediaAccount,
  fixtureUserInfo,
} from '../testing';
import { APP_DOWNLOAD_MODULE, CLIENT_ERROR_CODE } from './constants';

describe('named calls of spec §7', () => {
  it('anonymous posts appid 1 and platform mobile and reads data.token', async () => {
    const { api, fetch } = createTestApi();
    const token = await api.anonymous('device-1');
    expect(token.token).toBe('anonymous-token-1');
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: '/peony/v1/auth',
      body: { appid: 1, platform: 'mobile', device_id: 'device-1' },
    });
  });

  it('auth_login sends appid, platform, account, device_id and verify_code', async () => {
    const { api, fetch } = createTestApi();
    const answer = await api.login({ account: '13800138000', verify_code: '123456', device_id: 'd' });
    expect(answer).toMatchObject({ token: 'user-token-1', user_id: fixtureUserInfo().user_id });
    expect(fetch.calls[0].body).toEqual({
      appid: 1,
      platform: 'mobile',
      account: '13800138000',
      device_id: 'd',
      verify_code: '123456',
    });
  });

  it('auth_vcode sends tel and type 6', async () => {
    const { api, fetch } = createTestApi();
    await api.sendVerifyCode('13800138000');
    expect(fetch.calls[0].method).toBe('GET');
    expect(fetch.calls[0].url.pathname).toBe('/peony/v1/vcode');
    expect(Object.fromEntries(fetch.calls[0].url.searchParams)).toEqual({ tel: '13800138000', type: '6' });
  });

  it('auth_account takes a user id', async () => {
    const { api, fetch } = createTestApi();
    await expect(api.account('AbCdEfGh')).resolves.toEqual(fixtureUserInfo());
    expect(fetch.calls[0].path).toBe('/peony/v1/account/AbCdEfGh');
  });

  it('logout posts the revoked token in the body', async () => {
    const { api, fetch } = createTestApi();
    await api.logout('old-user-token');
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: '/peony/v1/account/logout',
      body: { token: 'old-user-token' },
    });
  });

  it('appinfo parses the JSON string of data.app_info', async () => {
    const { api } = createTestApi();
    await expect(api.appInfo()).resolves.toEqual(fixtureAppInfoContent());
  });

  it('appinfo with an unreadable app_info is a bad response', async () => {
    const { api } = createTestApi({ 'GET /peony/v1/app/info': envelope({ app_info: '{not json' }) });
    await expect(api.appInfo()).rejects.toMatchObject({ code: CLIENT_ERROR_CODE.BAD_RESPONSE });
  });

  it('getH5AppDownUrl asks for module app_download_url and reads url from the JSON', async () => {
    const { api, fetch } = createTestApi({
      'GET /peony/v1/system/static': envelope(JSON.stringify({ url: 'https://example.com/app.apk' })),
    });
    await expect(api.appDownloadUrl()).resolves.toBe('https://example.com/app.apk');
    expect(fetch.calls[0].url.searchParams.get('module')).toBe(APP_DOWNLOAD_MODULE);
  });

  it('getCWXconfig sends the url without its hash, encoded', async () => {
    const { api, fetch } = createTestApi({
      'GET /peony/v1/system/wxshare': envelope({ title: 't', desc: 'd', link: 'l', imgUrl: 'i' }),
    });
    await api.wxShareConfig('https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?x=1#top');
    expect(fetch.calls[0].url.search).toBe(
      `?path=${encodeURIComponent('https://h.example/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?x=1')}`,
    );
  });
});

describe('endpoint table calls', () => {
  it('fill path parameters, query and body from the contract', async () => {
    const { api, fetch } = createTestApi({
      'GET /peony/v1/comment/{post}/{cid}': envelope(fixtureCommentList()),
      'POST /peony/v1/collection/{id}': envelope({ is_collect: true, collect_count: 1 }),
    });
    await api.endpoints.childComments({ params: { post: 'AbCdEfGh', cid: 'HgFeDcBa' }, query: { page: 2 } });
    await api.endpoints.collect({ params: { id: 'AbCdEfGh' }, body: { type: 'add', track_id: 't', cid: 'c' } });
    expect(fetch.calls[0].url.pathname + fetch.calls[0].url.search).toBe('/peony/v1/comment/AbCdEfGh/HgFeDcBa?page=2');
    expect(fetch.calls[1]).toMatchObject({
      method: 'POST',
      path: '/peony/v1/collection/AbCdEfGh',
      body: { type: 'add', track_id: 't', cid: 'c' },
    });
  });

  it('encodes path values of the typed calls and refuses a missing one', async () => {
    const { api, fetch } = createTestApi({ 'GET /peony/v3/clue_report/topic/{name}': envelope({ ok: 1 }) });
    await api.endpoints.clueTopic({ params: { name: '城市 交通' } });
    expect(fetch.calls[0].url.pathname).toBe('/peony/v3/clue_report/topic/%E5%9F%8E%E5%B8%82%20%E4%BA%A4%E9%80%9A');
    await expect(api.endpoints.comments({ params: { id: '' } })).rejects.toThrow('missing path parameter id');
  });
});

describe('testing fixtures', () => {
  it('match the contract schemas', () => {
    expect(UserInfoSchema.parse(fixtureUserInfo())).toEqual(fixtureUserInfo());
    expect(AppInfoContentSchema.safeParse(fixtureAppInfoContent()).success).toBe(true);
    expect(DocDetailSchema.safeParse(fixtureDocDetail()).success).toBe(true);
    expect(CommentListSchema.safeParse(fixtureCommentList()).success).toBe(true);
    expect(MediaAccountSchema.safeParse(fixtureMediaAccount()).success).toBe(true);
    expect(LiveDetailSchema.safeParse(fixtureLiveDetail()).success).toBe(true);
  });
});
