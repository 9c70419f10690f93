import { fixtureComment, fixtureCommentList } from '@share/api-client/testing';
import { commentListViewOf } from './comment-view';

describe('the comments a page carries in its hydration data', () => {
  it('keep what the views read and drop the level, type, parent and target ids and an empty mp_name', () => {
    const reply = fixtureComment({
      gid: 'rEpLy001',
      level: 2,
      comment_type: 2,
      parent_id: 'pArEnT01',
      reply_alias: '读者1001',
    });
    const view = commentListViewOf(fixtureCommentList([fixtureComment({ reply_count: 1, replys: [reply] })]));
    expect(view).toEqual({
      comments: [
        {
          gid: fixtureComment().gid,
          content: '期待已久！',
          created_at: fixtureComment().created_at,
          ip_location: '广东',
          alias: '读者1001',
          avatar: '/media/avatars/user-01.png',
          star: false,
          star_count: 3,
          reply_count: 1,
          owner_user_id: fixtureComment().owner_user_id,
          reply_alias: '',
          replys: [expect.objectContaining({ gid: 'rEpLy001', reply_alias: '读者1001' })],
        },
      ],
      count: 1,
      page: 1,
      size: 10,
    });
    expect(Object.keys(view.comments[0].replys[0])).not.toContain('parent_id');
  });

  it('keep the media account’s name, which the comment shows instead of the alias', () => {
    const view = commentListViewOf(fixtureCommentList([fixtureComment({ user: { mp_name: '城市观察' } })]));
    expect(view.comments[0].user).toEqual({ mp_name: '城市观察' });
  });
});
