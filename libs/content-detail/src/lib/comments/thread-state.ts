// The comments list's state as the page keeps it (the first page, the pages and replies loaded since)
// and the threads it shows; what the visitor's actions do to it is thread-updates.ts.
import type { CommentView } from './comment-view';
import type { CommentThread } from './comments-panel';

export interface LoadedReplies {
  replies: CommentView[];
  /** Last child page loaded (page size 10 from page 1). */
  page: number;
  loading: boolean;
}

export interface ThreadState {
  comments: CommentView[];
  count: number;
  /** Replies loaded through the expand control, by top-level gid. */
  loaded: Record<string, LoadedReplies>;
}

export function initialThreadState(comments: CommentView[], count: number): ThreadState {
  return { comments, count, loaded: {} };
}

export function hasMoreComments(state: ThreadState): boolean {
  return state.comments.length < state.count;
}

/** The threads the view shows. */
export function threadsOf(state: ThreadState): CommentThread[] {
  return state.comments.map((comment) => {
    const loaded = state.loaded[comment.gid];
    const replies = loaded?.replies ?? comment.replys;
    return {
      comment,
      replies,
      remaining: Math.max(0, comment.reply_count - replies.length),
      loading: loaded?.loading ?? false,
    };
  });
}
