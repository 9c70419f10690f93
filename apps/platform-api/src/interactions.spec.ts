import { API_CODE, COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE, type Comment, type CommentList } from '@share/contract';
import { MSG } from './messages';
import { startTestApi, type TestApi } from './testing/test-server';

describe('comments, stars, collect and follow', () => {
  let t: TestApi;
  let user: { token: string; user_id: string };
  let anonymous: string;
  let open: string;
  let mpDoc: string;
  beforeAll(async () => {
    t = await startTestApi();
    user = await t.login('13600001234');
    anonymous = await t.anonymousToken();
    open = t.publicIdOf('contents', 'open');
    mpDoc = t.publicIdOf('contents', 'mp-doc');
  });
  afterAll(() => t.close());

  const comment = (id: string, body: Record<string, unknown>, token = user.token, family = 'peony') =>
    t.call<Comment>('POST', `/${family}/v1/comment/${id}`, { token, body });

  describe('posting comments', () => {
    it('needs a user token: none, anonymous and unknown tokens are refused', async () => {
      const refusal = { code: API_CODE.LOGIN_REQUIRED, message: MSG.loginRequired, data: null };
      expect(await t.call('POST', `/peony/v1/comment/${open}`, { body: { content: '你好' } })).toEqual(refusal);
      expect(await comment(open, { content: '你好' }, anonymous)).toEqual(refusal);
      expect(await comment(open, { content: '你好' }, 'made-up-token')).toEqual(refusal);
    });

    it('refuses blank and over-long content', async () => {
      expect(await comment(open, { content: '  \n ' })).toEqual({
        code: API_CODE.INVALID,
        message: MSG.commentEmpty,
        data: null,
      });
      expect(await comment(open, {})).toEqual({ code: API_CODE.INVALID, message: '评论不能为空～', data: null });
      const tooLong = await comment(open, { content: '长'.repeat(COMMENT_MAX_LENGTH + 1) });
      expect(tooLong).toEqual({ code: API_CODE.INVALID, message: MSG.commentTooLong(COMMENT_MAX_LENGTH), data: null });
      expect((await comment(open, { content: '长'.repeat(COMMENT_MAX_LENGTH) })).code).toBe(0);
    });

    it('refuses content whose comments are closed by either switch', async () => {
      for (const key of ['closed', 'switch-off']) {
        expect(await comment(t.publicIdOf('contents', key), { content: '你好' })).toEqual({
          code: API_CODE.CONFLICT,
          message: '评论已关闭～',
          data: null,
        });
      }
    });

    it('refuses unpublished content, bad ids and media-account content on /peony', async () => {
      expect((await comment(t.publicIdOf('contents', 'draft'), { content: '你好' })).code).toBe(API_CODE.NOT_FOUND);
      expect(await comment('abc', { content: '你好' })).toEqual({
        code: API_CODE.INVALID,
        message: MSG.invalidId,
        data: null,
      });
      expect((await comment(mpDoc, { content: '你好' })).message).toBe(MSG.contentNotFound);
    });

    it('stores a comment and answers it as a level-1 comment of the user', async () => {
      const answer = await comment(open, { content: ' 说得好 ', comment_type: 1, track_id: 'x' });
      expect(answer.code).toBe(0);
      expect(answer.message).toBe(MSG.commentOk);
      expect(answer.data).toMatchObject({
        content: '说得好',
        level: 1,
        comment_type: 1,
        owner_user_id: user.user_id,
        reply_alias: '',
        parent_id: '',
        replys: [],
      });
    });

    it('stores a reply with the reply-target fields, threaded under the top-level comment', async () => {
      const c1 = t.publicIdOf('comments', 'c1');
      const c1r = t.publicIdOf('comments', 'c1r');
      const author = t.publicIdOf('users', 'u-pass');
      // Replying to a reply keeps the thread two levels deep.
      const answer = await comment(open, {
        content: '同意',
        comment_type: 2,
        parent_id: c1r,
        target_user_id: author,
        target_user_alias: '有密码',
      });
      expect(answer.data).toMatchObject({
        level: 2,
        comment_type: 2,
        parent_id: c1,
        target_user_id: author,
        reply_alias: '有密码',
      });
      const children = await t.call<CommentList>('GET', `/peony/v1/comment/${open}/${c1}`);
      expect(children.data.comments.map((child) => child.content)).toEqual(['回复第一条', '同意']);
      expect(children.data.count).toBe(2);
    });

    it('refuses a reply without a target in the same content', async () => {
      expect((await comment(open, { content: '同意', comment_type: 2 })).message).toBe(MSG.replyTargetMissing);
      const other = t.publicIdOf('comments', 'c-mp');
      expect((await comment(open, { content: '同意', comment_type: 2, parent_id: other })).message).toBe(
        MSG.replyTargetMissing,
      );
      expect((await comment(open, { content: '同意', comment_type: 7 })).message).toBe(MSG.commentTypeInvalid);
    });

    it('takes media-account comments through /guzzle only', async () => {
      const answer = await comment(mpDoc, { content: '媒体号评论', comment_type: 1 }, user.token, 'guzzle');
      expect(answer.code).toBe(0);
      const list = await t.call<CommentList>('GET', `/guzzle/v1/comment/${mpDoc}`);
      expect(list.data.comments[0].content).toBe('媒体号评论');
      expect((await comment(open, { content: '你好' }, user.token, 'guzzle')).message).toBe(MSG.contentNotFound);
      expect((await t.call('GET', `/peony/v1/comment/${mpDoc}`)).code).toBe(API_CODE.NOT_FOUND);
    });
  });

  describe('listing comments', () => {
    it('pages top-level comments newest first, 10 a page from page 1, with the count', async () => {
      const paging = await startTestApi();
      try {
        const poster = await paging.login('13600005555');
        const id = paging.publicIdOf('contents', 'open');
        for (let i = 1; i <= 12; i += 1) {
          paging.clock.advance(1);
          await paging.call('POST', `/peony/v1/comment/${id}`, { token: poster.token, body: { content: `第${i}条` } });
        }
        const first = await paging.call<CommentList>('GET', `/peony/v1/comment/${id}`);
        expect(first.data.size).toBe(COMMENTS_PAGE_SIZE);
        expect(first.data.page).toBe(1);
        expect(first.data.count).toBe(13);
        expect(first.data.comments).toHaveLength(10);
        expect(first.data.comments[0].content).toBe('第12条');
        const second = await paging.call<CommentList>('GET', `/peony/v1/comment/${id}`, { query: { page: 2 } });
        expect(second.data.comments.map((c) => c.content)).toEqual(['第2条', '第1条', '第一条评论']);
        expect(second.data.comments[2].replys[0]).toMatchObject({
          content: '回复第一条',
          level: 2,
          reply_alias: '无密码',
        });
        expect((await paging.call('GET', `/peony/v1/comment/${id}`, { query: { page: 0 } })).code).toBe(
          API_CODE.INVALID,
        );
      } finally {
        await paging.close();
      }
    });

    it('answers 404 for child comments of an unknown parent', async () => {
      const answer = await t.call('GET', `/peony/v1/comment/${open}/${t.publicIdOf('comments', 'c-mp')}`);
      expect(answer).toEqual({ code: API_CODE.NOT_FOUND, message: MSG.commentNotFound, data: null });
    });

    it('serves comments of unpublished documents only through the inner endpoints', async () => {
      const draft = t.publicIdOf('contents', 'draft');
      expect((await t.call('GET', `/peony/v1/comment/${draft}`)).code).toBe(API_CODE.NOT_FOUND);
      expect((await t.call<CommentList>('GET', `/inner/comment/${draft}`)).data.count).toBe(0);
      expect((await t.call<CommentList>('GET', `/dinner/comment/${mpDoc}`)).data.count).toBeGreaterThan(0);
    });
  });

  describe('stars', () => {
    it('stars and unstars idempotently and shows star for the viewer', async () => {
      const gid = t.publicIdOf('comments', 'c1');
      const star = (type: number, token = user.token) =>
        t.call<{ star: boolean; star_count: number }>('POST', '/peony/v1/star', { token, body: { gid, type } });
      expect((await star(1)).data).toEqual({ star: true, star_count: 3 });
      expect((await star(1)).data).toEqual({ star: true, star_count: 3 });
      const list = await t.call<CommentList>('GET', `/peony/v1/comment/${open}`, {
        token: user.token,
        query: { size: 50 },
      });
      expect(list.data.comments.find((c) => c.gid === gid)?.star).toBe(true);
      expect((await star(0)).data).toEqual({ star: false, star_count: 2 });
      expect((await star(0)).data).toEqual({ star: false, star_count: 2 });
      expect((await star(2)).message).toBe(MSG.starTypeInvalid);
      expect((await star(1, anonymous)).code).toBe(API_CODE.LOGIN_REQUIRED);
    });

    it('stars media-account comments through /guzzle/v1/star', async () => {
      const gid = t.publicIdOf('comments', 'c-mp');
      expect((await t.call('POST', '/peony/v1/star', { token: user.token, body: { gid, type: 1 } })).code).toBe(
        API_CODE.NOT_FOUND,
      );
      expect((await t.call('POST', '/guzzle/v1/star', { token: user.token, body: { gid, type: 1 } })).code).toBe(0);
    });
  });

  describe('collect', () => {
    it('adds and deletes idempotently, reflected by user_related', async () => {
      const collect = (type: string, token = user.token) =>
        t.call<{ is_collect: boolean; collect_count: number }>('POST', `/peony/v1/collection/${open}`, {
          token,
          body: { type, track_id: open, cid: open },
        });
      const related = (token?: string) =>
        t.call<{ is_collect: boolean }>('GET', `/peony/v3/content/article/${open}/user_related`, { token });
      expect(await collect('add')).toEqual({
        code: 0,
        message: MSG.collectOk,
        data: { is_collect: true, collect_count: 6 },
      });
      expect((await collect('add')).data).toEqual({ is_collect: true, collect_count: 6 });
      expect((await related(user.token)).data).toEqual({ is_collect: true });
      expect((await related(anonymous)).data).toEqual({ is_collect: false });
      expect((await related()).data).toEqual({ is_collect: false });
      expect(await collect('del')).toEqual({
        code: 0,
        message: MSG.uncollectOk,
        data: { is_collect: false, collect_count: 5 },
      });
      expect((await collect('del')).data.collect_count).toBe(5);
      expect((await related(user.token)).data.is_collect).toBe(false);
      expect((await collect('toggle')).message).toBe(MSG.collectTypeInvalid);
      expect((await collect('add', anonymous)).code).toBe(API_CODE.LOGIN_REQUIRED);
    });

    it('collects media-account content through /guzzle', async () => {
      const answer = await t.call('POST', `/guzzle/v1/collection/${mpDoc}`, {
        token: user.token,
        body: { type: 'add', cid: mpDoc },
      });
      expect(answer.code).toBe(0);
      expect(
        (await t.call('POST', `/peony/v1/collection/${mpDoc}`, { token: user.token, body: { type: 'add' } })).code,
      ).toBe(API_CODE.NOT_FOUND);
    });
  });

  describe('follow', () => {
    it('follows 1 / unfollows 0 idempotently; is_followed and the follow list agree', async () => {
      const uid = t.publicIdOf('media_accounts', 'mp-1');
      const follow = (type: number, token = user.token) =>
        t.call<{ is_follow: boolean; fans_count: number }>('POST', `/guzzle/v1/mp/follow/${uid}`, {
          token,
          body: { type },
        });
      const isFollowed = (token?: string) =>
        t.call<{ is_follow: boolean }>('POST', `/guzzle/v1/mp/is_followed/${uid}`, { token });
      expect(await follow(1)).toEqual({ code: 0, message: MSG.followOk, data: { is_follow: true, fans_count: 11 } });
      expect((await follow(1)).data.fans_count).toBe(11);
      expect((await isFollowed(user.token)).data.is_follow).toBe(true);
      expect((await isFollowed(anonymous)).data.is_follow).toBe(false);
      const list = await t.call<{ list: { uid: string; is_follow: boolean }[] }>('GET', '/guzzle/v1/mp/follow_list', {
        token: user.token,
      });
      expect(list.data.list.map((account) => account.uid)).toEqual([uid]);
      const info = await t.call<{ name: string; is_follow: boolean; content_count: number }>(
        'GET',
        `/guzzle/v1/mp/info/${uid}`,
        { token: user.token },
      );
      expect(info.data).toMatchObject({ name: '测试媒体号', is_follow: true, content_count: 1 });
      expect(await follow(0)).toEqual({ code: 0, message: MSG.unfollowOk, data: { is_follow: false, fans_count: 10 } });
      expect((await follow(0)).data.fans_count).toBe(10);
      expect((await follow(3)).message).toBe(MSG.followTypeInvalid);
      expect((await follow(1, anonymous)).code).toBe(API_CODE.LOGIN_REQUIRED);
      expect((await t.call('GET', '/guzzle/v1/mp/follow_list', { token: anonymous })).code).toBe(
        API_CODE.LOGIN_REQUIRED,
      );
      expect(
        (await t.call('POST', '/guzzle/v1/mp/follow/zzzzzzzz', { token: user.token, body: { type: 1 } })).message,
      ).toBe(MSG.mpNotFound);
    });
  });
});

