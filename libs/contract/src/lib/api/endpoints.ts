import { z } from 'zod';
import {
  AccountUpdateSchema,
  AuthRequestSchema,
  AuthTokenSchema,
  InviteRecordListSchema,
  LogoutRequestSchema,
  UserInfoSchema,
  VcodeQuerySchema,
} from './auth';
import {
  CommentCreateSchema,
  CommentListQuerySchema,
  CommentListSchema,
  CommentSchema,
  StarRequestSchema,
  StarResultSchema,
} from './comment';
import { ContentListQuerySchema, DocDetailSchema, DocListSchema } from './content';
import { PageQuerySchema, PublicIdSchema } from './envelope';
import {
  BookingListQuerySchema,
  BookingListSchema,
  BookingRequestSchema,
  BookingResultSchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatMessageSchema,
  ChatSendSchema,
  LiveDetailSchema,
  LiveInfoSchema,
  LiveLikeRequestSchema,
  LiveLikeResultSchema,
} from './live';
import {
  CollectRequestSchema,
  CollectResultSchema,
  FollowListSchema,
  FollowRequestSchema,
  FollowResultSchema,
  IsFollowedSchema,
  MediaAccountSchema,
  UserRelatedSchema,
  ViewerStateQuerySchema,
  ViewerStateSchema,
} from './relation';
import {
  AlbumTracksQuerySchema,
  AppInfoSchema,
  FormDetailSchema,
  GroupListSchema,
  HotWordsSchema,
  SearchQuerySchema,
  SpecialDetailSchema,
  SpecialQuerySchema,
  StaticModuleQuerySchema,
  WxShareConfigSchema,
  WxShareQuerySchema,
  WxSignatureQuerySchema,
  WxSignatureSchema,
} from './site';
import {
  CircleContentQuerySchema,
  CircleTopicQuerySchema,
  DejinPostQuerySchema,
  EntityListSchema,
  EntityPageQuerySchema,
  EntitySchema,
  LawAnswerQuerySchema,
  LawQuestionQuerySchema,
  OpenContentQuerySchema,
} from './community';
import {
  ENDPOINT_ROUTES,
  SITE_ENDPOINT_ROUTES,
  type EndpointName,
  type EndpointRoute,
  type SiteEndpointName,
} from './routes';
import { TrackingBodySchema } from './tracking';
import {
  FunnelEventQuerySchema,
  LinkTokenClaimResultSchema,
  LinkTokenClaimSchema,
  LinkTokenCreateSchema,
  LinkTokenSchema,
  ShareIssuedSchema,
  ShareIssueSchema,
  ShareStatsQuerySchema,
  ShareStatsSchema,
} from './attribution';

/** A route of ENDPOINT_ROUTES with its summary and the schemas the server validates with. */
export interface EndpointDef extends EndpointRoute {
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in a successful envelope. */
  data: z.ZodType;
}

function def<const T extends EndpointDef>(d: T): T {
  return d;
}

const OkData = z.null();

/**
 * Every endpoint of the reference platform API. The server routes and validates through this
 * table and /openapi.json is generated from it, so the document cannot drift from the server.
 */
/** A preview link as the reference API's demo endpoints issue it: the site path with its credential. */
const PreviewLinkSchema = z.object({
  id: z.string(),
  path: z.string(),
  preview_token: z.string(),
  expires_at: z.number().int(),
});

