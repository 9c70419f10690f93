import { z } from 'zod';
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
