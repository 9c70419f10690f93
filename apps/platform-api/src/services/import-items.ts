import { decodePublicId, encodePublicId, ImportItemSchema, type ImportItem } from '@share/contract';
import { z } from 'zod';
import type { Db } from '../db/database';

export const ImportFileSchema = z.union([z.array(z.unknown()), z.object({ items: z.array(z.unknown()) })]);

export interface ImportResult {
  created: string[];
  updated: string[];
  errors: { index: number; message: string }[];
}

function groupIdByName(db: Db, name: string): number {
  const row = db.prepare('SELECT id FROM groups WHERE name = ?').get(name) as { id: number } | undefined;
  if (row) return row.id;
  const { next } = db.prepare('SELECT COALESCE(MAX(sort), 0) + 1 AS next FROM groups').get() as { next: number };
  return Number(
    db.prepare('INSERT INTO groups (name, type, layout, sort) VALUES (?, ?, ?, ?)').run(name, 'news', 'news', next)
      .lastInsertRowid,
  );
}

function store(db: Db, item: ImportItem, now: number): { id: number; created: boolean } {
  const {
    post_id,
    title,
    content_type,
    published,
    publish_at,
    view_count,
    like_count,
    collect_count,
    enable_comment,
    groups,
    topic_name,
    meta,
    // Platform-owned fields are computed, never imported.
    share_link: _shareLink,
    id: _id,
    track_id: _trackId,
    content_link: _contentLink,
    mp: _mp,
    type: _type,
    pc_link: _pcLink,
    mp_user_id: _mpUserId,
    relations: _relations,
    album_status: _albumStatus,
    expired_at: _expiredAt,
    comment_count: _commentCount,
    ...doc
  } = item as ImportItem & Record<string, unknown>;
  void [
    _shareLink,
    _id,
    _trackId,
    _contentLink,
    _mp,
    _type,
    _pcLink,
    _mpUserId,
    _relations,
    _albumStatus,
    _expiredAt,
    _commentCount,
  ];
  const commentAvailable = (meta as { comment_available?: string } | undefined)?.comment_available !== 'false';
  const payloadTopic = (doc.payload as { topic_name?: unknown }).topic_name;
  const values = [
    content_type,
    title,
    published ? 1 : 0,
    publish_at ?? now,
    view_count,
    like_count,
    collect_count,
    enable_comment ? 1 : 0,
    commentAvailable ? 1 : 0,
    topic_name ?? (typeof payloadTopic === 'string' ? payloadTopic : null),
    JSON.stringify({ ...doc, meta: { ...(meta as object | undefined) } }),
    now,
  ];
  const existing = post_id ? decodePublicId(post_id) : null;
  let id: number;
  let created: boolean;
  if (existing !== null && db.prepare('SELECT 1 FROM contents WHERE id = ?').get(existing)) {
    db.prepare(
      `UPDATE contents SET content_type = ?, title = ?, published = ?, publish_at = ?, view_count = ?, like_count = ?,
         collect_count = ?, enable_comment = ?, comment_available = ?, topic_name = ?, doc = ?, updated_at = ? WHERE id = ?`,
    ).run(...values, existing);
    db.prepare('DELETE FROM content_groups WHERE content_id = ?').run(existing);
    id = existing;
    created = false;
  } else {
    const insert = `INSERT INTO contents (${existing !== null ? 'id, ' : ''}content_type, title, published, publish_at, view_count,
      like_count, collect_count, enable_comment, comment_available, topic_name, doc, updated_at)
      VALUES (${existing !== null ? '?, ' : ''}?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    id = Number(db.prepare(insert).run(...(existing !== null ? [existing] : []), ...values).lastInsertRowid);
    created = true;
  }
  for (const name of groups) {
    db.prepare('INSERT OR IGNORE INTO content_groups (content_id, group_id) VALUES (?, ?)').run(
      id,
      groupIdByName(db, name),
    );
  }
  return { id, created };
}

/**
 * Imports content items in the DocDetail shape (README: import format). Valid items are stored in
 * one transaction; invalid ones are reported by index and skipped.
 */
export function importItems(db: Db, input: unknown, now: number): ImportResult {
  const file = ImportFileSchema.parse(input);
  const raw = Array.isArray(file) ? file : file.items;
  const result: ImportResult = { created: [], updated: [], errors: [] };
  db.transaction(() => {
    raw.forEach((entry, index) => {
      const parsed = ImportItemSchema.safeParse(entry);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        result.errors.push({ index, message: `${issue.path.join('.') || 'item'}: ${issue.message}` });
        return;
      }
      const { id, created } = store(db, parsed.data, now);
      (created ? result.created : result.updated).push(encodePublicId(id));
    });
  })();
  return result;
}
