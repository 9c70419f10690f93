// The deferred deep link and the share funnel (issue 63). A link token is 128 random bits handed to
// the visitor once; the table keeps only its SHA-256, so a copy of the database claims nothing. A
// token names an item, the share id it came through and an environment class: no address, agent or
// device. Rows go LINK_TOKEN_KEEP_S after their expiry; the funnel keeps counts, never events.
import crypto from 'node:crypto';
import {
  API_CODE,
  encodePublicId,
  FUNNEL_STEPS,
  LINK_TOKEN_BYTES,
  linkTokenOf,
  SHARE_ID_PARAM,
  type FunnelEnvironment,
  type FunnelStep,
} from '@share/contract';
import { nowSeconds } from '../clock';
import { ApiError } from '../http/api-error';
import { LINK_TOKEN_KEEP_S } from '../limits';
import { MSG } from '../messages';
import type { ContentRow } from './content';
import { renderSummary } from './content';
import type { ApiContext } from './context';

/** Bytes of a share id: 72 bits, 12 base64url characters (it names a share, so it need not be secret). */
const SHARE_ID_BYTES = 9;
const BARE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

interface TokenRow {
  content_id: number;
  share_id: string | null;
  env: FunnelEnvironment;
  expires_at: number;
  claimed_at: number | null;
}

/** The share id as given when the platform issued it, else null (an old link, or one made up). */
export function knownShareId(ctx: ApiContext, shareId: string | undefined): string | null {
  if (!shareId) return null;
  return ctx.db.prepare('SELECT 1 FROM shares WHERE share_id = ?').get(shareId) ? shareId : null;
}

/** Adds one to a funnel step of an item (and of its share, when it came through one). */
export function countStep(
  ctx: ApiContext,
  step: FunnelStep,
  contentId: number,
  shareId: string | null,
  env: FunnelEnvironment,
): void {
  ctx.db
    .prepare(
      `INSERT INTO funnel_counts (share_id, content_id, step, env, count) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (share_id, content_id, step, env) DO UPDATE SET count = count + 1`,
    )
    .run(shareId ?? '', contentId, step, env);
}

/** A new token for a published item; expired rows past their keep are deleted on the way. */
export function issueLinkToken(ctx: ApiContext, row: ContentRow, shareId: string | null, env: FunnelEnvironment) {
  const now = nowSeconds(ctx.clock);
  const token = crypto.randomBytes(LINK_TOKEN_BYTES).toString('base64url');
  const expiresAt = now + ctx.linkTokens.ttlSeconds;
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM link_tokens WHERE expires_at < ?').run(now - LINK_TOKEN_KEEP_S);
    ctx.db
      .prepare(
        'INSERT INTO link_tokens (token_hash, content_id, share_id, env, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(hashOf(token), row.id, shareId, env, now, expiresAt);
  })();
  const summary = renderSummary(ctx.db, row);
  return {
    token,
    post_id: summary.post_id,
    content_type: summary.content_type,
    title: summary.title,
    content_link: summary.content_link,
    share_link: summary.share_link,
    share_id: shareId,
    env,
    created_at: now,
    expires_at: expiresAt,
  };
}

/** The result a claim can have (a metric label). */
export type ClaimResult = 'claimed' | 'unknown' | 'used' | 'expired';

/**
 * Claims the token in `text` (the clipboard's 口令, or the bare token): the item's links, once. A
 * token used, expired or unknown is refused with its own code (409, 410, 404).
 */
export function claimLinkToken(ctx: ApiContext, text: string, onResult?: (result: ClaimResult) => void) {
  const token = linkTokenOf(text) ?? (BARE_TOKEN.test(text.trim()) ? text.trim() : null);
  const refuse = (result: ClaimResult, code: number, message: string): never => {
    onResult?.(result);
    throw new ApiError(code, message);
  };
  if (!token) return refuse('unknown', API_CODE.NOT_FOUND, MSG.linkTokenUnknown);
  const hash = hashOf(token);
  const now = nowSeconds(ctx.clock);
  const row = ctx.db
    .prepare('SELECT content_id, share_id, env, expires_at, claimed_at FROM link_tokens WHERE token_hash = ?')
    .get(hash) as TokenRow | undefined;
  if (!row) return refuse('unknown', API_CODE.NOT_FOUND, MSG.linkTokenUnknown);
  if (row.claimed_at !== null) return refuse('used', API_CODE.CONFLICT, MSG.linkTokenUsed);
  if (row.expires_at <= now) return refuse('expired', API_CODE.GONE, MSG.linkTokenExpired);
  // One claim wins, however many arrive at once.
  const claimed = ctx.db
    .prepare('UPDATE link_tokens SET claimed_at = ? WHERE token_hash = ? AND claimed_at IS NULL')
    .run(now, hash);
  if (claimed.changes !== 1) return refuse('used', API_CODE.CONFLICT, MSG.linkTokenUsed);
  countStep(ctx, 'claim', row.content_id, row.share_id, row.env);
  onResult?.('claimed');
  const item = ctx.db.prepare('SELECT * FROM contents WHERE id = ?').get(row.content_id) as ContentRow;
  const summary = renderSummary(ctx.db, item);
  return {
    post_id: summary.post_id,
    content_type: summary.content_type,
    content_link: summary.content_link,
    share_link: summary.share_link,
    share_id: row.share_id,
  };
}

/** A share id for an item, and its share link carrying it. */
export function issueShare(ctx: ApiContext, row: ContentRow) {
  const shareId = crypto.randomBytes(SHARE_ID_BYTES).toString('base64url');
  ctx.db
    .prepare('INSERT INTO shares (share_id, content_id, created_at) VALUES (?, ?, ?)')
    .run(shareId, row.id, nowSeconds(ctx.clock));
  const link = renderSummary(ctx.db, row).share_link;
  return { share_id: shareId, link: link ? `${link}?${SHARE_ID_PARAM}=${shareId}` : '' };
}

/** The funnel counts of one share, or of one item over all its shares. */
export function funnelCounts(ctx: ApiContext, by: { shareId: string } | { contentId: number }) {
  const rows = (
    'shareId' in by
      ? ctx.db
          .prepare('SELECT step, SUM(count) AS count FROM funnel_counts WHERE share_id = ? GROUP BY step')
          .all(by.shareId)
      : ctx.db
          .prepare('SELECT step, SUM(count) AS count FROM funnel_counts WHERE content_id = ? GROUP BY step')
          .all(by.contentId)
  ) as { step: FunnelStep; count: number }[];
  const counts = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;
  for (const row of rows) counts[row.step] = row.count;
  return counts;
}

/** The item a share id was issued for, as a public id. */
export function shareItem(ctx: ApiContext, shareId: string): string | null {
  const row = ctx.db.prepare('SELECT content_id FROM shares WHERE share_id = ?').get(shareId) as
    { content_id: number } | undefined;
  return row ? encodePublicId(row.content_id) : null;
}
