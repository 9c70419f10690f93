// The credential of a preview link (issue 58: public ids are a reversible permutation of sequential
// integers, so an id alone let anyone read every draft). The platform issues `{expiry}.{signature}`
// with the draft; the preview endpoint serves the draft only to a link carrying a valid, unexpired one.
import crypto from 'node:crypto';
import { PREVIEW_TOKEN_PARAM, shareLinkFor, PREVIEW_ACTOR } from '@share/contract';

/** Random secret of a process that was given none (development, tests, `npm start`). */
export function randomPreviewSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

function signatureOf(secret: string, publicId: string, expiresAt: number): string {
  return crypto.createHmac('sha256', secret).update(`${publicId}.${expiresAt}`).digest('base64url');
}

/** The credential of `publicId`'s preview until `expiresAt` (unix seconds). */
export function signPreviewToken(secret: string, publicId: string, expiresAt: number): string {
  return `${expiresAt}.${signatureOf(secret, publicId, expiresAt)}`;
}

/**
 * The expiry a credential grants `publicId`, or null when it is missing, malformed, signed for
 * another id or with another secret, or past (`now` in unix seconds).
 */
export function verifyPreviewToken(
  secret: string,
  publicId: string,
  token: string | undefined,
  now: number,
): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const expiresAt = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, publicId, expiresAt));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return expiresAt > now ? expiresAt : null;
}

/** The site path of an item's preview with its credential. */
export function previewLinkPath(
  item: { content_type: string; post_id: string; publish_at: number },
  token: string,
): string {
  const path = shareLinkFor({ ...item, actor: PREVIEW_ACTOR });
  return path ? `${path}?${PREVIEW_TOKEN_PARAM}=${encodeURIComponent(token)}` : '';
}
