import type { Router } from 'express';
import { API_CODE, COMMENT_MAX_LENGTH, COMMENT_TYPE, encodePublicId, type CommentCreate } from '@share/contract';
import { nowSeconds } from '../clock';
import { ApiError, dbIdOf, Reply } from '../http/api-error';
import { addEndpoint } from '../http/endpoint-router';
import { viewerOf } from '../http/request-auth';
import { MSG } from '../messages';
import type { ApiContext } from '../services/context';
import { createWriteLimit } from '../services/write-limit';
import { childComments, findComment, renderComment, topComments, type CommentRow } from '../services/comments';
import { commentsOpen, findContent } from '../services/content';
import { findUserById } from '../services/users';
import { publishedInFamily, type Family } from './content-routes';

interface MediaAccountRow {
  id: number;
  name: string;
  avatar: string;
  description: string;
  fans: number;
}

type WriteLimit = ReturnType<typeof createWriteLimit>;

function createComment(
  ctx: ApiContext,
  limit: WriteLimit,
  family: Family,
  postId: string,
  userId: number,
  body: CommentCreate,
) {
  const { db } = ctx;
  const content = body.content.trim();
  if (!content) throw new ApiError(API_CODE.INVALID, MSG.commentEmpty);
  if ([...content].length > COMMENT_MAX_LENGTH)
    throw new ApiError(API_CODE.INVALID, MSG.commentTooLong(COMMENT_MAX_LENGTH));
  const item = publishedInFamily(ctx, postId, family);
  if (!commentsOpen(item)) throw new ApiError(API_CODE.CONFLICT, MSG.commentClosed);
  if (body.comment_type !== COMMENT_TYPE.COMMENT && body.comment_type !== COMMENT_TYPE.REPLY) {
    throw new ApiError(API_CODE.INVALID, MSG.commentTypeInvalid);
  }
  let parentId: number | null = null;
  let replyTo: number | null = null;
  if (body.comment_type === COMMENT_TYPE.REPLY || body.parent_id) {
    const target = findComment(db, dbIdOf(body.parent_id, MSG.replyTargetMissing));
    if (!target || target.content_id !== item.id) throw new ApiError(API_CODE.NOT_FOUND, MSG.replyTargetMissing);
    // Replies to a reply stay in the same thread: two levels only (spec §3 level 1 or 2).
    parentId = target.parent_id ?? target.id;
    const named = body.target_user_id ? dbIdOf(body.target_user_id, MSG.replyTargetMissing) : target.user_id;
    replyTo = named !== null && findUserById(db, named) ? named : null;
  }
  // Counted once the comment is valid: a refused empty or closed comment costs nothing.
  if (!limit.take(userId)) throw new ApiError(API_CODE.RATE_LIMITED, MSG.commentTooFrequent);
  const user = findUserById(db, userId);
  const insert = db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO comments (content_id, user_id, parent_id, reply_to_user_id, comment_type, content, ip_location, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        item.id,
        userId,
        parentId,
        replyTo,
        parentId === null ? COMMENT_TYPE.COMMENT : COMMENT_TYPE.REPLY,
        content,
        user?.ip_location ?? '',
        nowSeconds(ctx.clock),
      );
    if (parentId !== null) db.prepare('UPDATE comments SET reply_count = reply_count + 1 WHERE id = ?').run(parentId);
    db.prepare('UPDATE contents SET comment_count = comment_count + 1 WHERE id = ?').run(item.id);
    return Number(lastInsertRowid);
  });
  const stored = findComment(db, insert()) as CommentRow;
  return new Reply(renderComment(db, stored, userId, false), MSG.commentOk);
}

