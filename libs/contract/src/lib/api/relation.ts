import { z } from 'zod';
import { isValidPublicId } from '../public-id';
import { ContentTypeSchema } from './content';
import { PublicIdSchema } from './envelope';

/** POST /peony/v1/collection/{id} (and /guzzle/v1/collection/{id}): type add or del. */
export const CollectRequestSchema = z.object({
  type: z.string(),
  track_id: z.string().optional(),
  cid: z.string().optional(),
});
export const CollectResultSchema = z.object({ is_collect: z.boolean(), collect_count: z.number().int() });

/** GET /peony/v3/content/{type}/{post_id}/user_related */
export const UserRelatedSchema = z.object({ is_collect: z.boolean() });

/** POST /guzzle/v1/mp/follow/{uid}: type 1 follows, 0 unfollows. */
export const FollowRequestSchema = z.object({ type: z.coerce.number().int() });
export const FollowResultSchema = z.object({ is_follow: z.boolean(), fans_count: z.number().int() });
/** POST /guzzle/v1/mp/is_followed/{uid} */
export const IsFollowedSchema = z.object({ is_follow: z.boolean() });

/** A public id that passes the decoding check, as the site's routes take ids (public-id.ts). */
const CheckedPublicIdSchema = PublicIdSchema.refine(isValidPublicId, { message: 'not a public id' });

/**
 * GET {base}/api/viewer-state?type=&post_id=&uid= (the site's own, SITE_ENDPOINT_ROUTES): the item's
 * content type and id as user_related takes them, and the uid of its media account when it has one.
 */
export const ViewerStateQuerySchema = z.object({
  type: ContentTypeSchema,
  post_id: CheckedPublicIdSchema,
  uid: CheckedPublicIdSchema.optional(),
});

/** A platform call of the viewer state that failed: its code and message, as the platform (or the site) gave them. */
const ViewerStateErrorSchema = z.object({ code: z.number().int(), message: z.string() });

/**
 * The visitor's own state of a detail page: what user_related and is_followed answered. Each call
 * fills its field or, when it failed, its entry of `errors`, so one failure keeps the other's answer.
 */
export const ViewerStateSchema = z.object({
  /** user_related's is_collect. */
  is_collect: z.boolean().optional(),
  /** is_followed's is_follow; absent without a uid. */
  is_follow: z.boolean().optional(),
  errors: z
    .object({ is_collect: ViewerStateErrorSchema.optional(), is_follow: ViewerStateErrorSchema.optional() })
    .optional(),
});
export type ViewerState = z.infer<typeof ViewerStateSchema>;

/** A media account (self-media): GET /guzzle/v1/mp/info/{uid}. */
export const MediaAccountSchema = z.object({
  uid: PublicIdSchema,
  name: z.string(),
  avatar: z.string(),
  description: z.string(),
  fans_count: z.number().int(),
  content_count: z.number().int(),
  is_follow: z.boolean(),
});
export type MediaAccount = z.infer<typeof MediaAccountSchema>;

export const FollowListSchema = z.object({ list: z.array(MediaAccountSchema), count: z.number().int() });
