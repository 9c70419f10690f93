// The comments block and the comment input as the loader's data gives them, with nothing wired: what
// the props-only detail view shows when no container passes its bindings (stories, view tests). The
// state is the same as the container's first render, so a story looks like the server's HTML.
import type { CommentListView } from './comment-view';
import type { CommentInputProps } from './comment-footer';
import type { CommentsBlockProps } from './comments-block';
import { initialReplyMode, placeholderOf } from './reply-mode';
import { hasMoreComments, initialThreadState, threadsOf } from './thread-state';

/**
 * The first page of comments, without expand, reply or star controls; its heading shows
 * `commentCount` (all comments, replies included), the number the footer shows.
 */
export function readOnlyComments(
  first: CommentListView | null,
  open: boolean,
  now: number,
  commentCount: number,
): CommentsBlockProps {
  const state = initialThreadState(first?.comments ?? [], first?.count ?? 0);
  return { threads: threadsOf(state), count: commentCount, open, now, hasMore: hasMoreComments(state) };
}

/** An empty input with the default placeholder; disabled in previews. */
export function readOnlyCommentInput(open: boolean, commentCount: number, preview: boolean): CommentInputProps {
  return { open, commentCount, draft: '', placeholder: placeholderOf(initialReplyMode), disabled: preview };
}