export const ENDPOINTS = {
  // Auth and account
  auth: def({
    ...ENDPOINT_ROUTES.auth,
    summary: 'Anonymous token (appid, platform) or login (account with verify_code or password)',
    body: AuthRequestSchema,
    data: AuthTokenSchema,
  }),
  vcode: def({
    ...ENDPOINT_ROUTES.vcode,
    summary: 'Send a login SMS code (tel, type 6)',
    query: VcodeQuerySchema,
    data: OkData,
  }),
  logout: def({
    ...ENDPOINT_ROUTES.logout,
    summary: 'Revoke the request token (or body.token)',
    body: LogoutRequestSchema,
    data: OkData,
  }),
  account: def({
    ...ENDPOINT_ROUTES.account,
    summary: 'Own user info; code 402 while the profile is not ready (see README)',
    data: UserInfoSchema,
  }),
  accountUpdate: def({
    ...ENDPOINT_ROUTES.accountUpdate,
    summary: 'Update own alias or avatar',
    body: AccountUpdateSchema,
    data: UserInfoSchema,
  }),
  inviteRecord: def({
    ...ENDPOINT_ROUTES.inviteRecord,
    summary: 'Users invited by the current user',
    data: InviteRecordListSchema,
  }),

  // Site
  appInfo: def({
    ...ENDPOINT_ROUTES.appInfo,
    summary: 'App info; data.app_info is a JSON string (primaryColor, h5_config, bottomNavigationBar)',
    data: AppInfoSchema,
  }),
  staticModule: def({
    ...ENDPOINT_ROUTES.staticModule,
    summary: 'Internal static content by module name (app_download_url...); data is a JSON string',
    query: StaticModuleQuerySchema,
    data: z.string(),
  }),
  wxShare: def({
    ...ENDPOINT_ROUTES.wxShare,
    summary: 'Share card data for a page path',
    query: WxShareQuerySchema,
    data: WxShareConfigSchema,
  }),
  wxSignature: def({
    ...ENDPOINT_ROUTES.wxSignature,
    summary: 'Messaging-SDK signing data for a page url',
    query: WxSignatureQuerySchema,
    data: WxSignatureSchema,
  }),
  groups: def({
    ...ENDPOINT_ROUTES.groups,
    summary: 'Content groups (navigation columns)',
    data: GroupListSchema,
  }),
  hotWords: def({
    ...ENDPOINT_ROUTES.hotWords,
    summary: 'Search hot words',
    data: HotWordsSchema,
  }),
  search: def({
    ...ENDPOINT_ROUTES.search,
    summary: 'Search published content by keyword',
    query: SearchQuerySchema,
    data: DocListSchema,
  }),

  // Content
  contentList: def({
    ...ENDPOINT_ROUTES.contentList,
    summary: 'Published content of a group (gid, pageindex, pagesize)',
    query: ContentListQuerySchema,
    data: DocListSchema,
  }),
  recommend: def({
    ...ENDPOINT_ROUTES.recommend,
    summary: 'Recommendations (page, size 10); with post_id, without that item and its relations',
    query: PageQuerySchema.extend({ post_id: PublicIdSchema.optional() }),
    data: DocListSchema,
  }),
  contentDetail: def({
    ...ENDPOINT_ROUTES.contentDetail,
    summary: 'Published content detail',
    data: DocDetailSchema,
  }),
  mpContentDetail: def({
    ...ENDPOINT_ROUTES.mpContentDetail,
    summary: 'Published media-account content detail',
    data: DocDetailSchema,
  }),
  previewDetail: def({
    ...ENDPOINT_ROUTES.previewDetail,
    summary:
      'Preview detail: unpublished documents too, with expired_at; refused without a valid preview_token (the signed credential of the preview link)',
    query: z.object({ preview_token: z.string().max(200).optional() }),
    data: DocDetailSchema,
  }),
  hot72h: def({
    ...ENDPOINT_ROUTES.hot72h,
    summary: '72-hour hot list: most viewed content published in the last 72 hours',
    query: PageQuerySchema,
    data: DocListSchema,
  }),
  editorRecommend: def({
    ...ENDPOINT_ROUTES.editorRecommend,
    summary: 'Editor recommendations (编辑推荐)',
    query: PageQuerySchema,
    data: DocListSchema,
  }),
  special: def({
    ...ENDPOINT_ROUTES.special,
    summary: 'Special topic: groups with one page of content (page, size at most 50, group_id) and total, and sections',
    query: SpecialQuerySchema,
    data: SpecialDetailSchema,
  }),
  albumTracks: def({
    ...ENDPOINT_ROUTES.albumTracks,
    summary: 'Tracks of an audio_album or video_album (size at most 30)',
    query: AlbumTracksQuerySchema,
    data: DocListSchema,
  }),
  albumRelates: def({
    ...ENDPOINT_ROUTES.albumRelates,
    summary: 'Albums related to an album (same series)',
    data: DocListSchema,
  }),
  formDetail: def({
    ...ENDPOINT_ROUTES.formDetail,
    summary: 'Form detail of a cloud_form (activity)',
    data: FormDetailSchema,
  }),
  userRelated: def({
    ...ENDPOINT_ROUTES.userRelated,
    summary: 'is_collect of the current user (false for anonymous)',
    data: UserRelatedSchema,
  }),

  // Collect, comments, stars
  collect: def({
    ...ENDPOINT_ROUTES.collect,
    summary: 'Collect (type add) or uncollect (type del); idempotent',
    body: CollectRequestSchema,
    data: CollectResultSchema,
  }),
  mpCollect: def({
    ...ENDPOINT_ROUTES.mpCollect,
    summary: 'Media-account collect / uncollect',
    body: CollectRequestSchema,
    data: CollectResultSchema,
  }),
  commentCreate: def({
    ...ENDPOINT_ROUTES.commentCreate,
    summary: 'Comment, or reply with comment_type 2 and parent_id',
    body: CommentCreateSchema,
    data: CommentSchema,
  }),
  mpCommentCreate: def({
    ...ENDPOINT_ROUTES.mpCommentCreate,
    summary: 'Media-account comment / reply',
    body: CommentCreateSchema,
    data: CommentSchema,
  }),
  comments: def({
    ...ENDPOINT_ROUTES.comments,
    summary: 'Top-level comments, newest first (page from 1, size 10)',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  mpComments: def({
    ...ENDPOINT_ROUTES.mpComments,
    summary: 'Media-account top-level comments',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  childComments: def({
    ...ENDPOINT_ROUTES.childComments,
    summary: 'Child comments of a comment, oldest first',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  mpChildComments: def({
    ...ENDPOINT_ROUTES.mpChildComments,
    summary: 'Media-account child comments',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  innerComments: def({
    ...ENDPOINT_ROUTES.innerComments,
    summary: 'Comments of any document, preview included',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  dinnerComments: def({
    ...ENDPOINT_ROUTES.dinnerComments,
    summary: 'Media-account variant of the inner comments',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  star: def({
    ...ENDPOINT_ROUTES.star,
    summary: 'Star (type 1) or unstar (type 0) a comment; idempotent',
    body: StarRequestSchema,
    data: StarResultSchema,
  }),
  mpStar: def({
    ...ENDPOINT_ROUTES.mpStar,
    summary: 'Media-account star / unstar',
    body: StarRequestSchema,
    data: StarResultSchema,
  }),

  // Media accounts
  follow: def({
    ...ENDPOINT_ROUTES.follow,
    summary: 'Follow (type 1) or unfollow (type 0) a media account; idempotent',
    body: FollowRequestSchema,
    data: FollowResultSchema,
  }),
  isFollowed: def({
    ...ENDPOINT_ROUTES.isFollowed,
    summary: 'is_follow of the current user (false for anonymous)',
    data: IsFollowedSchema,
  }),
  mpInfo: def({
    ...ENDPOINT_ROUTES.mpInfo,
    summary: 'Media-account info',
    data: MediaAccountSchema,
  }),
  followList: def({
    ...ENDPOINT_ROUTES.followList,
    summary: 'Media accounts the current user follows',
    data: FollowListSchema,
  }),

  // Live
  liveRoom: def({
    ...ENDPOINT_ROUTES.liveRoom,
    summary: 'Live detail (spec §3) with booked',
    data: LiveDetailSchema,
  }),
  liveLike: def({
    ...ENDPOINT_ROUTES.liveLike,
    summary: 'Like a chat message (msg_id); once per user',
    body: LiveLikeRequestSchema,
    data: LiveLikeResultSchema,
  }),
  liveInfo: def({
    ...ENDPOINT_ROUTES.liveInfo,
    summary: 'Live counters and status',
    data: LiveInfoSchema,
  }),
  chatHistory: def({
    ...ENDPOINT_ROUTES.chatHistory,
    summary: 'Chat history, newest first (before, size)',
    query: ChatHistoryQuerySchema,
    data: ChatHistorySchema,
  }),
  chatSend: def({
    ...ENDPOINT_ROUTES.chatSend,
    summary: 'Send a chat message; broadcast on the WebSocket',
    body: ChatSendSchema,
    data: ChatMessageSchema,
  }),
  booking: def({
    ...ENDPOINT_ROUTES.booking,
    summary: 'Book a live (booking_type live); idempotent',
    body: BookingRequestSchema,
    data: BookingResultSchema,
  }),
  unBooking: def({
    ...ENDPOINT_ROUTES.unBooking,
    summary: 'Cancel a booking; idempotent',
    body: BookingRequestSchema,
    data: BookingResultSchema,
  }),
  bookingList: def({
    ...ENDPOINT_ROUTES.bookingList,
    summary: 'Bookings of the current user (tiny=1: ids only)',
    query: BookingListQuerySchema,
    data: BookingListSchema,
  }),

  // Clue reports
  clueReportDetail: def({
    ...ENDPOINT_ROUTES.clueReportDetail,
    summary: 'Clue report (ReportDetail) with reporter, topics, reply and related posts',
    data: EntitySchema,
  }),
  clueRecommendTopics: def({
    ...ENDPOINT_ROUTES.clueRecommendTopics,
    summary: 'Recommended clue topics (Recomend), most viewed first, with the channels (TopicChannel)',
    data: z.object({ list: z.array(EntitySchema), channels: z.array(EntitySchema) }),
  }),
  clueTopic: def({
    ...ENDPOINT_ROUTES.clueTopic,
    summary: 'Clue topic by name (TopicDetail) and its reports, newest first',
    query: EntityPageQuerySchema,
    data: z.object({
      topic: EntitySchema,
      list: z.array(EntitySchema),
      count: z.number().int(),
      page: z.number().int(),
      size: z.number().int(),
    }),
  }),
  clueUser: def({
    ...ENDPOINT_ROUTES.clueUser,
    summary: 'Reporter page (PersonalDetail) of a user',
    data: EntitySchema,
  }),
  clueUserClues: def({
    ...ENDPOINT_ROUTES.clueUserClues,
    summary: 'Reports by the user, newest first',
    query: EntityPageQuerySchema,
    data: EntityListSchema,
  }),
  clueUserAtClues: def({
    ...ENDPOINT_ROUTES.clueUserAtClues,
    summary: 'Reports that mention (@) the user',
    query: EntityPageQuerySchema,
    data: EntityListSchema,
  }),
  clueUserRelatePosts: def({
    ...ENDPOINT_ROUTES.clueUserRelatePosts,
    summary: 'Published content related to the user’s reports',
    data: z.object({ list: z.array(z.looseObject({})), count: z.number().int() }),
  }),

  // Circles (dimim)
  circleList: def({
    ...ENDPOINT_ROUTES.circleList,
    summary: 'Circles',
    query: EntityPageQuerySchema,
    data: EntityListSchema,
  }),
  circleDetail: def({
    ...ENDPOINT_ROUTES.circleDetail,
    summary: 'Circle detail',
    data: EntitySchema,
  }),
  circleTopicList: def({
    ...ENDPOINT_ROUTES.circleTopicList,
    summary: 'Circle topics (optional circle_id)',
    query: CircleTopicQuerySchema,
    data: EntityListSchema,
  }),
  circleTopicDetail: def({
    ...ENDPOINT_ROUTES.circleTopicDetail,
    summary: 'Circle topic detail',
    data: EntitySchema,
  }),
  circleContentList: def({
    ...ENDPOINT_ROUTES.circleContentList,
    summary: 'Circle posts, newest first (optional circle_id, topic_id)',
    query: CircleContentQuerySchema,
    data: EntityListSchema,
  }),
  circleContentDetail: def({
    ...ENDPOINT_ROUTES.circleContentDetail,
    summary: 'Circle post detail',
    data: EntitySchema,
  }),

  // Law questions (fazak)
  lawQuestionDetail: def({
    ...ENDPOINT_ROUTES.lawQuestionDetail,
    summary: 'Law question (id) with answer_count',
    query: LawQuestionQuerySchema,
    data: EntitySchema,
  }),
  lawAnswerList: def({
    ...ENDPOINT_ROUTES.lawAnswerList,
    summary: 'Answers of a law question (id, page, size)',
    query: LawAnswerQuerySchema,
    data: EntityListSchema,
  }),

  // Open content (picho)
  openContentDetail: def({
    ...ENDPOINT_ROUTES.openContentDetail,
    summary: 'Open content item of a resource',
    data: EntitySchema,
  }),
  openContentList: def({
    ...ENDPOINT_ROUTES.openContentList,
    summary: 'Open content of a resource, newest first (optional catalog_id)',
    query: OpenContentQuerySchema,
    data: EntityListSchema,
  }),
  openCatalog: def({
    ...ENDPOINT_ROUTES.openCatalog,
    summary: 'Catalog of a resource with its child catalogs',
    data: EntitySchema,
  }),

  // Location
  lbs: def({
    ...ENDPOINT_ROUTES.lbs,
    summary: 'Location (province, city, district, address, lat, lng)',
    data: EntitySchema,
  }),
  lbsWeather: def({
    ...ENDPOINT_ROUTES.lbsWeather,
    summary: 'Weather at a location',
    data: EntitySchema,
  }),

  // Pages whose calls the spec does not show
  contentModule: def({
    ...ENDPOINT_ROUTES.contentModule,
    summary: 'Content module with its entries (the site applies the column filter)',
    data: EntitySchema,
  }),
  list: def({
    ...ENDPOINT_ROUTES.list,
    summary: 'List or fly-card page with its items and cards',
    data: EntitySchema,
  }),
  activity: def({
    ...ENDPOINT_ROUTES.activity,
    summary: 'Activity page',
    data: EntitySchema,
  }),
  dejinCatalog: def({
    ...ENDPOINT_ROUTES.dejinCatalog,
    summary: 'Dejin catalogue',
    data: z.object({ list: z.array(EntitySchema) }),
  }),
  dejinPosts: def({
    ...ENDPOINT_ROUTES.dejinPosts,
    summary: 'Dejin posts (catalog_id, topic_id, user_id; limit 10, sort view_sum)',
    query: DejinPostQuerySchema,
    data: EntityListSchema,
  }),
  dejinPost: def({
    ...ENDPOINT_ROUTES.dejinPost,
    summary: 'Dejin post detail',
    data: EntitySchema,
  }),
  dejinTopic: def({
    ...ENDPOINT_ROUTES.dejinTopic,
    summary: 'Dejin topic by name',
    data: EntitySchema,
  }),
  dejinComments: def({
    ...ENDPOINT_ROUTES.dejinComments,
    summary: 'Comments of a dejin post, newest first (read-only here: writing is in the app)',
    query: EntityPageQuerySchema,
    data: EntityListSchema,
  }),
  dejinPersonal: def({
    ...ENDPOINT_ROUTES.dejinPersonal,
    summary: 'Dejin personal page of a user',
    data: EntitySchema,
  }),

  // Deferred deep link and share attribution (issue 63)
  linkTokenCreate: def({
    ...ENDPOINT_ROUTES.linkTokenCreate,
    summary:
      'A single-use link token for an item, valid LINK_TOKEN_TTL seconds; rate-limited per address (429). No address or device is stored with it',
    body: LinkTokenCreateSchema,
    data: LinkTokenSchema,
  }),
  linkTokenClaim: def({
    ...ENDPOINT_ROUTES.linkTokenClaim,
    summary:
      "The app's claim of a token found in the clipboard text: the item's content link, once. 404 unknown, 409 already claimed, 410 expired",
    body: LinkTokenClaimSchema,
    data: LinkTokenClaimResultSchema,
  }),
  shareIssue: def({
    ...ENDPOINT_ROUTES.shareIssue,
    summary: "A share id for an item and its share link carrying it (share_id=); the sharer's id is not stored",
    body: ShareIssueSchema,
    data: ShareIssuedSchema,
  }),
  funnelEvent: def({
    ...ENDPOINT_ROUTES.funnelEvent,
    summary: 'Counts one funnel step the site saw (view, open_app, launch, download) for an item and its share id',
    query: FunnelEventQuerySchema,
    data: OkData,
  }),
  shareStats: def({
    ...ENDPOINT_ROUTES.shareStats,
    summary: 'Funnel counts of one share (share_id) or of one item over all its shares (post_id)',
    query: ShareStatsQuerySchema,
    data: ShareStatsSchema,
  }),

  // Tracking and development
  trackerLog: def({
    ...ENDPOINT_ROUTES.trackerLog,
    summary: 'Tracking sink: stores one event or a batch',
    body: TrackingBodySchema,
    data: z.object({ stored: z.number().int() }),
  }),
  devTrackerEvents: def({
    ...ENDPOINT_ROUTES.devTrackerEvents,
    summary: 'Stored tracking events (development only)',
    data: z.object({ list: z.array(z.looseObject({})) }),
  }),
  devSmsOutbox: def({
    ...ENDPOINT_ROUTES.devSmsOutbox,
    summary: 'Latest SMS code sent to tel (development only)',
    query: z.object({ tel: z.string() }),
    data: z.object({ tel: z.string(), code: z.string(), sent_at: z.number().int() }),
  }),
  devLiveSchedule: def({
    ...ENDPOINT_ROUTES.devLiveSchedule,
    summary: 'Make a live room upcoming, starting in start_in seconds (development only)',
    body: z.object({ start_in: z.number().int().min(0).max(86_400) }),
    data: z.object({ live_id: z.string(), status: z.number().int(), start_time: z.number().int() }),
  }),
  devPreviewLink: def({
    ...ENDPOINT_ROUTES.devPreviewLink,
    summary:
      'A signed preview link of any item (development only): path with preview_token, valid ttl seconds (default PREVIEW_LINK_TTL) or until the preview itself expires',
    query: z.object({ ttl: z.coerce.number().int().min(1).max(86_400).optional() }),
    data: PreviewLinkSchema,
  }),
  devPreviewLinks: def({
    ...ENDPOINT_ROUTES.devPreviewLinks,
    summary:
      'Signed preview links of the drafts (unpublished items), as the platform issues them with a draft (development only)',
    query: z.object({ ttl: z.coerce.number().int().min(1).max(86_400).optional() }),
    data: z.object({ list: z.array(PreviewLinkSchema.extend({ title: z.string() })) }),
  }),
} as const;

/**
 * The endpoints the share site's own server answers (SITE_ENDPOINT_ROUTES), with the schemas it
 * checks their input with. Not the platform's: neither its routes nor /openapi.json have them.
 */
export const SITE_ENDPOINTS = {
  viewerState: def({
    ...SITE_ENDPOINT_ROUTES.viewerState,
    summary:
      "The visitor's is_collect of an item and is_follow of its media account (uid): user_related and is_followed asked with the visitor's token; a failed call leaves its field out and says why in errors",
    query: ViewerStateQuerySchema,
    data: ViewerStateSchema,
  }),
} as const;

// Every route has its schemas, and nothing has schemas without a route.
const complete: { [N in EndpointName]: EndpointDef } & { [K in Exclude<keyof typeof ENDPOINTS, EndpointName>]: never } =
  ENDPOINTS;
const siteComplete: { [N in SiteEndpointName]: EndpointDef } & {
  [K in Exclude<keyof typeof SITE_ENDPOINTS, SiteEndpointName>]: never;
} = SITE_ENDPOINTS;
void complete;
void siteComplete;

export { endpointPath } from './routes';
