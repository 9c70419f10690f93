// A comment as the page shows it. The first page of a detail page's comments travels in its
// hydration data, so it carries what the views read and nothing more.
import type { Comment, CommentList } from '@share/contract';

/**
 * The platform's comment without what no view reads (its level, type, parent and target ids), and
 * `user` only when it names a media account (the author shown instead of the alias).
 */
export type CommentView = Omit<
  Comment,
  'level' | 'comment_type' | 'parent_id' | 'target_user_id' | 'user' | 'replys'
> & {
  user?: Comment['user'];
  replys: CommentView[];
};

export type CommentListView = Omit<CommentList, 'comments'> & { comments: CommentView[] };

export function commentViewOf(comment: Comment): CommentView {
  const view: CommentView = {
    gid: comment.gid,
    content: comment.content,
    created_at: comment.created_at,
    ip_location: comment.ip_location,
    alias: comment.alias,
    avatar: comment.avatar,
    star: comment.star,
    star_count: comment.star_count,
    reply_count: comment.reply_count,
    replys: comment.replys.map(commentViewOf),
    owner_user_id: comment.owner_user_id,
    reply_alias: comment.reply_alias,
  };
  if (comment.user?.mp_name) view.user = comment.user;
  return view;
}

export function commentListViewOf(list: CommentList): CommentListView {
  return { ...list, comments: list.comments.map(commentViewOf) };
}
