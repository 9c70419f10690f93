import { nowSeconds } from '../clock';
import type { RequestAuth } from '../http/request-auth';
import type { ApiContext } from './context';
import { hashToken, newToken } from './secrets';

interface TokenRow {
  kind: 'anonymous' | 'user';
  user_id: number | null;
  expires_at: number;
  revoked_at: number | null;
}

export function issueToken(
  ctx: ApiContext,
  kind: 'anonymous' | 'user',
  userId: number | null,
  deviceId: string,
): { token: string; expires_at: number } {
  const token = newToken();
  const now = nowSeconds(ctx.clock);
  const ttl = kind === 'user' ? ctx.tokenTtlSeconds : ctx.anonymousTokenTtlSeconds;
  const expiresAt = now + ttl;
  ctx.db
    .prepare('INSERT INTO tokens (hash, kind, user_id, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(hashToken(token), kind, userId, deviceId, now, expiresAt);
  return { token, expires_at: expiresAt };
}

export function resolveToken(ctx: ApiContext, token: string): RequestAuth {
  if (!token) return { kind: 'none' };
  const hash = hashToken(token);
  const row = ctx.db.prepare('SELECT kind, user_id, expires_at, revoked_at FROM tokens WHERE hash = ?').get(hash) as
    TokenRow | undefined;
  if (!row || row.revoked_at !== null) return { kind: 'invalid', expired: false };
  if (row.expires_at <= nowSeconds(ctx.clock)) return { kind: 'invalid', expired: true };
  if (row.kind === 'user' && row.user_id !== null) return { kind: 'user', tokenHash: hash, userId: row.user_id };
  return { kind: 'anonymous', tokenHash: hash };
}

export function revokeToken(ctx: ApiContext, tokenHash: string): boolean {
  const result = ctx.db
    .prepare('UPDATE tokens SET revoked_at = ? WHERE hash = ? AND revoked_at IS NULL')
    .run(nowSeconds(ctx.clock), tokenHash);
  return result.changes > 0;
}
