// The endpoints by name: method, path and who may call them; the platform's, and the few the share
// site's own server answers. No schemas here, so the browser bundle can fill paths without shipping
// zod; endpoints.ts adds the schemas to each route.

import { SHARE_BASE_PATH } from '../base-path';
import { FUNNEL_EVENT_PATH } from '../link-token';

/** Who may call an endpoint: anyone (a token is optional), or a logged-in user only. */
export type EndpointAuth = 'none' | 'user';

export interface EndpointRoute {
  method: 'get' | 'post';
  /** OpenAPI-style path, parameters in braces: /peony/v1/comment/{id}. */
  path: string;
  auth: EndpointAuth;
  /** Development-only endpoints do not exist when NODE_ENV=production. */
  devOnly?: boolean;
}

export const ENDPOINT_ROUTES = {
  auth: { method: 'post', path: '/peony/v1/auth', auth: 'none' },
  vcode: { method: 'get', path: '/peony/v1/vcode', auth: 'none' },
  logout: { method: 'post', path: '/peony/v1/account/logout', auth: 'none' },
  account: { method: 'get', path: '/peony/v1/account/{user_id}', auth: 'user' },
  accountUpdate: { method: 'post', path: '/peony/v1/account', auth: 'user' },
  inviteRecord: { method: 'get', path: '/peony/v1/invite/record', auth: 'user' },
  appInfo: { method: 'get', path: '/peony/v1/app/info', auth: 'none' },
  staticModule: { method: 'get', path: '/peony/v1/system/static', auth: 'none' },
  wxShare: { method: 'get', path: '/peony/v1/system/wxshare', auth: 'none' },
  wxSignature: { method: 'get', path: '/peony/v1/system/wx_signature', auth: 'none' },
  groups: { method: 'get', path: '/peony/v1/group', auth: 'none' },
  hotWords: { method: 'get', path: '/peony/v1/search/hot-words', auth: 'none' },
  search: { method: 'get', path: '/peony/v1/search', auth: 'none' },
  contentList: { method: 'get', path: '/peony/v1/content', auth: 'none' },
  recommend: { method: 'get', path: '/peony/v1/recommend', auth: 'none' },
  contentDetail: { method: 'get', path: '/peony/v1/content/detail/{post_id}', auth: 'none' },
  mpContentDetail: { method: 'get', path: '/guzzle/v1/content/detail/{post_id}', auth: 'none' },
  previewDetail: { method: 'get', path: '/inner/preview/document/detail/{id}', auth: 'none' },
  hot72h: { method: 'get', path: '/peony/v3/hot/72h', auth: 'none' },
  editorRecommend: { method: 'get', path: '/peony/v3/recommend/editor', auth: 'none' },
  special: { method: 'get', path: '/peony/v3/special/{id}', auth: 'none' },
  albumTracks: { method: 'get', path: '/peony/v3/album/tracks/{series}/{uid}', auth: 'none' },
  albumRelates: { method: 'get', path: '/peony/v3/album/relates/{uid}', auth: 'none' },
  formDetail: { method: 'get', path: '/peony/v3/form/{post_id}', auth: 'none' },
  userRelated: { method: 'get', path: '/peony/v3/content/{type}/{post_id}/user_related', auth: 'none' },
  collect: { method: 'post', path: '/peony/v1/collection/{id}', auth: 'user' },
  mpCollect: { method: 'post', path: '/guzzle/v1/collection/{id}', auth: 'user' },
  commentCreate: { method: 'post', path: '/peony/v1/comment/{id}', auth: 'user' },
  mpCommentCreate: { method: 'post', path: '/guzzle/v1/comment/{id}', auth: 'user' },
  comments: { method: 'get', path: '/peony/v1/comment/{id}', auth: 'none' },
  mpComments: { method: 'get', path: '/guzzle/v1/comment/{id}', auth: 'none' },
  childComments: { method: 'get', path: '/peony/v1/comment/{post}/{cid}', auth: 'none' },
  mpChildComments: { method: 'get', path: '/guzzle/v1/comment/{post}/{cid}', auth: 'none' },
  innerComments: { method: 'get', path: '/inner/comment/{id}', auth: 'none' },
  dinnerComments: { method: 'get', path: '/dinner/comment/{id}', auth: 'none' },
  star: { method: 'post', path: '/peony/v1/star', auth: 'user' },
  mpStar: { method: 'post', path: '/guzzle/v1/star', auth: 'user' },
  follow: { method: 'post', path: '/guzzle/v1/mp/follow/{uid}', auth: 'user' },
  isFollowed: { method: 'post', path: '/guzzle/v1/mp/is_followed/{uid}', auth: 'none' },
  mpInfo: { method: 'get', path: '/guzzle/v1/mp/info/{uid}', auth: 'none' },
  followList: { method: 'get', path: '/guzzle/v1/mp/follow_list', auth: 'user' },
  liveRoom: { method: 'get', path: '/peony/v3/live/room/{id}', auth: 'none' },
  liveLike: { method: 'post', path: '/peony/v3/live/room/{id}/like', auth: 'user' },
  liveInfo: { method: 'get', path: '/peony/v3/live/info/{id}', auth: 'none' },
  chatHistory: { method: 'get', path: '/peony/v3/live/chat/{live_id}', auth: 'none' },
  chatSend: { method: 'post', path: '/peony/v3/live/chat/{id}/send_msg', auth: 'user' },
  booking: { method: 'post', path: '/peony/v3/booking', auth: 'user' },
  unBooking: { method: 'post', path: '/peony/v3/un_booking', auth: 'user' },
  bookingList: { method: 'get', path: '/peony/v3/booking_list', auth: 'user' },
  clueReportDetail: { method: 'get', path: '/peony/v3/clue_report/{id}/detail', auth: 'none' },
  clueRecommendTopics: { method: 'get', path: '/peony/v3/clue_report/recommend_topics', auth: 'none' },
  clueTopic: { method: 'get', path: '/peony/v3/clue_report/topic/{name}', auth: 'none' },
  clueUser: { method: 'get', path: '/peony/v3/clue_report/user/{id}', auth: 'none' },
  clueUserClues: { method: 'get', path: '/peony/v3/clue_report/user/{id}/clues', auth: 'none' },
  clueUserAtClues: { method: 'get', path: '/peony/v3/clue_report/user/{id}/at_ta_clues', auth: 'none' },
  clueUserRelatePosts: { method: 'get', path: '/peony/v3/clue_report/user/{id}/relate_posts', auth: 'none' },
  circleList: { method: 'get', path: '/circle/v1/api/share/circle/list', auth: 'none' },
  circleDetail: { method: 'get', path: '/circle/v1/api/share/circle/detail/{id}', auth: 'none' },
  circleTopicList: { method: 'get', path: '/circle/v1/api/share/topic/list', auth: 'none' },
  circleTopicDetail: { method: 'get', path: '/circle/v1/api/share/topic/detail/{id}', auth: 'none' },
  circleContentList: { method: 'get', path: '/circle/v1/api/share/content/list', auth: 'none' },
  circleContentDetail: { method: 'get', path: '/circle/v1/api/share/content/detail/{id}', auth: 'none' },
  lawQuestionDetail: { method: 'get', path: '/law/v1/api/share/question/detail', auth: 'none' },
  lawAnswerList: { method: 'get', path: '/law/v1/api/share/question/answerlist', auth: 'none' },
  openContentDetail: { method: 'get', path: '/peony/v1/picho/v1/open/{rid}/content/{uuid}', auth: 'none' },
  openContentList: { method: 'get', path: '/peony/v1/picho/v1/open/{rid}/content', auth: 'none' },
  openCatalog: { method: 'get', path: '/peony/v1/picho/v1/open/{rid}/catalog/{id}', auth: 'none' },
  lbs: { method: 'get', path: '/peony/v3/lbs/{id}', auth: 'none' },
  lbsWeather: { method: 'get', path: '/peony/v3/lbs_weather/{id}', auth: 'none' },
  contentModule: { method: 'get', path: '/peony/v3/content_model/{id}', auth: 'none' },
  list: { method: 'get', path: '/peony/v3/list/{id}', auth: 'none' },
  activity: { method: 'get', path: '/peony/v3/activity/{id}', auth: 'none' },
  dejinCatalog: { method: 'get', path: '/peony/v3/dejin/catalog', auth: 'none' },
  dejinPosts: { method: 'get', path: '/peony/v3/dejin/posts', auth: 'none' },
  dejinPost: { method: 'get', path: '/peony/v3/dejin/post/{id}', auth: 'none' },
  dejinTopic: { method: 'get', path: '/peony/v3/dejin/topic/{name}', auth: 'none' },
  dejinComments: { method: 'get', path: '/peony/v3/dejin/post/{id}/comments', auth: 'none' },
  dejinPersonal: { method: 'get', path: '/peony/v3/dejin/personal/{user_id}', auth: 'none' },
  linkTokenCreate: { method: 'post', path: '/peony/v1/link_token', auth: 'none' },
  linkTokenClaim: { method: 'post', path: '/peony/v1/link_token/claim', auth: 'none' },
  shareIssue: { method: 'post', path: '/peony/v1/share', auth: 'none' },
  funnelEvent: { method: 'post', path: FUNNEL_EVENT_PATH, auth: 'none' },
  shareStats: { method: 'get', path: '/peony/v1/share/stats', auth: 'none' },
  trackerLog: { method: 'post', path: '/tracker/log', auth: 'none' },
  devTrackerEvents: { method: 'get', path: '/dev/tracker-events', auth: 'none', devOnly: true },
  devSmsOutbox: { method: 'get', path: '/dev/sms-outbox', auth: 'none', devOnly: true },
  devLiveSchedule: { method: 'post', path: '/dev/live/{id}/schedule', auth: 'none', devOnly: true },
  devPreviewLink: { method: 'get', path: '/dev/preview-link/{id}', auth: 'none', devOnly: true },
  devPreviewLinks: { method: 'get', path: '/dev/preview-links', auth: 'none', devOnly: true },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINT_ROUTES;

/** Where the share site's own server answers API calls: under its base path, never proxied to the platform. */
export const SITE_API_PATH = `${SHARE_BASE_PATH}/api` as const;

/**
 * The endpoints the share site's own server answers, made of platform calls (the platform has none of
 * them, and the reference platform API does not serve them). viewerState: the visitor's own state of
 * a detail page, is_collect and is_follow, in the one personal request a page makes after hydration
 * (issue 62); the site asks user_related and is_followed with the visitor's token.
 */
export const SITE_ENDPOINT_ROUTES = {
  viewerState: { method: 'get', path: `${SITE_API_PATH}/viewer-state`, auth: 'user' },
} as const satisfies Record<string, EndpointRoute>;

export type SiteEndpointName = keyof typeof SITE_ENDPOINT_ROUTES;
/** Every endpoint a client calls by name: the platform's and the site's own. */
export type CallName = EndpointName | SiteEndpointName;

/** The route of a named endpoint, the platform's or the site's. */
export function endpointRoute(name: CallName): EndpointRoute {
  return name in SITE_ENDPOINT_ROUTES
    ? SITE_ENDPOINT_ROUTES[name as SiteEndpointName]
    : ENDPOINT_ROUTES[name as EndpointName];
}

/** The path of a named endpoint with its parameters filled in (each one URI-encoded). */
export function endpointPath(name: CallName, params: Record<string, string | number> = {}): string {
  return endpointRoute(name).path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined || value === '') throw new Error(`${name}: missing path parameter ${param}`);
    return encodeURIComponent(String(value));
  });
}
