import { fixtureComment } from '@share/api-client/testing';
import type { Comment } from '@share/contract';
import { hasMoreComments, initialThreadState, threadsOf } from './thread-state';
import { withCreated, withPage, withReplies, withStar } from './thread-updates';

const c = (gid: string, extra: Partial<Comment> = {}): Comment =>
  fixtureComment({ gid, replys: [], reply_count: 0, ...extra });
const reply = (gid: string, parent: string) => c(gid, { level: 2, parent_id: parent, comment_type: 2 });

describe('comments list state', () => {
  it('appends the next page without duplicates and knows when there is more (count of top-level comments)', () => {
    let state = initialThreadState([c('a'), c('b')], 4);
    expect(hasMoreComments(state)).toBe(true);
    state = withPage(state, [c('b'), c('c'), c('d')], 4);
    expect(state.comments.map((x) => x.gid)).toEqual(['a', 'b', 'c', 'd']);
    expect(hasMoreComments(state)).toBe(false);
  });

  it('shows the inline replies, then those the expand control loads, with the remaining count', () => {
    let state = initialThreadState([c('a', { reply_count: 3, replys: [reply('r1', 'a'), reply('r2', 'a')] })], 1);
    expect(threadsOf(state)[0]).toMatchObject({ remaining: 1 });
    state = withReplies(state, 'a', 1, [reply('r1', 'a'), reply('r2', 'a'), reply('r3', 'a')]);
    expect(threadsOf(state)[0].replies.map((x) => x.gid)).toEqual(['r1', 'r2', 'r3']);
    expect(threadsOf(state)[0].remaining).toBe(0);
  });

  it('puts a new comment first and counts it, and a new reply at the end of its thread', () => {
    let state = initialThreadState([c('a', { reply_count: 1, replys: [reply('r1', 'a')] })], 1);
    state = withCreated(state, c('new'));
    expect(state.comments.map((x) => x.gid)).toEqual(['new', 'a']);
    expect(state.count).toBe(2);
    state = withCreated(state, reply('r2', 'a'));
    const thread = threadsOf(state).find((t) => t.comment.gid === 'a');
    expect(thread?.replies.map((x) => x.gid)).toEqual(['r1', 'r2']);
    expect(thread?.comment.reply_count).toBe(2);
  });

  it('sets star and star_count on a comment or a reply (optimistic, then answer or roll-back)', () => {
    let state = initialThreadState([c('a', { reply_count: 1, replys: [reply('r1', 'a')] })], 1);
    state = withStar(state, 'r1', true, 13);
    expect(state.comments[0].replys[0]).toMatchObject({ star: true, star_count: 13 });
    state = withStar(state, 'a', true, 13);
    expect(state.comments[0]).toMatchObject({ star: true, star_count: 13 });
  });
});
