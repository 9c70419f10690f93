// Pure updates of the comments list: pages appended without duplicates, replies loaded on demand,
// a new comment or reply inserted without a reload, stars toggled and rolled back. With the actions
// that make them (comment-actions.ts): not part of the page's first load.
import type { Comment } from '@share/contract';
import type { CommentView } from './comment-view';
import type { ThreadState } from './thread-state';

function appendUnique(current: CommentView[], next: CommentView[]): CommentView[] {
  const seen = new Set(current.map((c) => c.gid));
  return [...current, ...next.filter((c) => !seen.has(c.gid))];
}

/**
 * The top-level pages received so far merged in: comments not yet listed are appended (a comment posted
 * meanwhile shifts the pages: no duplicates), those listed keep their state here (stars, replies).
 */
export function withPage(state: ThreadState, comments: CommentView[], count: number): ThreadState {
  const merged = appendUnique(state.comments, comments);
  return merged.length === state.comments.length && count === state.count
    ? state
    : { ...state, comments: merged, count };
}

/** The replies of a thread after a child page: the inline ones, then the loaded ones, oldest first. */
export function withReplies(state: ThreadState, gid: string, page: number, replies: CommentView[]): ThreadState {
  const root = state.comments.find((c) => c.gid === gid);
  const before = state.loaded[gid]?.replies ?? root?.replys ?? [];
  return {
    ...state,
    loaded: { ...state.loaded, [gid]: { replies: appendUnique(before, replies), page, loading: false } },
  };
}

export function withRepliesLoading(state: ThreadState, gid: string, loading: boolean): ThreadState {
  const root = state.comments.find((c) => c.gid === gid);
  const current = state.loaded[gid] ?? { replies: root?.replys ?? [], page: 0, loading };
  return { ...state, loaded: { ...state.loaded, [gid]: { ...current, loading } } };
}

/** A comment just posted: a top-level one first in the list, a reply at the end of its thread. */
export function withCreated(state: ThreadState, created: Comment): ThreadState {
  const rootGid = created.parent_id;
  if (!rootGid || created.level === 1) {
    return {
      ...state,
      comments: [{ ...created, replys: created.replys ?? [] }, ...state.comments],
      count: state.count + 1,
    };
  }
  const comments = state.comments.map((c) =>
    c.gid === rootGid
      ? { ...c, reply_count: c.reply_count + 1, replys: state.loaded[rootGid] ? c.replys : [...c.replys, created] }
      : c,
  );
  const loaded = state.loaded[rootGid]
    ? { ...state.loaded, [rootGid]: { ...state.loaded[rootGid], replies: [...state.loaded[rootGid].replies, created] } }
    : state.loaded;
  return { ...state, comments, loaded };
}

function mapComment(state: ThreadState, gid: string, update: (c: CommentView) => CommentView): ThreadState {
  const one = (c: CommentView): CommentView => (c.gid === gid ? update(c) : c);
  return {
    ...state,
    comments: state.comments.map((c) => ({ ...one(c), replys: c.replys.map(one) })),
    loaded: Object.fromEntries(
      Object.entries(state.loaded).map(([key, value]) => [key, { ...value, replies: value.replies.map(one) }]),
    ),
  };
}

/** Sets a comment's star and star_count (optimistic toggle, server answer or roll-back). */
export function withStar(state: ThreadState, gid: string, star: boolean, starCount: number): ThreadState {
  return mapComment(state, gid, (c) => ({ ...c, star, star_count: starCount }));
}

export function findComment(state: ThreadState, gid: string): CommentView | undefined {
  for (const c of state.comments) {
    if (c.gid === gid) return c;
    const reply = (state.loaded[c.gid]?.replies ?? c.replys).find((r) => r.gid === gid);
    if (reply) return reply;
  }
  return undefined;
}
