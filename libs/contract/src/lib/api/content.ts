import { z } from 'zod';
import { CONTENT_TYPES } from './constants';
import { PublicIdSchema } from './envelope';

export { CONTENT_TYPES } from './constants';
export const ContentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentTypeSchema>;

/** style.data[0]: the cover of a content item. URLs are root-relative (/media/...). */
export const DocThumbSchema = z.object({
  thumb: z.string(),
  url: z.string(),
  wbep_thumb: z.string(),
});
export type DocThumb = z.infer<typeof DocThumbSchema>;

export const AlbumStatusSchema = z.object({
  /** 0: still updating ("updated to N items"); 1: completed. */
  status: z.number().int(),
  total: z.number().int(),
});

/** One picture of a gallery (content_type image). */
export const GalleryImageSchema = z.object({ url: z.string(), description: z.string() });

/** The playable media of video, svideo and audio items. */
export const MediaSourceSchema = z.object({
  url: z.string(),
  cover: z.string().optional(),
  duration: z.number().optional().meta({ description: 'seconds' }),
});

const docFields = {
  post_id: PublicIdSchema,
  /** The same public id as post_id; the site's routes call it id for specials. */
  id: PublicIdSchema,
  title: z.string(),
  summary: z.string(),
  /** Root-relative share-site link (shareLinkFor); the site adds its origin. */
  share_link: z.string(),
  content_type: ContentTypeSchema,
  track_id: z.string(),
  /** The platform API path the native app loads the item from. */
  content_link: z.string(),
  /** 1 for media-account (self-media) content, else 0. */
  mp: z.union([z.literal(0), z.literal(1)]),
  /** Detail-page type of spec §3 (docDetailspage, videoDetailspage...), '' when there is none. */
  type: z.string(),
  pc_link: z.string(),
  source_alias: z.string(),
  /** Unix seconds. */
  publish_at: z.number().int(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  collect_count: z.number().int(),
  comment_count: z.number().int(),
  duration_str: z.string(),
  pic_num: z.number().int(),
  payload: z.record(z.string(), z.unknown()),
  style: z.object({ data: z.array(DocThumbSchema) }),
  /** Public id of the media account, '' when the item is not media-account content. */
  mp_user_id: z.string(),
  meta: z.looseObject({ comment_available: z.enum(['true', 'false']) }),
  enable_comment: z.boolean(),
  album_status: AlbumStatusSchema.nullable(),
  /** Preview expiry in unix seconds; null outside previews. */
  expired_at: z.number().int().nullable(),
  /** Public id of the item's location (GET /peony/v3/lbs/{id}, /peony/v3/lbs_weather/{id}). */
  location_id: z.string().optional(),
  /** Topic name of topic items (used in their share link). */
  topic_name: z.string().optional(),
};

/** A content item in a list (no body, no relations). */
export const DocSummarySchema = z.looseObject(docFields);
export type DocSummary = z.infer<typeof DocSummarySchema>;

/** A content item as detail pages read it (spec §3 DocDetail). */
export const DocDetailSchema = z.looseObject({
  ...docFields,
  relations: z.array(DocSummarySchema),
  /** Rich-text HTML body of articles (and descriptions of other types); the site sanitises it. */
  content: z.string().optional(),
  images: z.array(GalleryImageSchema).optional(),
  media: MediaSourceSchema.optional(),
});
export type DocDetail = z.infer<typeof DocDetailSchema>;

/** A page of content items. */
export const DocListSchema = z.object({
  list: z.array(DocSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type DocList = z.infer<typeof DocListSchema>;

/** GET /peony/v1/content: gid, pageindex (from 1), pagesize. */
export const ContentListQuerySchema = z.object({
  gid: PublicIdSchema,
  pageindex: z.coerce.number().int().min(1).default(1),
  pagesize: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * One item of `npm run platform:import -- items.json`: DocDetail fields in, platform-owned fields
 * (ids, links, counts shown as they are given) computed. post_id is optional: present and valid, the
 * item with that id is replaced; absent, a new item is created.
 */
export const ImportItemSchema = z.looseObject({
  post_id: PublicIdSchema.optional(),
  title: z.string().min(1),
  summary: z.string().default(''),
  content_type: ContentTypeSchema,
  source_alias: z.string().default(''),
  publish_at: z.number().int().optional(),
  published: z.boolean().default(true),
  view_count: z.number().int().min(0).default(0),
  like_count: z.number().int().min(0).default(0),
  collect_count: z.number().int().min(0).default(0),
  duration_str: z.string().default(''),
  pic_num: z.number().int().min(0).default(0),
  payload: z.record(z.string(), z.unknown()).default({}),
  style: z.object({ data: z.array(DocThumbSchema) }).optional(),
  enable_comment: z.boolean().default(true),
  album_status: AlbumStatusSchema.nullable().optional(),
  content: z.string().optional(),
  images: z.array(GalleryImageSchema).optional(),
  media: MediaSourceSchema.optional(),
  topic_name: z.string().optional(),
  /** Names (not ids) of the groups the item is listed in. */
  groups: z.array(z.string()).default([]),
});
export type ImportItem = z.infer<typeof ImportItemSchema>;
