import { API_CODE, linkTokenText } from '@share/contract';
import { LINK_TOKEN_KEEP_S } from './limits';
import { MSG } from './messages';
import { startTestApi, type TestApi } from './testing/test-server';

interface Token {
  token: string;
  post_id: string;
  title: string;
  content_link: string;
  share_link: string;
  share_id: string | null;
  created_at: number;
  expires_at: number;
}

describe('deferred deep link: link tokens (issue 63)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ trustProxy: 1, linkTokens: { ttlSeconds: 7200, burst: 3, perMinute: 3 } });
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, ip = '203.0.113.1') =>
    t.call<Token>('POST', '/peony/v1/link_token', { body, headers: { 'X-Forwarded-For': ip } });
  const claim = (text: string) =>
    t.call<Record<string, unknown>>('POST', '/peony/v1/link_token/claim', { body: { text } });

  it('issues 128 random bits valid two hours, and claims the 口令 text once for the content link', async () => {
    const item = t.publicIdOf('contents', 'open');
    const issued = await create({ post_id: item, env: 'android' });
    expect(issued.code).toBe(API_CODE.OK);
    expect(issued.data.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(issued.data.expires_at - issued.data.created_at).toBe(7200);
    expect(issued.data).toMatchObject({ post_id: item, title: '标题 open', share_id: null });
    const text = linkTokenText('南岭新闻', issued.data.title, issued.data.token);
    expect(text).toBe(`【南岭新闻】打开APP查看：标题 open #${issued.data.token}#`);

    expect(await claim(text)).toEqual({
      code: API_CODE.OK,
      message: MSG.ok,
      data: {
        post_id: item,
        content_type: 'article',
        content_link: `/peony/v1/content/detail/${item}`,
        share_link: issued.data.share_link,
        share_id: null,
      },
    });
    expect(await claim(text)).toEqual({ code: API_CODE.CONFLICT, message: MSG.linkTokenUsed, data: null });
  });

  it('refuses an unknown token and a text without one with 404', async () => {
    expect(await claim('【南岭新闻】打开APP查看：x #AAAAAAAAAAAAAAAAAAAAAA#')).toMatchObject({
      code: API_CODE.NOT_FOUND,
      message: MSG.linkTokenUnknown,
    });
    expect(await claim('随便一段话')).toMatchObject({ code: API_CODE.NOT_FOUND });
  });

  it('refuses an expired token with 410, and forgets it a day after', async () => {
    const issued = await create({ post_id: t.publicIdOf('contents', 'video'), env: 'ios' }, '203.0.113.2');
    t.clock.advance(7200);
    expect(await claim(issued.data.token)).toEqual({
      code: API_CODE.GONE,
      message: MSG.linkTokenExpired,
      data: null,
    });
    t.clock.advance(LINK_TOKEN_KEEP_S + 1);
    await create({ post_id: t.publicIdOf('contents', 'video'), env: 'ios' }, '203.0.113.2');
    expect(await claim(issued.data.token)).toMatchObject({ code: API_CODE.NOT_FOUND });
  });

  it('keeps no address, agent or device with a token', () => {
    const columns = (t.api.db.prepare('PRAGMA table_info(link_tokens)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(['token_hash', 'content_id', 'share_id', 'env', 'created_at', 'expires_at', 'claimed_at']);
  });

  it('limits the tokens one address creates (429), not another address', async () => {
    const item = t.publicIdOf('contents', 'open');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await create({ post_id: item, env: 'wechat' }, '198.51.100.7')).code);
    expect(answers).toEqual([0, 0, 0, API_CODE.RATE_LIMITED]);
    expect((await create({ post_id: item, env: 'wechat' }, '198.51.100.8')).code).toBe(0);
  });

  it('refuses a draft and an unknown environment class', async () => {
    expect((await create({ post_id: t.publicIdOf('contents', 'draft'), env: 'ios' }, '192.0.2.1')).code).toBe(
      API_CODE.NOT_FOUND,
    );
    expect((await create({ post_id: t.publicIdOf('contents', 'open'), env: 'Mozilla' }, '192.0.2.1')).code).toBe(
      API_CODE.INVALID,
    );
  });
});

describe('share attribution (issue 63)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  it('issues a share id on the share link and counts each step per share and per item', async () => {
    const item = t.publicIdOf('contents', 'open');
    const share = await t.call<{ share_id: string; link: string }>('POST', '/peony/v1/share', {
      body: { post_id: item },
    });
    expect(share.data.share_id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(share.data.link).toMatch(new RegExp(`/${item}/index\\.html\\?share_id=${share.data.share_id}$`));
    const shareId = share.data.share_id;
    const step = (name: string, extra: Record<string, string> = {}) =>
      t.call('POST', '/peony/v1/share/event', { query: { step: name, post_id: item, env: 'wechat', ...extra } });
    for (const name of ['view', 'view', 'open_app', 'launch', 'download']) await step(name, { share_id: shareId });
    // An old link (no share id) counts for the item only.
    await step('view');
    const issued = await t.call<Token>('POST', '/peony/v1/link_token', {
      body: { post_id: item, share_id: shareId, env: 'wechat' },
    });
    expect(issued.data.share_id).toBe(shareId);
    const claimed = await t.call<{ share_id: string }>('POST', '/peony/v1/link_token/claim', {
      body: { text: linkTokenText('南岭新闻', 't', issued.data.token) },
    });
    expect(claimed.data.share_id).toBe(shareId);

    expect((await t.call('GET', '/peony/v1/share/stats', { query: { share_id: shareId } })).data).toEqual({
      share_id: shareId,
      post_id: item,
      counts: { view: 2, open_app: 1, launch: 1, download: 1, claim: 1 },
    });
    expect((await t.call('GET', '/peony/v1/share/stats', { query: { post_id: item } })).data).toEqual({
      share_id: null,
      post_id: item,
      counts: { view: 3, open_app: 1, launch: 1, download: 1, claim: 1 },
    });
  });

  it('counts a made-up share id under the item only, and refuses an unknown step', async () => {
    const item = t.publicIdOf('contents', 'closed');
    await t.call('POST', '/peony/v1/share/event', {
      query: { step: 'view', post_id: item, env: 'ios', share_id: 'madeUpShare1' },
    });
    expect((await t.call('GET', '/peony/v1/share/stats', { query: { share_id: 'madeUpShare1' } })).code).toBe(
      API_CODE.NOT_FOUND,
    );
    expect((await t.call('GET', '/peony/v1/share/stats', { query: { post_id: item } })).data).toMatchObject({
      counts: { view: 1 },
    });
    expect(
      (await t.call('POST', '/peony/v1/share/event', { query: { step: 'claim', post_id: item, env: 'ios' } })).code,
    ).toBe(API_CODE.INVALID);
  });
});
