import { encodePublicId, type Comment } from '@share/contract';
import type { Db } from '../db/database';
import { INLINE_REPLIES } from '../limits';

export interface CommentRow {
  id: number;
  content_id: number;
  user_id: number | null;
  mp_account_id: number | null;
  parent_id: number | null;
  reply_to_user_id: number | null;
  comment_type: number;
  content: string;
  ip_location: string;
  star_count: number;
  reply_count: number;
  created_at: number;
  author_alias: string | null;
  author_avatar: string | null;
  mp_name: string | null;
  mp_avatar: string | null;
  reply_alias: string | null;
}

const SELECT_COMMENT = `
  SELECT c.*, u.alias AS author_alias, u.avatar AS author_avatar, m.name AS mp_name, m.avatar AS mp_avatar,
         r.alias AS reply_alias
  FROM comments c
  LEFT JOIN users u ON u.id = c.user_id
  LEFT JOIN media_accounts m ON m.id = c.mp_account_id
  LEFT JOIN users r ON r.id = c.reply_to_user_id`;

export function findComment(db: Db, id: number): CommentRow | undefined {
  return db.prepare(`${SELECT_COMMENT} WHERE c.id = ?`).get(id) as CommentRow | undefined;
}

export function renderComment(db: Db, row: CommentRow, viewer: number | null, withReplies: boolean): Comment {
  const starred =
    viewer !== null &&
    db.prepare('SELECT 1 FROM comment_stars WHERE comment_id = ? AND user_id = ?').get(row.id, viewer);
  const replies = withReplies
    ? (db
        .prepare(`${SELECT_COMMENT} WHERE c.parent_id = ? ORDER BY c.created_at, c.id LIMIT ?`)
        .all(row.id, INLINE_REPLIES) as CommentRow[])
    : [];
  const owner = row.user_id ?? row.mp_account_id;
  return {
    gid: encodePublicId(row.id),
    content: row.content,
    created_at: row.created_at,
    ip_location: row.ip_location,
    alias: row.mp_name ?? row.author_alias ?? '',
    avatar: row.mp_avatar ?? row.author_avatar ?? '',
    user: { mp_name: row.mp_name ?? '' },
    star: Boolean(starred),
    star_count: row.star_count,
    reply_count: row.reply_count,
    replys: replies.map((reply) => renderComment(db, reply, viewer, false)),
    level: row.parent_id === null ? 1 : 2,
    comment_type: row.comment_type,
    owner_user_id: owner ? encodePublicId(owner) : '',
    reply_alias: row.reply_alias ?? '',
    parent_id: row.parent_id === null ? '' : encodePublicId(row.parent_id),
    target_user_id: row.reply_to_user_id === null ? '' : encodePublicId(row.reply_to_user_id),
  };
}

export function topComments(db: Db, contentId: number, viewer: number | null, page: number, size: number) {
  const rows = db
    .prepare(
      `${SELECT_COMMENT} WHERE c.content_id = ? AND c.parent_id IS NULL ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    )
    .all(contentId, size, (page - 1) * size) as CommentRow[];
  const { count } = db
    .prepare('SELECT COUNT(*) AS count FROM comments WHERE content_id = ? AND parent_id IS NULL')
    .get(contentId) as { count: number };
  return { comments: rows.map((row) => renderComment(db, row, viewer, true)), count, page, size };
}

export function childComments(db: Db, parentId: number, viewer: number | null, page: number, size: number) {
  const rows = db
    .prepare(`${SELECT_COMMENT} WHERE c.parent_id = ? ORDER BY c.created_at, c.id LIMIT ? OFFSET ?`)
    .all(parentId, size, (page - 1) * size) as CommentRow[];
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM comments WHERE parent_id = ?').get(parentId) as {
    count: number;
  };
  return { comments: rows.map((row) => renderComment(db, row, viewer, false)), count, page, size };
}
