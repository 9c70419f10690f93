import { z } from 'zod';
import { COMMENTS_PAGE_SIZE, COMMENT_TYPE } from './constants';
import { PublicIdSchema } from './envelope';

export { COMMENTS_PAGE_SIZE, COMMENT_MAX_LENGTH, COMMENT_TYPE } from './constants';

export interface Comment {
  gid: string;
  content: string;
  /** Unix seconds. */
  created_at: number;
  ip_location: string;
  alias: string;
  avatar: string;
  user: { mp_name: string };
  /** Whether the requesting user starred it. */
  star: boolean;
  star_count: number;
  reply_count: number;
  /** Child comments: the first two inline in top-level lists; all through the child list. */
  replys: Comment[];
  level: 1 | 2;
  comment_type: number;
  owner_user_id: string;
  /** Alias of the user a reply answers ('' for top-level comments). */
  reply_alias: string;
  parent_id: string;
  target_user_id: string;
}

export const CommentSchema: z.ZodType<Comment> = z.object({
  gid: PublicIdSchema,
  content: z.string(),
  created_at: z.number().int(),
  ip_location: z.string(),
  alias: z.string(),
  avatar: z.string(),
  user: z.object({ mp_name: z.string() }),
  star: z.boolean(),
  star_count: z.number().int(),
  reply_count: z.number().int(),
  get replys() {
    return z.array(CommentSchema);
  },
  level: z.union([z.literal(1), z.literal(2)]),
  comment_type: z.number().int(),
  owner_user_id: PublicIdSchema,
  reply_alias: z.string(),
  parent_id: z.string(),
  target_user_id: z.string(),
});

/** The list response has comments and count (spec §3); count is the number of top-level comments. */
export const CommentListSchema = z.object({
  comments: z.array(CommentSchema),
  count: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type CommentList = z.infer<typeof CommentListSchema>;

export const CommentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(COMMENTS_PAGE_SIZE),
});

/** POST /peony/v1/comment/{id} and /guzzle/v1/comment/{id}; reply target fields for replies. */
export const CommentCreateSchema = z.object({
  content: z.string().default(''),
  comment_type: z.coerce.number().int().default(COMMENT_TYPE.COMMENT),
  track_id: z.string().optional(),
  parent_id: z.string().optional(),
  target_user_id: z.string().optional(),
  target_user_alias: z.string().optional(),
});
export type CommentCreate = z.infer<typeof CommentCreateSchema>;

/** POST /peony/v1/star and /guzzle/v1/star: type 1 stars a comment, 0 takes the star back. */
export const StarRequestSchema = z.object({
  gid: z.string(),
  type: z.coerce.number().int(),
});
export const StarResultSchema = z.object({ star: z.boolean(), star_count: z.number().int() });
