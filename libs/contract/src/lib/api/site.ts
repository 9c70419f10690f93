import { z } from 'zod';
import { DocSummarySchema } from './content';
import { PublicIdSchema } from './envelope';

/**
 * How the app is opened (issue 13's block of app_info). The platform's own fields at the top of
 * app_info (scheme, android_package) win over their copies here.
 */
export const AppOpenInfoSchema = z.looseObject({
  scheme: z.string().optional(),
  /** iOS Universal Link base, e.g. https://link.example.com/open. */
  universal_link: z.string().optional(),
  android_package: z.string().optional(),
  /** WeChat open-platform app id of the mobile app (the open tag's appid). */
  wx_open_app_id: z.string().optional(),
});

/** The JSON inside data.app_info of GET /peony/v1/app/info. */
export const AppInfoContentSchema = z.looseObject({
  primaryColor: z.string(),
  /** The app as the platform describes it: name, logo, slogan. */
  app_name: z.string().optional(),
  app_logo: z.string().optional(),
  slogan: z.string().optional(),
  /** The app's custom scheme, e.g. 'nanling://' (the site also takes it without '://'). */
  scheme: z.string().optional(),
  ios_app_id: z.string().optional(),
  /** The Android package, e.g. 'com.example.nanling'. */
  android_package: z.string().optional(),
  open_app: AppOpenInfoSchema.optional(),
  h5_config: z.object({ site_name: z.string(), site_logo: z.string(), descriptions: z.string() }),
  bottomNavigationBar: z.looseObject({
    navigationItems: z.array(
      z.looseObject({
        id: z.string(),
        title: z.string(),
        binding: z.string(),
        category: z.string(),
        isHome: z.boolean(),
        groups: z.array(z.string()),
        icons: z.looseObject({}),
      }),
    ),
    unselectedLabelColor: z.string(),
    selectedLabelColor: z.string(),
  }),
});
export type AppInfoContent = z.infer<typeof AppInfoContentSchema>;
/** data.app_info is a JSON string (spec §7). */
export const AppInfoSchema = z.object({ app_info: z.string() });

export const GroupSchema = z.object({
  id: PublicIdSchema,
  name: z.string(),
  type: z.string(),
  layout: z.string(),
});
export const GroupListSchema = z.object({ list: z.array(GroupSchema) });

/** GET /peony/v1/system/static?module=app_download_url: data is a JSON string. */
export const StaticModuleQuerySchema = z.object({ module: z.string() });

/** GET /peony/v1/system/wxshare?path=: share data of spec §3. */
export const WxShareQuerySchema = z.object({ path: z.string().default('') });
export const WxShareConfigSchema = z.object({
  title: z.string(),
  desc: z.string(),
  link: z.string(),
  imgUrl: z.string(),
});

/**
 * GET /peony/v1/system/wx_signature?url=: messaging-SDK signing data. The site reads the signature
 * under the misspelled name `signatrue` (spec §3); `signature` carries the same value.
 */
export const WxSignatureQuerySchema = z.object({ url: z.string().min(1) });
export const WxSignatureSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signatrue: z.string(),
  signature: z.string(),
});

export const HotWordsSchema = z.object({ list: z.array(z.string()) });
export const SearchQuerySchema = z.object({
  keyword: z.string().default(''),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * GET /peony/v3/special/{id}?page=&size=&group_id=: each group's content list is one page of its
 * published items (spec §9: page size 50, batch 50); with group_id only that group is answered.
 */
export const SpecialQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(50),
  group_id: z.string().min(1).optional(),
});

/** A group of a special: `content_list` is the asked page, `total` counts all its published items. */
export const SpecialGroupSchema = z.object({
  group_id: z.string(),
  name: z.string(),
  collapse: z.boolean(),
  content_list: z.array(DocSummarySchema),
  total: z.number().int().min(0),
});
export const SpecialDetailSchema = z.looseObject({
  special: DocSummarySchema,
  groups: z.array(SpecialGroupSchema),
  sections: z.array(z.object({ key: z.string(), group_id: z.string(), name: z.string(), layout: z.string() })),
});
export type SpecialQuery = z.input<typeof SpecialQuerySchema>;
export type SpecialGroup = z.infer<typeof SpecialGroupSchema>;
export type SpecialDetail = z.infer<typeof SpecialDetailSchema>;

/** GET /peony/v3/album/tracks/{series}/{uid}?page=&size= (size at most 30). */
export const AlbumTracksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(30).default(30),
});

/** GET /peony/v3/form/{post_id}: a cloud form (activity). */
export const FormDetailSchema = z.object({
  post_id: PublicIdSchema,
  title: z.string(),
  description: z.string(),
  fields: z.array(z.object({ name: z.string(), label: z.string(), type: z.string(), required: z.boolean() })),
  start_at: z.number().int(),
  end_at: z.number().int(),
  /** The item's cover (style.data[0]), shown at the top of the activity page. */
  cover: z.string().optional(),
});