function setStar(ctx: ApiContext, family: Family, gid: string, type: number, userId: number) {
  const { db } = ctx;
  if (type !== 0 && type !== 1) throw new ApiError(API_CODE.INVALID, MSG.starTypeInvalid);
  const comment = findComment(db, dbIdOf(gid, MSG.commentNotFound));
  const item = comment ? findContent(db, comment.content_id) : undefined;
  if (!comment || !item || (item.mp_account_id !== null) !== (family === 'guzzle')) {
    throw new ApiError(API_CODE.NOT_FOUND, MSG.commentNotFound);
  }
  const change = db.transaction(() => {
    const changed =
      type === 1
        ? db
            .prepare('INSERT OR IGNORE INTO comment_stars (comment_id, user_id, created_at) VALUES (?, ?, ?)')
            .run(comment.id, userId, nowSeconds(ctx.clock)).changes
        : db.prepare('DELETE FROM comment_stars WHERE comment_id = ? AND user_id = ?').run(comment.id, userId).changes;
    if (changed)
      db.prepare(`UPDATE comments SET star_count = MAX(0, star_count ${type === 1 ? '+' : '-'} 1) WHERE id = ?`).run(
        comment.id,
      );
  });
  change();
  const { star_count } = db.prepare('SELECT star_count FROM comments WHERE id = ?').get(comment.id) as {
    star_count: number;
  };
  return new Reply({ star: type === 1, star_count }, type === 1 ? MSG.starOk : MSG.unstarOk);
}

function setCollect(ctx: ApiContext, family: Family, postId: string, type: string, userId: number) {
  const { db } = ctx;
  if (type !== 'add' && type !== 'del') throw new ApiError(API_CODE.INVALID, MSG.collectTypeInvalid);
  const item = publishedInFamily(ctx, postId, family);
  db.transaction(() => {
    const changed =
      type === 'add'
        ? db
            .prepare('INSERT OR IGNORE INTO collections (user_id, content_id, created_at) VALUES (?, ?, ?)')
            .run(userId, item.id, nowSeconds(ctx.clock)).changes
        : db.prepare('DELETE FROM collections WHERE user_id = ? AND content_id = ?').run(userId, item.id).changes;
    if (changed)
      db.prepare(
        `UPDATE contents SET collect_count = MAX(0, collect_count ${type === 'add' ? '+' : '-'} 1) WHERE id = ?`,
      ).run(item.id);
  })();
  const { collect_count } = db.prepare('SELECT collect_count FROM contents WHERE id = ?').get(item.id) as {
    collect_count: number;
  };
  return new Reply({ is_collect: type === 'add', collect_count }, type === 'add' ? MSG.collectOk : MSG.uncollectOk);
}

function commentTarget(ctx: ApiContext, family: Family | 'any', postId: string) {
  if (family !== 'any') return publishedInFamily(ctx, postId, family);
  const row = findContent(ctx.db, dbIdOf(postId));
  if (!row) throw new ApiError(API_CODE.NOT_FOUND, MSG.contentNotFound);
  return row;
}

