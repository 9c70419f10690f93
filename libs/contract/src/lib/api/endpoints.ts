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
import { PageQuerySchema } from './envelope';
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
} from './relation';
import {
  AlbumTracksQuerySchema,
  AppInfoSchema,
  FormDetailSchema,
  GroupListSchema,
  HotWordsSchema,
  SearchQuerySchema,
  SpecialDetailSchema,
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
import { TrackingBodySchema } from './tracking';

/** Who may call an endpoint: anyone (a token is optional), or a logged-in user only. */
export type EndpointAuth = 'none' | 'user';

export interface EndpointDef {
  method: 'get' | 'post';
  /** OpenAPI-style path, parameters in braces: /peony/v1/comment/{id}. */
  path: string;
  summary: string;
  auth: EndpointAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in a successful envelope. */
  data: z.ZodType;
  /** Development-only endpoints do not exist when NODE_ENV=production. */
  devOnly?: boolean;
}

function def<const T extends EndpointDef>(d: T): T {
  return d;
}

const OkData = z.null();

/**
 * Every endpoint of the reference platform API. The server routes and validates through this
 * table and /openapi.json is generated from it, so the document cannot drift from the server.
 */
export const ENDPOINTS = {
  // Auth and account
  auth: def({
    method: 'post',
    path: '/peony/v1/auth',
    summary: 'Anonymous token (appid, platform) or login (account with verify_code or password)',
    auth: 'none',
    body: AuthRequestSchema,
    data: AuthTokenSchema,
  }),
  vcode: def({
    method: 'get',
    path: '/peony/v1/vcode',
    summary: 'Send a login SMS code (tel, type 6)',
    auth: 'none',
    query: VcodeQuerySchema,
    data: OkData,
  }),
  logout: def({
    method: 'post',
    path: '/peony/v1/account/logout',
    summary: 'Revoke the request token (or body.token)',
    auth: 'none',
    body: LogoutRequestSchema,
    data: OkData,
  }),
  account: def({
    method: 'get',
    path: '/peony/v1/account/{user_id}',
    summary: 'Own user info; code 402 while the profile is not ready (see README)',
    auth: 'user',
    data: UserInfoSchema,
  }),
  accountUpdate: def({
    method: 'post',
    path: '/peony/v1/account',
    summary: 'Update own alias or avatar',
    auth: 'user',
    body: AccountUpdateSchema,
    data: UserInfoSchema,
  }),
  inviteRecord: def({
    method: 'get',
    path: '/peony/v1/invite/record',
    summary: 'Users invited by the current user',
    auth: 'user',
    data: InviteRecordListSchema,
  }),

  // Site
  appInfo: def({
    method: 'get',
    path: '/peony/v1/app/info',
    summary: 'App info; data.app_info is a JSON string (primaryColor, h5_config, bottomNavigationBar)',
    auth: 'none',
    data: AppInfoSchema,
  }),
  staticModule: def({
    method: 'get',
    path: '/peony/v1/system/static',
    summary: 'Internal static content by module name (app_download_url...); data is a JSON string',
    auth: 'none',
    query: StaticModuleQuerySchema,
    data: z.string(),
  }),
  wxShare: def({
    method: 'get',
    path: '/peony/v1/system/wxshare',
    summary: 'Share card data for a page path',
    auth: 'none',
    query: WxShareQuerySchema,
    data: WxShareConfigSchema,
  }),
  wxSignature: def({
    method: 'get',
    path: '/peony/v1/system/wx_signature',
    summary: 'Messaging-SDK signing data for a page url',
    auth: 'none',
    query: WxSignatureQuerySchema,
    data: WxSignatureSchema,
  }),
  groups: def({
    method: 'get',
    path: '/peony/v1/group',
    summary: 'Content groups (navigation columns)',
    auth: 'none',
    data: GroupListSchema,
  }),
  hotWords: def({
    method: 'get',
    path: '/peony/v1/search/hot-words',
    summary: 'Search hot words',
    auth: 'none',
    data: HotWordsSchema,
  }),
  search: def({
    method: 'get',
    path: '/peony/v1/search',
    summary: 'Search published content by keyword',
    auth: 'none',
    query: SearchQuerySchema,
    data: DocListSchema,
  }),

  // Content
  contentList: def({
    method: 'get',
    path: '/peony/v1/content',
    summary: 'Published content of a group (gid, pageindex, pagesize)',
    auth: 'none',
    query: ContentListQuerySchema,
    data: DocListSchema,
  }),
  recommend: def({
    method: 'get',
    path: '/peony/v1/recommend',
    summary: 'Recommendations (page, size 10)',
    auth: 'none',
    query: PageQuerySchema,
    data: DocListSchema,
  }),
  contentDetail: def({
    method: 'get',
    path: '/peony/v1/content/detail/{post_id}',
    summary: 'Published content detail',
    auth: 'none',
    data: DocDetailSchema,
  }),
  mpContentDetail: def({
    method: 'get',
    path: '/guzzle/v1/content/detail/{post_id}',
    summary: 'Published media-account content detail',
    auth: 'none',
    data: DocDetailSchema,
  }),
  previewDetail: def({
    method: 'get',
    path: '/inner/preview/document/detail/{id}',
    summary: 'Preview detail: unpublished documents too, with expired_at',
    auth: 'none',
    data: DocDetailSchema,
  }),
  hot72h: def({
    method: 'get',
    path: '/peony/v3/hot/72h',
    summary: '72-hour hot list: most viewed content published in the last 72 hours',
    auth: 'none',
    query: PageQuerySchema,
    data: DocListSchema,
  }),
  editorRecommend: def({
    method: 'get',
    path: '/peony/v3/recommend/editor',
    summary: 'Editor recommendations (编辑推荐)',
    auth: 'none',
    query: PageQuerySchema,
    data: DocListSchema,
  }),
  special: def({
    method: 'get',
    path: '/peony/v3/special/{id}',
    summary: 'Special topic: groups with content lists, and sections',
    auth: 'none',
    data: SpecialDetailSchema,
  }),
  albumTracks: def({
    method: 'get',
    path: '/peony/v3/album/tracks/{series}/{uid}',
    summary: 'Tracks of an audio_album or video_album (size at most 30)',
    auth: 'none',
    query: AlbumTracksQuerySchema,
    data: DocListSchema,
  }),
  albumRelates: def({
    method: 'get',
    path: '/peony/v3/album/relates/{uid}',
    summary: 'Albums related to an album (same series)',
    auth: 'none',
    data: DocListSchema,
  }),
  formDetail: def({
    method: 'get',
    path: '/peony/v3/form/{post_id}',
    summary: 'Form detail of a cloud_form (activity)',
    auth: 'none',
    data: FormDetailSchema,
  }),
  userRelated: def({
    method: 'get',
    path: '/peony/v3/content/{type}/{post_id}/user_related',
    summary: 'is_collect of the current user (false for anonymous)',
    auth: 'none',
    data: UserRelatedSchema,
  }),

  // Collect, comments, stars
  collect: def({
    method: 'post',
    path: '/peony/v1/collection/{id}',
    summary: 'Collect (type add) or uncollect (type del); idempotent',
    auth: 'user',
    body: CollectRequestSchema,
    data: CollectResultSchema,
  }),
  mpCollect: def({
    method: 'post',
    path: '/guzzle/v1/collection/{id}',
    summary: 'Media-account collect / uncollect',
    auth: 'user',
    body: CollectRequestSchema,
    data: CollectResultSchema,
  }),
  commentCreate: def({
    method: 'post',
    path: '/peony/v1/comment/{id}',
    summary: 'Comment, or reply with comment_type 2 and parent_id',
    auth: 'user',
    body: CommentCreateSchema,
    data: CommentSchema,
  }),
  mpCommentCreate: def({
    method: 'post',
    path: '/guzzle/v1/comment/{id}',
    summary: 'Media-account comment / reply',
    auth: 'user',
    body: CommentCreateSchema,
    data: CommentSchema,
  }),
  comments: def({
    method: 'get',
    path: '/peony/v1/comment/{id}',
    summary: 'Top-level comments, newest first (page from 1, size 10)',
    auth: 'none',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  mpComments: def({
    method: 'get',
    path: '/guzzle/v1/comment/{id}',
    summary: 'Media-account top-level comments',
    auth: 'none',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  childComments: def({
    method: 'get',
    path: '/peony/v1/comment/{post}/{cid}',
    summary: 'Child comments of a comment, oldest first',
    auth: 'none',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  mpChildComments: def({
    method: 'get',
    path: '/guzzle/v1/comment/{post}/{cid}',
    summary: 'Media-account child comments',
    auth: 'none',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  innerComments: def({
    method: 'get',
    path: '/inner/comment/{id}',
    summary: 'Comments of any document, preview included',
    auth: 'none',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  dinnerComments: def({
    method: 'get',
    path: '/dinner/comment/{id}',
    summary: 'Media-account variant of the inner comments',
    auth: 'none',
    query: CommentListQuerySchema,
    data: CommentListSchema,
  }),
  star: def({
    method: 'post',
    path: '/peony/v1/star',
    summary: 'Star (type 1) or unstar (type 0) a comment; idempotent',
    auth: 'user',
    body: StarRequestSchema,
    data: StarResultSchema,
  }),
  mpStar: def({
    method: 'post',
    path: '/guzzle/v1/star',
    summary: 'Media-account star / unstar',
    auth: 'user',
    body: StarRequestSchema,
    data: StarResultSchema,
  }),

  // Media accounts
  follow: def({
    method: 'post',
    path: '/guzzle/v1/mp/follow/{uid}',
    summary: 'Follow (type 1) or unfollow (type 0) a media account; idempotent',
    auth: 'user',
    body: FollowRequestSchema,
    data: FollowResultSchema,
  }),
  isFollowed: def({
    method: 'post',
    path: '/guzzle/v1/mp/is_followed/{uid}',
    summary: 'is_follow of the current user (false for anonymous)',
    auth: 'none',
    data: IsFollowedSchema,
  }),
  mpInfo: def({
    method: 'get',
    path: '/guzzle/v1/mp/info/{uid}',
    summary: 'Media-account info',
    auth: 'none',
    data: MediaAccountSchema,
  }),
  followList: def({
    method: 'get',
    path: '/guzzle/v1/mp/follow_list',
    summary: 'Media accounts the current user follows',
    auth: 'user',
    data: FollowListSchema,
  }),

  // Live
  liveRoom: def({
    method: 'get',
    path: '/peony/v3/live/room/{id}',
    summary: 'Live detail (spec §3) with booked',
    auth: 'none',
    data: LiveDetailSchema,
  }),
  liveLike: def({
    method: 'post',
    path: '/peony/v3/live/room/{id}/like',
    summary: 'Like a chat message (msg_id); once per user',
    auth: 'user',
    body: LiveLikeRequestSchema,
    data: LiveLikeResultSchema,
  }),
  liveInfo: def({
    method: 'get',
    path: '/peony/v3/live/info/{id}',
    summary: 'Live counters and status',
    auth: 'none',
    data: LiveInfoSchema,
  }),
  chatHistory: def({
    method: 'get',
    path: '/peony/v3/live/chat/{live_id}',
    summary: 'Chat history, newest first (before, size)',
    auth: 'none',
    query: ChatHistoryQuerySchema,
    data: ChatHistorySchema,
  }),
  chatSend: def({
    method: 'post',
    path: '/peony/v3/live/chat/{id}/send_msg',
    summary: 'Send a chat message; broadcast on the WebSocket',
    auth: 'user',
    body: ChatSendSchema,
    data: ChatMessageSchema,
  }),
  booking: def({
    method: 'post',
    path: '/peony/v3/booking',
    summary: 'Book a live (booking_type live); idempotent',
    auth: 'user',
    body: BookingRequestSchema,
    data: BookingResultSchema,
  }),
  unBooking: def({
    method: 'post',
    path: '/peony/v3/un_booking',
    summary: 'Cancel a booking; idempotent',
    auth: 'user',
    body: BookingRequestSchema,
    data: BookingResultSchema,
  }),
  bookingList: def({
    method: 'get',
    path: '/peony/v3/booking_list',
    summary: 'Bookings of the current user (tiny=1: ids only)',
    auth: 'user',
    query: BookingListQuerySchema,
    data: BookingListSchema,
  }),

  // Clue reports
  clueReportDetail: def({
    method: 'get',
    path: '/peony/v3/clue_report/{id}/detail',
    summary: 'Clue report (ReportDetail) with reporter, topics, reply and related posts',
    auth: 'none',
    data: EntitySchema,
  }),
  clueRecommendTopics: def({
    method: 'get',
    path: '/peony/v3/clue_report/recommend_topics',
    summary: 'Recommended clue topics (Recomend), most viewed first, with the channels (TopicChannel)',
    auth: 'none',
    data: z.object({ list: z.array(EntitySchema), channels: z.array(EntitySchema) }),
  }),
  clueTopic: def({
    method: 'get',
    path: '/peony/v3/clue_report/topic/{name}',
    summary: 'Clue topic by name (TopicDetail) and its reports, newest first',
    auth: 'none',
    query: EntityPageQuerySchema,
    data: z.object({ topic: EntitySchema, list: z.array(EntitySchema), count: z.number().int() }),
  }),
  clueUser: def({
    method: 'get',
    path: '/peony/v3/clue_report/user/{id}',
    summary: 'Reporter page (PersonalDetail) of a user',
    auth: 'none',
    data: EntitySchema,
  }),
  clueUserClues: def({
    method: 'get',
    path: '/peony/v3/clue_report/user/{id}/clues',
    summary: 'Reports by the user, newest first',
    auth: 'none',
    query: EntityPageQuerySchema,
    data: EntityListSchema,
  }),
  clueUserAtClues: def({
    method: 'get',
    path: '/peony/v3/clue_report/user/{id}/at_ta_clues',
    summary: 'Reports that mention (@) the user',
    auth: 'none',
    query: EntityPageQuerySchema,
    data: EntityListSchema,
  }),
  clueUserRelatePosts: def({
    method: 'get',
    path: '/peony/v3/clue_report/user/{id}/relate_posts',
    summary: 'Published content related to the user’s reports',
    auth: 'none',
    data: z.object({ list: z.array(z.looseObject({})), count: z.number().int() }),
  }),

  // Circles (dimim)
  circleList: def({
    method: 'get',
    path: '/circle/v1/api/share/circle/list',
    summary: 'Circles',
    auth: 'none',
    query: EntityPageQuerySchema,
    data: EntityListSchema,
  }),
  circleDetail: def({
    method: 'get',
    path: '/circle/v1/api/share/circle/detail/{id}',
    summary: 'Circle detail',
    auth: 'none',
    data: EntitySchema,
  }),
  circleTopicList: def({
    method: 'get',
    path: '/circle/v1/api/share/topic/list',
    summary: 'Circle topics (optional circle_id)',
    auth: 'none',
    query: CircleTopicQuerySchema,
    data: EntityListSchema,
  }),
  circleTopicDetail: def({
    method: 'get',
    path: '/circle/v1/api/share/topic/detail/{id}',
    summary: 'Circle topic detail',
    auth: 'none',
    data: EntitySchema,
  }),
  circleContentList: def({
    method: 'get',
    path: '/circle/v1/api/share/content/list',
    summary: 'Circle posts, newest first (optional circle_id, topic_id)',
    auth: 'none',
    query: CircleContentQuerySchema,
    data: EntityListSchema,
  }),
  circleContentDetail: def({
    method: 'get',
    path: '/circle/v1/api/share/content/detail/{id}',
    summary: 'Circle post detail',
    auth: 'none',
    data: EntitySchema,
  }),

  // Law questions (fazak)
  lawQuestionDetail: def({
    method: 'get',
    path: '/law/v1/api/share/question/detail',
    summary: 'Law question (id) with answer_count',
    auth: 'none',
    query: LawQuestionQuerySchema,
    data: EntitySchema,
  }),
  lawAnswerList: def({
    method: 'get',
    path: '/law/v1/api/share/question/answerlist',
    summary: 'Answers of a law question (id, page, size)',
    auth: 'none',
    query: LawAnswerQuerySchema,
    data: EntityListSchema,
  }),

  // Open content (picho)
  openContentDetail: def({
    method: 'get',
    path: '/peony/v1/picho/v1/open/{rid}/content/{uuid}',
    summary: 'Open content item of a resource',
    auth: 'none',
    data: EntitySchema,
  }),
  openContentList: def({
    method: 'get',
    path: '/peony/v1/picho/v1/open/{rid}/content',
    summary: 'Open content of a resource, newest first (optional catalog_id)',
    auth: 'none',
    query: OpenContentQuerySchema,
    data: EntityListSchema,
  }),
  openCatalog: def({
    method: 'get',
    path: '/peony/v1/picho/v1/open/{rid}/catalog/{id}',
    summary: 'Catalog of a resource with its child catalogs',
    auth: 'none',
    data: EntitySchema,
  }),

  // Location
  lbs: def({
    method: 'get',
    path: '/peony/v3/lbs/{id}',
    summary: 'Location (province, city, district, address, lat, lng)',
    auth: 'none',
    data: EntitySchema,
  }),
  lbsWeather: def({
    method: 'get',
    path: '/peony/v3/lbs_weather/{id}',
    summary: 'Weather at a location',
    auth: 'none',
    data: EntitySchema,
  }),

  // Pages whose calls the spec does not show
  contentModule: def({
    method: 'get',
    path: '/peony/v3/content_model/{id}',
    summary: 'Content module with its entries (the site applies the column filter)',
    auth: 'none',
    data: EntitySchema,
  }),
  list: def({
    method: 'get',
    path: '/peony/v3/list/{id}',
    summary: 'List or fly-card page with its items and cards',
    auth: 'none',
    data: EntitySchema,
  }),
  activity: def({
    method: 'get',
    path: '/peony/v3/activity/{id}',
    summary: 'Activity page',
    auth: 'none',
    data: EntitySchema,
  }),
  dejinCatalog: def({
    method: 'get',
    path: '/peony/v3/dejin/catalog',
    summary: 'Dejin catalogue',
    auth: 'none',
    data: z.object({ list: z.array(EntitySchema) }),
  }),
  dejinPosts: def({
    method: 'get',
    path: '/peony/v3/dejin/posts',
    summary: 'Dejin posts (catalog_id, topic_id, user_id; limit 10, sort view_sum)',
    auth: 'none',
    query: DejinPostQuerySchema,
    data: EntityListSchema,
  }),
  dejinPost: def({
    method: 'get',
    path: '/peony/v3/dejin/post/{id}',
    summary: 'Dejin post detail',
    auth: 'none',
    data: EntitySchema,
  }),
  dejinTopic: def({
    method: 'get',
    path: '/peony/v3/dejin/topic/{name}',
    summary: 'Dejin topic by name',
    auth: 'none',
    data: EntitySchema,
  }),
  dejinPersonal: def({
    method: 'get',
    path: '/peony/v3/dejin/personal/{user_id}',
    summary: 'Dejin personal page of a user',
    auth: 'none',
    data: EntitySchema,
  }),

  // Tracking and development
  trackerLog: def({
    method: 'post',
    path: '/tracker/log',
    summary: 'Tracking sink: stores one event or a batch',
    auth: 'none',
    body: TrackingBodySchema,
    data: z.object({ stored: z.number().int() }),
  }),
  devTrackerEvents: def({
    method: 'get',
    path: '/dev/tracker-events',
    summary: 'Stored tracking events (development only)',
    auth: 'none',
    devOnly: true,
    data: z.object({ list: z.array(z.looseObject({})) }),
  }),
  devSmsOutbox: def({
    method: 'get',
    path: '/dev/sms-outbox',
    summary: 'Latest SMS code sent to tel (development only)',
    auth: 'none',
    devOnly: true,
    query: z.object({ tel: z.string() }),
    data: z.object({ tel: z.string(), code: z.string(), sent_at: z.number().int() }),
  }),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path of a named endpoint with its parameters filled in (each one URI-encoded). */
export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return ENDPOINTS[name].path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined || value === '') throw new Error(`${name}: missing path parameter ${param}`);
    return encodeURIComponent(String(value));
  });
}
