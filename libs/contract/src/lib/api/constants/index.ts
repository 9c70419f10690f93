// Constants of the contract without schemas: safe for the browser bundle (no zod). What only one
// area's code reads (the live room's, the login calls', the tracking runtime's) is a module apart: the
// bundler places a module in the chunk of the code that reads it, and this one's is also the code
// every page loads first.
export { BOOKING_TYPE_LIVE, CHAT_MESSAGE_MAX_LENGTH } from './live';
export { LOGIN_APPID, LOGIN_PLATFORM, SMS_TYPE_LOGIN } from './login';
export { TRACKING_TERMINAL, TRACKING_VERSION } from './tracking';

export const COMMENTS_PAGE_SIZE = 10;
/** Spec §7/§9: the recommendation lists of a detail page (72-hour hot, editor picks, recommendations) are paged 10 at a time. */
export const RECOMMEND_PAGE_SIZE = 10;
export const COMMENT_MAX_LENGTH = 500;
/** comment_type: 1 comments the content, 2 replies to a comment (parent_id required). */
export const COMMENT_TYPE = { COMMENT: 1, REPLY: 2 } as const;

/** Live status: 0 upcoming, 1 live now, 2 ended, 3 replay available. */
export const LIVE_STATUS = { UPCOMING: 0, LIVE: 1, ENDED: 2, REPLAY: 3 } as const;

/** Spec §5: 1, then 3-9, then nine digits; spaces are stripped first. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const VERIFY_CODE_LENGTH = 6;

/** content_type values of spec §3. */
export const CONTENT_TYPES = [
  'video',
  'svideo',
  'audio',
  'article',
  'image',
  'h5',
  'link',
  'topic',
  'sp_topic',
  'mini_program',
  'live',
  'cloud_form',
  'local_live',
  'audio_album',
  'video_album',
  'special',
] as const;

/** Spec §3: content type to detail-page type (the `type` field of an item); none for other types. */
export const DETAIL_PAGE_TYPE: Readonly<Record<string, string>> = {
  article: 'docDetailspage',
  special: 'specialHomepage',
  video: 'videoDetailspage',
  svideo: 'mpVideoDetailspage',
  audio: 'audioDetailspage',
  image: 'galleryDetailspage',
  video_album: 'videoAlbumDetailspage',
  audio_album: 'audioAlbumDetailspage',
  mini_program: 'miniProgramDetailspage',
  local_live: 'localLiveDetailspage',
  h5: 'linkDetailspage',
  link: 'linkDetailspage',
};
