// What a visitor's actions on the comments do (spec §5–§8): replies loaded on demand, a star toggled
// at once and as the platform answers, a comment or reply posted and inserted without a reload, the
// pages the comments block received merged in. A chunk of its own: the page reads and shows its
// comments without it, and loads it when the comment list hydrates, the comment field is focused or
// an action needs it (use-comments.ts).
import type { Dispatch, SetStateAction } from 'react';
import type { ShareApi } from '@share/api-client';
import { COMMENT_TYPE } from '@share/contract/browser';
import type { Comment } from '@share/contract';
import { COMMENTS_PAGE_SIZE } from '../detail-data';
import { starBody, type FamilyEndpoints } from '../actions/action-endpoints';
import { logFailure } from '../actions/action-failure';
import type { CommentListView, CommentView } from './comment-view';
import type { ReplyTarget } from './reply-mode';
import type { ThreadState } from './thread-state';
import { findComment, withCreated, withPage, withReplies, withRepliesLoading, withStar } from './thread-updates';

/** What the actions work with: the page's api, its item and endpoint family, and its comments' state. */
export interface CommentCalls {
  api: ShareApi;
  endpoints: FamilyEndpoints;
  postId: string;
  setThread: Dispatch<SetStateAction<ThreadState>>;
}

/** The body of a comment or reply call (spec §7): track_id, comment_type, content and the reply target. */
export function commentBody(draft: string, target: ReplyTarget | null, trackId: string | undefined) {
  return {
    content: draft.trim(),
    comment_type: target?.comment_type ?? COMMENT_TYPE.COMMENT,
    ...(trackId ? { track_id: trackId } : {}),
    ...(target
      ? {
          target_user_id: target.target_user_id,
          target_user_alias: target.target_user_alias,
          parent_id: target.parent_id,
        }
      : {}),
  };
}

/** The top-level comments of the pages the comments block received, merged in; `last` is the last page. */
function mergePages({ setThread }: CommentCalls, comments: CommentView[], last: CommentListView): void {
  setThread((current) => withPage(current, comments, Math.max(current.count, last.count)));
}

/** Loads the thread `gid`'s next page of replies (its control shows the loading meanwhile). */
function loadReplies({ api, endpoints, postId, setThread }: CommentCalls, thread: ThreadState, gid: string) {
  const page = (thread.loaded[gid]?.page ?? 0) + 1;
  setThread((current) => withRepliesLoading(current, gid, true));
  api.endpoints[endpoints.childComments]({
    params: { post: postId, cid: gid },
    query: { page, size: COMMENTS_PAGE_SIZE },
  })
    .then((list) => setThread((current) => withReplies(current, gid, page, list.comments)))
    .catch((error: unknown) => {
      logFailure('replies', error);
      setThread((current) => withRepliesLoading(current, gid, false));
    });
}

/**
 * Stars or unstars a comment: shown at once, then as the platform answers; back as it was when the
 * call fails (spec §8). Resolves when the call has settled.
 */
function toggleStar(
  { api, endpoints, setThread }: CommentCalls,
  thread: ThreadState,
  comment: CommentView,
): Promise<void> {
  const before = findComment(thread, comment.gid) ?? comment;
  const star = !before.star;
  setThread((current) => withStar(current, comment.gid, star, Math.max(0, before.star_count + (star ? 1 : -1))));
  return api.endpoints[endpoints.star]({ body: starBody(comment.gid, star) })
    .then((result) => setThread((current) => withStar(current, comment.gid, result.star, result.star_count)))
    .catch((error: unknown) => {
      logFailure('star', error);
      setThread((current) => withStar(current, comment.gid, before.star, before.star_count));
    });
}

/** Posts a comment (a reply to `target` when set) and inserts it; rejects as the call does. */
function postComment(
  { api, endpoints, postId, setThread }: CommentCalls,
  draft: string,
  target: ReplyTarget | null,
  trackId: string | undefined,
): Promise<Comment> {
  return api.endpoints[endpoints.commentCreate]({
    params: { id: postId },
    body: commentBody(draft, target, trackId),
  }).then((created) => {
    setThread((current) => withCreated(current, created));
    return created;
  });
}

/** What use-comments.ts calls, once the chunk is there. */
export const commentActions = { mergePages, loadReplies, toggleStar, postComment };
