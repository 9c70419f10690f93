// The contract for the browser: ids, share links, codes, constants and the route table, without
// the zod schemas (about 40 KB gzipped). Types come from '@share/contract' (`import type` is free).
export { decodePublicId, encodePublicId, isValidPublicId, MAX_ENCODABLE_ID, PUBLIC_ID_LENGTH } from './lib/public-id';
export {
  DEFAULT_ACTOR,
  MP_ACTOR,
  PAGE_TYPE_BY_CONTENT_TYPE,
  PREVIEW_ACTOR,
  PREVIEW_TOKEN_PARAM,
  SHARE_BASE_PATH,
  shareLinkFor,
  dejinShareLink,
  httpAddress,
  LINK_CONTENT_TYPES,
  linkItemAddress,
} from './lib/share-link';
export type { DejinSharePage, ShareLinkInput } from './lib/share-link';
export { clueShareLink, communityShareLink, openShareLink } from './lib/record-share-links';
export type { ClueSharePage, CommunityPage } from './lib/record-share-links';
export {
  FUNNEL_ENVIRONMENTS,
  FUNNEL_EVENT_PATH,
  FUNNEL_STEPS,
  LINK_TOKEN_BYTES,
  linkTokenOf,
  linkTokenText,
  SHARE_ID_PARAM,
  SHARE_ID_PATTERN,
  SITE_FUNNEL_STEPS,
} from './lib/link-token';
export type { FunnelEnvironment, FunnelStep, SiteFunnelStep } from './lib/link-token';
export { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH } from './lib/agreement';
export { API_CODE } from './lib/api/codes';
export type { ApiCode } from './lib/api/codes';
export {
  BOOKING_TYPE_LIVE,
  CHAT_MESSAGE_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_TYPE,
  COMMENTS_PAGE_SIZE,
  CONTENT_TYPES,
  DETAIL_PAGE_TYPE,
  LIVE_STATUS,
  LOGIN_APPID,
  LOGIN_PLATFORM,
  PHONE_PATTERN,
  RECOMMEND_PAGE_SIZE,
  SMS_TYPE_LOGIN,
  TRACKING_TERMINAL,
  TRACKING_VERSION,
  VERIFY_CODE_LENGTH,
} from './lib/api/constants';
export { ENDPOINT_ROUTES, endpointPath, SITE_API_PATH, SITE_ENDPOINT_ROUTES } from './lib/api/routes';
export type { CallName, EndpointAuth, EndpointName, EndpointRoute, SiteEndpointName } from './lib/api/routes';
