/**
 * The demo families without tables of their own (clue reports, circles, law questions, open content,
 * locations, content modules, lists, activities, dejin) are stored as JSON entities. Their `*_key`
 * references are resolved when answering: users, media accounts and content items are expanded,
 * other entities become public ids with their names.
 */
import { API_CODE, decodePublicId, encodePublicId } from '@share/contract';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { findPublished, renderSummary } from './content';

export interface EntityRow {
  id: number;
  kind: string;
  key: string;
  data: string;
}

type Json = Record<string, unknown>;

const USER_REFS = new Set(['user', 'reporter', 'at_user', 'inviter', 'invitee']);
const ITEM_REFS = new Set(['item', 'relate_item']);
/** Entities that share their key with a user: never the target of a reference. */
const USER_EXTENSIONS = ['clue_reporters', 'dejin_personals'];

export function entitiesOf(db: Db, kind: string): (Json & { _row: EntityRow })[] {
  return (db.prepare('SELECT * FROM entities WHERE kind = ? ORDER BY id').all(kind) as EntityRow[]).map((row) => ({
    ...(JSON.parse(row.data) as Json),
    _row: row,
  }));
}

export function entityByPublicId(db: Db, kind: string, publicId: unknown, message: string): EntityRow {
  const id = decodePublicId(publicId);
  const row =
    id === null
      ? undefined
      : (db.prepare('SELECT * FROM entities WHERE id = ? AND kind = ?').get(id, kind) as EntityRow | undefined);
  if (!row) throw new ApiError(id === null ? API_CODE.INVALID : API_CODE.NOT_FOUND, message);
  return row;
}

export function entityByKey(db: Db, kind: string, key: string): EntityRow | undefined {
  return db.prepare('SELECT * FROM entities WHERE kind = ? AND key = ?').get(kind, key) as EntityRow | undefined;
}

export function userRef(db: Db, key: string) {
  const user = db.prepare('SELECT id, alias, avatar FROM users WHERE key = ?').get(key) as
    { id: number; alias: string; avatar: string } | undefined;
  return user
    ? {
        id: encodePublicId(user.id),
        value: { user_id: encodePublicId(user.id), alias: user.alias, avatar: user.avatar },
      }
    : null;
}

function resolve(db: Db, base: string, key: string): { id: string; value: unknown } | null {
  if (USER_REFS.has(base)) return userRef(db, key);
  if (base === 'mp') {
    const mp = db.prepare('SELECT id, name, avatar FROM media_accounts WHERE key = ?').get(key) as
      { id: number; name: string; avatar: string } | undefined;
    return mp
      ? { id: encodePublicId(mp.id), value: { uid: encodePublicId(mp.id), name: mp.name, avatar: mp.avatar } }
      : null;
  }
  if (ITEM_REFS.has(base)) {
    const row = db.prepare('SELECT id FROM contents WHERE key = ?').get(key) as { id: number } | undefined;
    const item = row ? findPublished(db, row.id) : undefined;
    return item ? { id: encodePublicId(item.id), value: renderSummary(db, item) } : null;
  }
  const entity = db
    .prepare(
      `SELECT * FROM entities WHERE key = ? AND kind NOT IN (${USER_EXTENSIONS.map(() => '?').join(', ')}) LIMIT 1`,
    )
    .get(key, ...USER_EXTENSIONS) as EntityRow | undefined;
  if (!entity) return null;
  const data = JSON.parse(entity.data) as Json;
  return {
    id: encodePublicId(entity.id),
    value: { id: encodePublicId(entity.id), name: data.name ?? data.title ?? '' },
  };
}

function expand(db: Db, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((entry) => expand(db, entry));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [name, field] of Object.entries(value as Json)) {
    if (name.endsWith('_key') && typeof field === 'string') {
      const base = name.slice(0, -4);
      const ref = resolve(db, base, field);
      out[`${base}_id`] = ref?.id ?? '';
      if (ref) out[base] = ref.value;
    } else if (name.endsWith('_keys') && Array.isArray(field)) {
      const base = name.slice(0, -5);
      const refs = field.map((key) => resolve(db, base, String(key))).filter((ref) => ref !== null);
      out[`${base}_ids`] = refs.map((ref) => ref.id);
      out[`${base}s`] = refs.map((ref) => ref.value);
    } else {
      out[name] = expand(db, field);
    }
  }
  return out;
}

/** An entity as answered: its public id as `id`, references resolved. */
export function renderEntity(db: Db, row: EntityRow, omit: string[] = []): Json {
  const { key: _key, ...data } = JSON.parse(row.data) as Json;
  void _key;
  for (const name of omit) delete data[name];
  return { id: encodePublicId(row.id), ...(expand(db, data) as Json) };
}

export function pageArray<T>(list: T[], page: number, size: number) {
  return { list: list.slice((page - 1) * size, page * size), count: list.length, page, size };
}