export function registerInteractionRoutes(router: Router, ctx: ApiContext): void {
  const { db } = ctx;

  // One bucket per user for both families: a burst of comments, then a steady rate (limits.ts).
  const commentWrites = createWriteLimit(ctx.commentLimit, ctx.clock);
  addEndpoint(router, 'commentCreate', ({ params, userId, body }) =>
    createComment(ctx, commentWrites, 'peony', params.id, userId, body),
  );
  addEndpoint(router, 'mpCommentCreate', ({ params, userId, body }) =>
    createComment(ctx, commentWrites, 'guzzle', params.id, userId, body),
  );

  for (const [name, family] of [
    ['comments', 'peony'],
    ['mpComments', 'guzzle'],
    ['innerComments', 'any'],
    ['dinnerComments', 'any'],
  ] as const) {
    addEndpoint(router, name, ({ params, query, auth }) => {
      const item = commentTarget(ctx, family, params.id);
      return topComments(db, item.id, viewerOf(auth), query.page, query.size);
    });
  }

  for (const [name, family] of [
    ['childComments', 'peony'],
    ['mpChildComments', 'guzzle'],
  ] as const) {
    addEndpoint(router, name, ({ params, query, auth }) => {
      const item = publishedInFamily(ctx, params.post, family);
      const parent = findComment(db, dbIdOf(params.cid, MSG.commentNotFound));
      if (!parent || parent.content_id !== item.id || parent.parent_id !== null) {
        throw new ApiError(API_CODE.NOT_FOUND, MSG.commentNotFound);
      }
      return childComments(db, parent.id, viewerOf(auth), query.page, query.size);
    });
  }

  addEndpoint(router, 'star', ({ body, userId }) => setStar(ctx, 'peony', body.gid, body.type, userId));
  addEndpoint(router, 'mpStar', ({ body, userId }) => setStar(ctx, 'guzzle', body.gid, body.type, userId));
  addEndpoint(router, 'collect', ({ params, body, userId }) => setCollect(ctx, 'peony', params.id, body.type, userId));
  addEndpoint(router, 'mpCollect', ({ params, body, userId }) =>
    setCollect(ctx, 'guzzle', params.id, body.type, userId),
  );

  const mediaAccount = (uid: string): MediaAccountRow => {
    const row = db.prepare('SELECT * FROM media_accounts WHERE id = ?').get(dbIdOf(uid, MSG.mpNotFound)) as
      MediaAccountRow | undefined;
    if (!row) throw new ApiError(API_CODE.NOT_FOUND, MSG.mpNotFound);
    return row;
  };
  const follows = (userId: number | null, mpId: number) =>
    userId !== null &&
    Boolean(db.prepare('SELECT 1 FROM follows WHERE user_id = ? AND mp_account_id = ?').get(userId, mpId));
  const renderAccount = (row: MediaAccountRow, viewer: number | null) => {
    const { count } = db
      .prepare('SELECT COUNT(*) AS count FROM contents WHERE mp_account_id = ? AND published = 1')
      .get(row.id) as { count: number };
    return {
      uid: encodePublicId(row.id),
      name: row.name,
      avatar: row.avatar,
      description: row.description,
      fans_count: row.fans,
      content_count: count,
      is_follow: follows(viewer, row.id),
    };
  };

  addEndpoint(router, 'follow', ({ params, body, userId }) => {
    if (body.type !== 0 && body.type !== 1) throw new ApiError(API_CODE.INVALID, MSG.followTypeInvalid);
    const account = mediaAccount(params.uid);
    db.transaction(() => {
      const changed =
        body.type === 1
          ? db
              .prepare('INSERT OR IGNORE INTO follows (user_id, mp_account_id, created_at) VALUES (?, ?, ?)')
              .run(userId, account.id, nowSeconds(ctx.clock)).changes
          : db.prepare('DELETE FROM follows WHERE user_id = ? AND mp_account_id = ?').run(userId, account.id).changes;
      if (changed)
        db.prepare(`UPDATE media_accounts SET fans = MAX(0, fans ${body.type === 1 ? '+' : '-'} 1) WHERE id = ?`).run(
          account.id,
        );
    })();
    const { fans } = db.prepare('SELECT fans FROM media_accounts WHERE id = ?').get(account.id) as { fans: number };
    return new Reply({ is_follow: body.type === 1, fans_count: fans }, body.type === 1 ? MSG.followOk : MSG.unfollowOk);
  });

  addEndpoint(router, 'isFollowed', ({ params, auth }) => ({
    is_follow: follows(viewerOf(auth), mediaAccount(params.uid).id),
  }));
  addEndpoint(router, 'mpInfo', ({ params, auth }) => renderAccount(mediaAccount(params.uid), viewerOf(auth)));
  addEndpoint(router, 'followList', ({ userId }) => {
    const rows = db
      .prepare(
        'SELECT m.* FROM follows f JOIN media_accounts m ON m.id = f.mp_account_id WHERE f.user_id = ? ORDER BY f.created_at DESC',
      )
      .all(userId) as MediaAccountRow[];
    return { list: rows.map((row) => renderAccount(row, userId)), count: rows.length };
  });
}
