import { fixtureComment } from '@share/api-client/testing';
import { COMMENT_TYPE } from '@share/contract';
import { commentBody } from './comment-actions';
import {
  commentRefusal,
  commentsAreOpen,
  initialReplyMode,
  placeholderOf,
  replyModeReducer,
  replyTargetOf,
  type ReplyModeState,
} from './reply-mode';

const reader = fixtureComment({ gid: 'cmt00001', alias: '市民小王', owner_user_id: 'user0001' });
const mpReply = fixtureComment({
  gid: 'cmt00002',
  alias: '',
  user: { mp_name: '科技前沿' },
  owner_user_id: 'mpacct01',
});
const run = (...actions: Parameters<typeof replyModeReducer>[1][]): ReplyModeState =>
  actions.reduce(replyModeReducer, initialReplyMode);

describe('comment reply mode (spec §4)', () => {
  it('starts with no target and the placeholder 我来讲两句', () => {
    expect(initialReplyMode).toEqual({ draft: '', target: null, sending: false });
    expect(placeholderOf(initialReplyMode)).toBe('我来讲两句');
  });

  it('selecting a reply sets the reply target: comment_type, target_user_id, target_user_alias, parent_id', () => {
    const state = run({ type: 'select', comment: reader });
    expect(state.target).toEqual({
      comment_type: COMMENT_TYPE.REPLY,
      target_user_id: 'user0001',
      target_user_alias: '市民小王',
      parent_id: 'cmt00001',
    });
    expect(placeholderOf(state)).toBe('回复 市民小王');
  });

  it("replying to a media account's comment names its mp_name", () => {
    expect(replyTargetOf(mpReply).target_user_alias).toBe('科技前沿');
  });

  it('blur clears the target and keeps the draft', () => {
    const state = run({ type: 'input', text: '说得好' }, { type: 'select', comment: reader }, { type: 'blur' });
    expect(state).toEqual({ draft: '说得好', target: null, sending: false });
    expect(placeholderOf(state)).toBe('我来讲两句');
  });

  it('send clears the target and the draft once sent', () => {
    const sending = run({ type: 'select', comment: reader }, { type: 'input', text: '同意' }, { type: 'send' });
    expect(sending.sending).toBe(true);
    expect(replyModeReducer(sending, { type: 'sent' })).toEqual(initialReplyMode);
  });

  it('a failed send stops silently and keeps the draft and target for another try', () => {
    const failed = run(
      { type: 'select', comment: reader },
      { type: 'input', text: '同意' },
      { type: 'send' },
      { type: 'failed' },
    );
    expect(failed.draft).toBe('同意');
    expect(failed.target?.parent_id).toBe('cmt00001');
    expect(failed.sending).toBe(false);
  });

  it('a selection while sending does not change the target of the call in flight', () => {
    const sending = run({ type: 'input', text: '同意' }, { type: 'send' });
    expect(replyModeReducer(sending, { type: 'select', comment: reader }).target).toBeNull();
  });
});

describe('comment validation (spec §5)', () => {
  it('blank content is refused with 评论不能为空～', () => {
    expect(commentRefusal('', true)).toBe('评论不能为空～');
    expect(commentRefusal('  \n ', true)).toBe('评论不能为空～');
    expect(commentRefusal('好', true)).toBeNull();
  });

  it('closed comments are refused with 评论已关闭～ before anything else', () => {
    expect(commentRefusal('好', false)).toBe('评论已关闭～');
    expect(commentRefusal('', false)).toBe('评论已关闭～');
  });

  it("comments are open only with meta.comment_available 'true' and enable_comment on", () => {
    expect(commentsAreOpen({ meta: { comment_available: 'true' }, enable_comment: true })).toBe(true);
    expect(commentsAreOpen({ meta: { comment_available: 'false' }, enable_comment: true })).toBe(false);
    expect(commentsAreOpen({ meta: { comment_available: 'true' }, enable_comment: false })).toBe(false);
    expect(commentsAreOpen({ meta: null, enable_comment: true })).toBe(false);
  });

  it('the call carries track_id, comment_type, trimmed content and the reply target fields', () => {
    expect(commentBody(' 好 ', null, 'trk1')).toEqual({ content: '好', comment_type: 1, track_id: 'trk1' });
    expect(commentBody('好', replyTargetOf(reader), undefined)).toEqual({
      content: '好',
      comment_type: 2,
      target_user_id: 'user0001',
      target_user_alias: '市民小王',
      parent_id: 'cmt00001',
    });
  });
});
