import { z } from 'zod';
import { FUNNEL_ENVIRONMENTS, FUNNEL_STEPS, SHARE_ID_PATTERN, SITE_FUNNEL_STEPS } from '../link-token';
import { PublicIdSchema } from './envelope';

const ShareIdSchema = z.string().regex(SHARE_ID_PATTERN).meta({ description: 'share id of a share link (share_id=)' });
const EnvironmentSchema = z.enum(FUNNEL_ENVIRONMENTS).meta({ description: 'environment class, never the agent' });

/** POST /peony/v1/link_token: a token for the item a visitor is sent to download the app from. */
export const LinkTokenCreateSchema = z.object({
  post_id: PublicIdSchema,
  share_id: ShareIdSchema.optional(),
  env: EnvironmentSchema,
});

/** A link token as issued: what the app gets back for it, and when it ends. */
export const LinkTokenSchema = z.object({
  token: z.string().meta({ description: '128 random bits, base64url; single use' }),
  post_id: z.string(),
  content_type: z.string(),
  title: z.string(),
  content_link: z.string(),
  share_link: z.string(),
  share_id: z.string().nullable(),
  env: EnvironmentSchema,
  created_at: z.number().int().meta({ description: 'unix seconds' }),
  expires_at: z.number().int().meta({ description: 'unix seconds (LINK_TOKEN_TTL after created_at)' }),
});

/** POST /peony/v1/link_token/claim: the clipboard text the app read (or the bare token). */
export const LinkTokenClaimSchema = z.object({ text: z.string().min(1).max(2000) });

/** What a claim answers, once: the item the installer came for. */
export const LinkTokenClaimResultSchema = z.object({
  post_id: z.string(),
  content_type: z.string(),
  content_link: z.string(),
  share_link: z.string(),
  share_id: z.string().nullable(),
});

/** POST /peony/v1/share: a share id for an item and the share link carrying it. */
export const ShareIssueSchema = z.object({ post_id: PublicIdSchema });
export const ShareIssuedSchema = z.object({ share_id: z.string(), link: z.string() });

/**
 * POST /peony/v1/share/event: one funnel step seen by the site (download: a link token was asked for). The fields travel in the query, so
 * the site's proxy counts the step by its labels without reading the body.
 */
export const FunnelEventQuerySchema = z.object({
  step: z.enum(SITE_FUNNEL_STEPS),
  post_id: PublicIdSchema,
  env: EnvironmentSchema,
  share_id: ShareIdSchema.optional(),
  /** The item's content type: a label of the site's funnel counter (the platform knows its items). */
  content_type: z.string().max(32).optional(),
});

/** GET /peony/v1/share/stats: counts of one share (share_id) or of one item over all its shares (post_id). */
export const ShareStatsQuerySchema = z
  .object({ share_id: ShareIdSchema.optional(), post_id: PublicIdSchema.optional() })
  .refine((query) => Boolean(query.share_id) !== Boolean(query.post_id), { message: 'share_id or post_id' });

const countsShape = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, z.number().int()])) as Record<
  (typeof FUNNEL_STEPS)[number],
  z.ZodNumber
>;
export const ShareStatsSchema = z.object({
  share_id: z.string().nullable(),
  post_id: z.string().nullable(),
  counts: z.object(countsShape),
});
