import { encodePublicId, type UserInfo } from '@share/contract';
import type { Db } from '../db/database';

export interface UserRow {
  id: number;
  phone: string;
  alias: string;
  avatar: string;
  password_hash: string | null;
  ip_location: string;
  created_at: number;
  profile_pending: number;
  profile_armed: number;
}

/** New accounts have no avatar: the site shows its default picture. */
export const DEFAULT_AVATAR = '';

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByPhone(db: Db, phone: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as UserRow | undefined;
}

export function createUser(db: Db, phone: string, now: number): UserRow {
  const result = db
    .prepare('INSERT INTO users (phone, alias, avatar, created_at) VALUES (?, ?, ?, ?)')
    .run(phone, `用户${phone.slice(-4)}`, DEFAULT_AVATAR, now);
  return findUserById(db, Number(result.lastInsertRowid)) as UserRow;
}

export function userInfoOf(user: UserRow): UserInfo {
  return {
    user_id: encodePublicId(user.id),
    alias: user.alias,
    avatar: user.avatar,
    mobile: maskPhone(user.phone),
    has_password: user.password_hash !== null,
    created_at: user.created_at,
  };
}