describe('comment writes per user: a burst, then a rate', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ commentLimit: { burst: 3, perMinute: 6 } });
  });
  afterAll(() => t.close());

  it('refuses the write after the burst with 评论太频繁，请稍后再试, takes one more each 10 s, and counts each user apart', async () => {
    const open = t.publicIdOf('contents', 'open');
    const first = await t.login('13600005678');
    const second = await t.login('13600005679');
    const post = (token: string, content: string) =>
      t.call<Comment>('POST', `/peony/v1/comment/${open}`, { token, body: { content } });
    for (const n of [1, 2, 3]) expect((await post(first.token, `第${n}条`)).code).toBe(0);
    const refused = { code: API_CODE.RATE_LIMITED, message: '评论太频繁，请稍后再试', data: null };
    expect(MSG.commentTooFrequent).toBe('评论太频繁，请稍后再试');
    expect(await post(first.token, '第4条')).toEqual(refused);
    // A blank comment is refused for what it is, and costs nothing.
    expect((await post(first.token, '  ')).message).toBe(MSG.commentEmpty);
    // Another user has a bucket of their own.
    expect((await post(second.token, '别人的第1条')).code).toBe(0);
    // 6 a minute: one more after 10 s, not before.
    t.clock.advance(9);
    expect(await post(first.token, '第4条')).toEqual(refused);
    t.clock.advance(1);
    expect((await post(first.token, '第4条')).code).toBe(0);
    expect(await post(first.token, '第5条')).toEqual(refused);
    // Refused writes are not stored.
    const listed = await t.call<CommentList>('GET', `/peony/v1/comment/${open}`, { query: { page: 1, size: 20 } });
    expect(listed.data.comments.map((c) => c.content).filter((c) => /^第\d条$/.test(c))).toEqual([
      '第4条',
      '第3条',
      '第2条',
      '第1条',
    ]);
  });
});
