import {
  DEFAULT_ACTOR,
  DETAIL_PAGE_TYPE,
  encodePublicId,
  MP_ACTOR,
  PREVIEW_ACTOR,
  shareLinkFor,
  type DocDetail,
  type DocSummary,
  type DocThumb,
} from '@share/contract';
import type { Db } from '../db/database';
import { PREVIEW_VALIDITY_S } from '../limits';

/** A row of the contents table; `doc` holds the rest of the DocDetail as JSON. */
export interface ContentRow {
  id: number;
  key: string | null;
  content_type: string;
  title: string;
  published: number;
  publish_at: number;
  view_count: number;
  like_count: number;
  collect_count: number;
  share_count: number;
  comment_count: number;
  mp_account_id: number | null;
  enable_comment: number;
  comment_available: number;
  topic_name: string | null;
  track_id: string | null;
  preview_expires_at: number | null;
  doc: string;
  updated_at: number;
}

/** The JSON column: DocDetail fields the table does not index. */
export interface StoredDoc {
  summary?: string;
  source_alias?: string;
  duration_str?: string;
  pic_num?: number;
  payload?: Record<string, unknown>;
  style?: { type?: string; data?: Partial<DocThumb>[] };
  content?: string;
  meta?: Record<string, unknown>;
  [extra: string]: unknown;
}

export const ALBUM_TYPES = new Set(['audio_album', 'video_album']);

function thumbs(style: StoredDoc['style']): DocThumb[] {
  return (style?.data ?? []).map((thumb) => ({
    thumb: thumb.thumb ?? thumb.url ?? '',
    url: thumb.url ?? thumb.thumb ?? '',
    wbep_thumb: thumb.wbep_thumb ?? thumb.thumb ?? thumb.url ?? '',
  }));
}

export interface RenderOptions {
  preview?: boolean;
  /** A preview's end when its link's credential ends before the preview itself (unix seconds). */
  previewEndsAt?: number;
}

/** When a preview stops being readable: its own expiry, else PREVIEW_VALIDITY_S after its item's last write. */
export function previewExpiresAt(row: Pick<ContentRow, 'preview_expires_at' | 'updated_at'>): number {
  return row.preview_expires_at ?? row.updated_at + PREVIEW_VALIDITY_S;
}

export function actorOf(row: ContentRow, options: RenderOptions = {}): string {
  if (options.preview) return PREVIEW_ACTOR;
  return row.mp_account_id !== null ? MP_ACTOR : DEFAULT_ACTOR;
}

export function commentsOpen(row: ContentRow): boolean {
  return row.enable_comment === 1 && row.comment_available === 1;
}

function albumStatusOf(db: Db, row: ContentRow): DocSummary['album_status'] {
  if (!ALBUM_TYPES.has(row.content_type)) return null;
  const album = db.prepare('SELECT status, total FROM albums WHERE content_id = ?').get(row.id) as
    { status: number; total: number } | undefined;
  return album ?? { status: 0, total: 0 };
}

/** A list item: DocDetail without body and relations. */
export function renderSummary(db: Db, row: ContentRow, options: RenderOptions = {}): DocSummary {
  const { content: _body, style, meta, location_key: locationKey, ...doc } = JSON.parse(row.doc) as StoredDoc;
  void _body;
  const location =
    typeof locationKey === 'string'
      ? (db.prepare("SELECT id FROM entities WHERE kind = 'locations' AND key = ?").get(locationKey) as
          { id: number } | undefined)
      : undefined;
  const postId = encodePublicId(row.id);
  const isMp = row.mp_account_id !== null;
  const payload = doc.payload ?? {};
  const shareLink = shareLinkFor({
    content_type: row.content_type,
    post_id: postId,
    publish_at: row.publish_at,
    actor: actorOf(row, options),
    topic_name: row.topic_name ?? undefined,
    payload,
  });
  return {
    ...doc,
    post_id: postId,
    id: postId,
    title: row.title,
    summary: doc.summary ?? '',
    share_link: shareLink,
    content_type: row.content_type as DocSummary['content_type'],
    track_id: row.track_id ?? postId,
    content_link: `${isMp ? '/guzzle' : '/peony'}/v1/content/detail/${postId}`,
    mp: isMp ? 1 : 0,
    type: DETAIL_PAGE_TYPE[row.content_type] ?? '',
    pc_link: shareLink,
    source_alias: doc.source_alias ?? '',
    publish_at: row.publish_at,
    view_count: row.view_count,
    like_count: row.like_count,
    collect_count: row.collect_count,
    share_count: row.share_count,
    comment_count: row.comment_count,
    duration_str: doc.duration_str ?? '',
    pic_num: doc.pic_num ?? 0,
    payload,
    style: { ...(style?.type ? { type: style.type } : {}), data: thumbs(style) },
    mp_user_id: isMp ? encodePublicId(row.mp_account_id as number) : '',
    meta: { ...meta, comment_available: row.comment_available ? 'true' : 'false' },
    enable_comment: row.enable_comment === 1,
    album_status: albumStatusOf(db, row),
    // The moment this API stops serving the preview (its own expiry, else PREVIEW_VALIDITY_S after
    // its item's last write): the page counts down to it. Its 30-minute default from the render
    // (spec) is for a platform that sends null; counted from the page it ran past a draft written
    // earlier (issue 52: the page said 30:00 of a preview refused 10 minutes later).
    expired_at: options.preview ? Math.min(options.previewEndsAt ?? Infinity, previewExpiresAt(row)) : null,
    ...(row.topic_name ? { topic_name: row.topic_name } : {}),
    ...(location ? { location_id: encodePublicId(location.id) } : {}),
  };
}

export function renderDetail(db: Db, row: ContentRow, options: RenderOptions = {}): DocDetail {
  const stored = JSON.parse(row.doc) as StoredDoc;
  const relations = (
    db
      .prepare(
        `SELECT c.* FROM content_relations r JOIN contents c ON c.id = r.related_id
         WHERE r.content_id = ? AND c.published = 1 ORDER BY r.position`,
      )
      .all(row.id) as ContentRow[]
  ).map((related) => renderSummary(db, related));
  return {
    ...renderSummary(db, row, options),
    relations,
    ...(stored.content !== undefined ? { content: stored.content } : {}),
  };
}

/** The ids a detail page of `id` already shows: the item itself and its relations. */
export function shownWith(db: Db, id: number): number[] {
  const related = db.prepare('SELECT related_id FROM content_relations WHERE content_id = ?').all(id) as {
    related_id: number;
  }[];
  return [id, ...related.map((row) => row.related_id)];
}

export function findContent(db: Db, id: number): ContentRow | undefined {
  return db.prepare('SELECT * FROM contents WHERE id = ?').get(id) as ContentRow | undefined;
}

export function findPublished(db: Db, id: number): ContentRow | undefined {
  return db.prepare('SELECT * FROM contents WHERE id = ? AND published = 1').get(id) as ContentRow | undefined;
}

export interface Page {
  page: number;
  size: number;
}

export function pageOf<T>(db: Db, sql: string, countSql: string, args: unknown[], { page, size }: Page) {
  const rows = db.prepare(`${sql} LIMIT ? OFFSET ?`).all(...args, size, (page - 1) * size) as T[];
  const { total } = db.prepare(countSql).get(...args) as { total: number };
  return { rows, total };
}
