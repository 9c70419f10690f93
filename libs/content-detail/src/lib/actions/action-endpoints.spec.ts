import { collectBody, familyEndpoints, followBody, starBody } from './action-endpoints';
import { successChannel } from './use-action-feedback';
import { commentSuccessMessage } from '../comments/use-comments';

describe('action calls (spec §6, §7)', () => {
  it('media-account content uses the /guzzle family for collect, comment and star', () => {
    expect(familyEndpoints(true)).toMatchObject({
      collect: 'mpCollect',
      commentCreate: 'mpCommentCreate',
      star: 'mpStar',
      comments: 'mpComments',
    });
    expect(familyEndpoints(false)).toMatchObject({
      collect: 'collect',
      commentCreate: 'commentCreate',
      star: 'star',
      comments: 'comments',
    });
  });

  it('previews read comments from the inner endpoints', () => {
    expect(familyEndpoints(false, true).comments).toBe('innerComments');
    expect(familyEndpoints(true, true).comments).toBe('dinnerComments');
  });

  it('collect sends type add or del with track_id and cid; the media-account family type and cid', () => {
    expect(collectBody(true, 'post0001', 'trk', false)).toEqual({ type: 'add', cid: 'post0001', track_id: 'trk' });
    expect(collectBody(false, 'post0001', 'trk', false)).toEqual({ type: 'del', cid: 'post0001', track_id: 'trk' });
    expect(collectBody(true, 'post0001', 'trk', true)).toEqual({ type: 'add', cid: 'post0001' });
  });

  it('follow sends type 1, unfollow type 0; star 1 and 0', () => {
    expect(followBody(true)).toEqual({ type: 1 });
    expect(followBody(false)).toEqual({ type: 0 });
    expect(starBody('g', true)).toEqual({ gid: 'g', type: 1 });
    expect(starBody('g', false)).toEqual({ gid: 'g', type: 0 });
  });
});

describe('messages (spec §8)', () => {
  it('a comment says 评论成功 and a reply 评论已发送', () => {
    expect(commentSuccessMessage(false)).toBe('评论成功');
    expect(commentSuccessMessage(true)).toBe('评论已发送');
  });

  it('outside a mini program a success message becomes the open-app dialog; inside it is a toast', () => {
    expect(successChannel(false)).toBe('dialog');
    expect(successChannel(true)).toBe('toast');
  });
});
