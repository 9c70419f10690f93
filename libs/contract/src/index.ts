// Everything of the browser entry (ids, share links, codes, constants, the route table), then the
// zod schemas, which only servers and tests import.
export * from './browser';
export {
  EmptyEnvelopeSchema,
  envelopeOf,
  ErrorEnvelopeSchema,
  PageQuerySchema,
  PublicIdSchema,
} from './lib/api/envelope';
export type { Envelope } from './lib/api/envelope';
export {
  AccountUpdateSchema,
  AnonymousAuthRequestSchema,
  AuthRequestSchema,
  AuthTokenSchema,
  InviteRecordListSchema,
  LOGIN_APPID,
  LOGIN_PLATFORM,
  LoginRequestSchema,
  LogoutRequestSchema,
  PHONE_PATTERN,
  SMS_TYPE_LOGIN,
  UserInfoSchema,
  VcodeQuerySchema,
  VERIFY_CODE_LENGTH,
} from './lib/api/auth';
export type { AuthToken, LoginRequest, UserInfo } from './lib/api/auth';
export {
  AlbumStatusSchema,
  CONTENT_TYPES,
  ContentListQuerySchema,
  ContentTypeSchema,
  DocDetailSchema,
  DocListSchema,
  DocSummarySchema,
  DocThumbSchema,
  GalleryImageSchema,
  ImportItemSchema,
  MediaSourceSchema,
} from './lib/api/content';
export type { ContentType, DocDetail, DocList, DocSummary, DocThumb, ImportItem } from './lib/api/content';
export {
  COMMENT_MAX_LENGTH,
  COMMENT_TYPE,
  CommentCreateSchema,
  CommentListQuerySchema,
  CommentListSchema,
  COMMENTS_PAGE_SIZE,
  CommentSchema,
  StarRequestSchema,
  StarResultSchema,
} from './lib/api/comment';
export type { Comment, CommentCreate, CommentList } from './lib/api/comment';
export {
  CollectRequestSchema,
  CollectResultSchema,
  FollowListSchema,
  FollowRequestSchema,
  FollowResultSchema,
  IsFollowedSchema,
  MediaAccountSchema,
  UserRelatedSchema,
} from './lib/api/relation';
export type { MediaAccount, ViewerState } from './lib/api/relation';
export {
  BOOKING_TYPE_LIVE,
  BookingListQuerySchema,
  BookingListSchema,
  BookingRequestSchema,
  BookingResultSchema,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatMessageSchema,
  ChatSendSchema,
  ChatSocketClientMessageSchema,
  ChatSocketServerMessageSchema,
  LIVE_STATUS,
  LiveColumnSchema,
  LiveDetailSchema,
  LiveInfoSchema,
  LiveLikeRequestSchema,
  LiveLikeResultSchema,
  LivePlaylistItemSchema,
} from './lib/api/live';
export type { ChatMessage, ChatSocketServerMessage, LiveDetail } from './lib/api/live';
export {
  AlbumTracksQuerySchema,
  AppInfoContentSchema,
  AppInfoSchema,
  FormDetailSchema,
  GroupListSchema,
  GroupSchema,
  HotWordsSchema,
  SearchQuerySchema,
  SpecialDetailSchema,
  SpecialGroupSchema,
  SpecialQuerySchema,
  StaticModuleQuerySchema,
  WxShareConfigSchema,
  WxShareQuerySchema,
  WxSignatureQuerySchema,
  WxSignatureSchema,
} from './lib/api/site';
export type { AppInfoContent, SpecialDetail, SpecialGroup, SpecialQuery } from './lib/api/site';
export {
  StoredTrackingEventSchema,
  TRACKING_TERMINAL,
  TRACKING_VERSION,
  TrackingBodySchema,
  TrackingEventSchema,
} from './lib/api/tracking';
export type { TrackingEvent } from './lib/api/tracking';
export {
  CircleContentQuerySchema,
  CircleTopicQuerySchema,
  DejinPostQuerySchema,
  EntityListSchema,
  EntityPageQuerySchema,
  EntitySchema,
  LawAnswerQuerySchema,
  LawQuestionQuerySchema,
  OpenContentQuerySchema,
} from './lib/api/community';
export type { Entity, EntityList, NamedRef, UserRef } from './lib/api/community';
export { LinkTokenClaimResultSchema, LinkTokenSchema, ShareStatsSchema } from './lib/api/attribution';
export { ENDPOINTS, SITE_ENDPOINTS } from './lib/api/endpoints';
export type { EndpointDef } from './lib/api/endpoints';
export { ENDPOINT_ROUTES, endpointPath, SITE_API_PATH, SITE_ENDPOINT_ROUTES } from './lib/api/routes';
export type { CallName, EndpointAuth, EndpointName, EndpointRoute, SiteEndpointName } from './lib/api/routes';
export { buildOpenApiDocument } from './lib/api/openapi';
