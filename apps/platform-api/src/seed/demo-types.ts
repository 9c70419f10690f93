/**
 * Shape of the demo data set that the platform API seeder loads into SQLite.
 *
 * Conventions:
 * - Field names follow spec §3 (snake_case like the platform API) so items are DocDetail-shaped.
 * - Cross-references use stable string `key`s (`*_key` / `*_keys` fields); the seeder maps them to
 *   database ids, public ids (encodePublicId) and share links. No post_id, share_link or track_id here.
 * - Times are relative to seed time: `*_seconds_ago` (>= 0, in the past) or `*_offset_seconds`
 *   (signed: negative = before seed time, positive = after).
 * - Every image path is a local `/media/...` path served from apps/platform-api/assets.
 */

import type { AppInfoContent } from '@share/contract';

export type DemoContentType =
  | 'video'
  | 'svideo'
  | 'audio'
  | 'article'
  | 'image'
  | 'h5'
  | 'link'
  | 'topic'
  | 'sp_topic'
  | 'mini_program'
  | 'live'
  | 'cloud_form'
  | 'local_live'
  | 'audio_album'
  | 'video_album'
  | 'special';

// ---------------------------------------------------------------- site configuration

export interface DemoNavigationItem {
  /** Stable id, also used as the navigation item id in the API response. */
  id: string;
  title: string;
  /** What the item opens: 'group' (home tabs), 'content_model', 'search', 'link', 'mine'. */
  binding: string;
  category: string;
  isHome: boolean;
  /** Group keys shown under this item. */
  groups: string[];
  /** /media/... icon paths. */
  icons: { normal: string; selected: string };
  /** Content-module key when binding is 'content_model'. */
  content_model_key?: string;
  /** Target when binding is 'link'. */
  url?: string;
}

export interface DemoSite {
  /**
   * Served by /peony/v1/app/info as the JSON string data.app_info, with h5_config and the
   * navigation (the contract's AppInfoContentSchema checks it when seeded). scheme ('nanling://')
   * and android_package open the app; they win over the site's settings.
   */
  app_info: Required<
    Pick<
      AppInfoContent,
      'primaryColor' | 'app_name' | 'app_logo' | 'slogan' | 'scheme' | 'ios_app_id' | 'android_package'
    >
  >;
  h5_config: { site_name: string; site_logo: string; descriptions: string };
  bottom_navigation_bar: {
    navigationItems: DemoNavigationItem[];
    unselectedLabelColor: string;
    selectedLabelColor: string;
  };
  /** Download-url setting (module name app_download_url), served as a JSON string. */
  app_download_url: { url: string };
  /** /peony/v1/system/wxshare defaults. */
  wxshare: { title: string; desc: string; imgUrl: string; appId: string };
  hot_words: string[];
}

// ---------------------------------------------------------------- groups, accounts, users

export interface DemoGroup {
  key: string;
  name: string;
  /** Card layout of the tab, e.g. 'news', 'video', 'local', 'special'. */
  layout: string;
  /** Group type, e.g. 'news'; the column filter drops excluded types (spec §3). */
  type: string;
  /** Ascending display order. */
  sort: number;
  /** The tab opened by default on the home page. */
  is_default?: boolean;
}

export interface DemoMediaAccount {
  key: string;
  mp_name: string;
  avatar: string;
  description: string;
  fans: number;
  follow_count: number;
  verified: boolean;
  verify_label?: string;
  ip_location: string;
}

export interface DemoUser {
  key: string;
  /** Valid per spec §5: /^1[3-9]\d{9}$/. */
  phone: string;
  alias: string;
  avatar: string;
  /** Plain text demo password (the seeder hashes it). At least one user has 'Demo@2026'. */
  password?: string;
  gender?: 0 | 1 | 2;
  signature?: string;
  ip_location: string;
  invite_code?: string;
  registered_seconds_ago: number;
}

// ---------------------------------------------------------------- content items

export interface DemoThumb {
  thumb: string;
  url: string;
  wbep_thumb?: string;
  width?: number;
  height?: number;
}

/** payload of h5 and link (spec §3). */
export interface DemoLinkPayload {
  kind: 'link';
  url: string;
  real_url: string;
  nav: boolean;
  capsule: boolean;
  bizName: string;
}

/** payload of sp_topic (spec §3). */
export interface DemoSpTopicPayload {
  kind: 'sp_topic';
  enable_app: boolean;
  app_url: string;
  enable_pc: boolean;
  pc_url: string;
}

export interface DemoMiniProgramPayload {
  kind: 'mini_program';
  appid: string;
  /** Original id of the mini program (gh_...). */
  username: string;
  path: string;
  env_version: 'release' | 'trial' | 'develop';
}

/** payload of video, svideo, audio and local_live media. */
export interface DemoMediaPayload {
  kind: 'media';
  play_url: string;
  cover: string;
  /** Seconds. */
  duration: number;
  width?: number;
  height?: number;
  file_size?: number;
  mime_type: string;
}

export interface DemoGalleryImage {
  url: string;
  caption: string;
  width: number;
  height: number;
}

export interface DemoGalleryPayload {
  kind: 'gallery';
  images: DemoGalleryImage[];
}

export interface DemoTopicPayload {
  kind: 'topic';
  topic_name: string;
  description: string;
  participant_count: number;
}

export interface DemoCloudFormPayload {
  kind: 'cloud_form';
  form_id: string;
  url: string;
  fields: {
    name: string;
    label: string;
    type: 'text' | 'phone' | 'textarea' | 'select';
    required: boolean;
    options?: string[];
  }[];
  deadline_offset_seconds: number;
}

/** The item is the entry of another entity (live room, album, special); the entity points back with item_key. */
export interface DemoRefPayload {
  kind: 'ref';
}

export type DemoPayload =
  | DemoLinkPayload
  | DemoSpTopicPayload
  | DemoMiniProgramPayload
  | DemoMediaPayload
  | DemoGalleryPayload
  | DemoTopicPayload
  | DemoCloudFormPayload
  | DemoRefPayload;

export interface DemoItem {
  key: string;
  content_type: DemoContentType;
  title: string;
  summary: string;
  source_alias: string;
  author?: string;
  /** false = unpublished (reachable only through a preview document). */
  published: boolean;
  published_seconds_ago: number;
  view_count: number;
  like_count: number;
  collect_count: number;
  share_count: number;
  /** Home tabs (group keys) listing this item. */
  group_keys: string[];
  /** Media account (actor mp, mp_user_id) that owns the item. */
  mp_key?: string;
  enable_comment: boolean;
  meta: { comment_available: 'true' | 'false' };
  /** Rich-text HTML body (articles, and descriptions of other types). */
  content?: string;
  /** style.data[0] is the cover; style.type is the list-card layout. */
  style: { type: 'big' | 'single' | 'three' | 'none'; data: DemoThumb[] };
  duration_str?: string;
  pic_num?: number;
  payload?: DemoPayload;
  /** Related items (relations). */
  relation_keys: string[];
  tags?: string[];
  location_key?: string;
}

// ---------------------------------------------------------------- comments

export interface DemoComment {
  key: string;
  item_key: string;
  /** Author: a user, or a media account replying as itself. Exactly one is set. */
  user_key?: string;
  mp_key?: string;
  content: string;
  published_seconds_ago: number;
  ip_location: string;
  star_count: number;
  /** Set for level-2 comments (replys); level is 2 when set, else 1. */
  parent_key?: string;
  /** User replied to (reply_alias); only on level-2 comments. */
  reply_to_user_key?: string;
}

// ---------------------------------------------------------------- specials and albums

export interface DemoSpecialGroup {
  key: string;
  name: string;
  collapse: boolean;
  /** Omitted (or empty) to exercise the drop rule of spec §4. */
  content_keys?: string[];
}

export interface DemoSpecialSection {
  key: string;
  group_key: string;
  title: string;
  layout: 'list' | 'grid' | 'carousel';
}

export interface DemoSpecial {
  key: string;
  /** The content_type 'special' item. */
  item_key: string;
  banner: string;
  groups: DemoSpecialGroup[];
  sections: DemoSpecialSection[];
}

export interface DemoAlbum {
  key: string;
  /** The audio_album / video_album item. */
  item_key: string;
  series: 'audio_album' | 'video_album';
  /** album_status: status 0 = updating, 1 = completed. */
  status: 0 | 1;
  /** album_status.total; 0 shows 'updating'. */
  total: number;
  /** Track items (audio or video), in order. */
  track_keys: string[];
}

// ---------------------------------------------------------------- live

export interface DemoLivePlaylist {
  cover: string;
  name: string;
  play_url: string;
  /** 'hls' | 'flv' | 'mp4' | 'replay'. */
  type: string;
}

export interface DemoLiveColumn {
  enable_chat: boolean;
  /** Group key (seeder maps to group_id) for content columns. */
  group_key?: string;
  link_url?: string;
  name: string;
  /** 'chat' | 'intro' | 'content' | 'link'. */
  type: string;
}

export interface DemoLiveChatMessage {
  key: string;
  user_key?: string;
  mp_key?: string;
  content: string;
  sent_seconds_ago: number;
  like_count: number;
  /** 'text' | 'system' | 'host'. */
  msg_type: string;
}

export interface DemoLiveRoom {
  key: string;
  /** The live / local_live item. */
  item_key: string;
  /** 0 upcoming, 1 live, 2 ended, 3 replay available. */
  status: 0 | 1 | 2 | 3;
  title: string;
  source: string;
  /** 'video' | 'image_text'. */
  type: string;
  start_offset_seconds: number;
  end_offset_seconds: number;
  group_key?: string;
  live_background: string;
  play_background: string;
  countdown_label: string;
  countdown_style: number;
  countdown_switch: boolean;
  disclaimer: string;
  disclaimer_enable: boolean;
  live_count: number;
  online_count: number;
  view_count: number;
  share_count: number;
  notice_label: string;
  notice_switch: boolean;
  notice_video: string;
  notices: { content: string; published_seconds_ago: number }[];
  reservation_label: string;
  playlists: DemoLivePlaylist[];
  columns: DemoLiveColumn[];
  chat: DemoLiveChatMessage[];
}

export interface DemoBooking {
  key: string;
  user_key: string;
  /** 'live'. */
  booking_type: string;
  live_key: string;
  booked_seconds_ago: number;
}

// ---------------------------------------------------------------- clue reports

export interface DemoClueTopic {
  key: string;
  name: string;
  description: string;
  cover: string;
  view_count: number;
  channel_key: string;
  /** Listed by /recommend_topics (Recomend). */
  recommended: boolean;
}

export interface DemoClueChannel {
  key: string;
  name: string;
  sort: number;
}

export interface DemoClueReporter {
  /** PersonalDetail of this user. */
  user_key: string;
  intro: string;
  background: string;
  fans_count: number;
  follow_count: number;
}

export interface DemoClueReport {
  key: string;
  reporter_key: string;
  title: string;
  content: string;
  images: string[];
  address: string;
  topic_keys: string[];
  /** Users @-mentioned (at_ta_clues). */
  at_user_keys: string[];
  /** 0 pending, 1 accepted, 2 replied. */
  status: 0 | 1 | 2;
  reply?: { mp_key: string; content: string; replied_seconds_ago: number };
  /** relate_posts of the reporter. */
  relate_item_keys: string[];
  view_count: number;
  like_count: number;
  published_seconds_ago: number;
  ip_location: string;
}

// ---------------------------------------------------------------- circles (dimim) and law (fazak)

export interface DemoCircle {
  key: string;
  name: string;
  avatar: string;
  cover: string;
  description: string;
  member_count: number;
}

export interface DemoCircleTopic {
  key: string;
  circle_key: string;
  name: string;
  description: string;
  cover: string;
  view_count: number;
}

export interface DemoCircleContent {
  key: string;
  circle_key: string;
  topic_keys: string[];
  user_key: string;
  content: string;
  images: string[];
  published_seconds_ago: number;
  view_count: number;
  like_count: number;
  comment_count: number;
  ip_location: string;
  /** A law question the post shares (answered as question_id and question { id, name }). */
  question_key?: string;
}

export interface DemoLawAnswer {
  key: string;
  lawyer_name: string;
  lawyer_avatar: string;
  law_firm: string;
  content: string;
  published_seconds_ago: number;
  like_count: number;
}

export interface DemoLawQuestion {
  key: string;
  user_key: string;
  title: string;
  content: string;
  category: string;
  published_seconds_ago: number;
  view_count: number;
  answers: DemoLawAnswer[];
}

// ---------------------------------------------------------------- open content (picho)

export interface DemoOpenCatalog {
  /** Catalog id of /catalog/{id}. */
  id: string;
  name: string;
  parent_id?: string;
  sort: number;
}

export interface DemoOpenContent {
  uuid: string;
  catalog_id: string;
  title: string;
  summary: string;
  cover: string;
  content: string;
  source: string;
  published_seconds_ago: number;
  view_count: number;
}

export interface DemoOpenResource {
  /** Resource id {rid}. */
  rid: string;
  name: string;
  description: string;
  catalogs: DemoOpenCatalog[];
  contents: DemoOpenContent[];
}

// ---------------------------------------------------------------- location and weather

export interface DemoLocation {
  key: string;
  province: string;
  city: string;
  district: string;
  address: string;
  lat: number;
  lng: number;
  weather: {
    weather: string;
    icon: string;
    temperature: number;
    temp_min: number;
    temp_max: number;
    wind: string;
    humidity: number;
    aqi: number;
    aqi_label: string;
    updated_seconds_ago: number;
  };
}

// ---------------------------------------------------------------- previews and invites

export interface DemoPreviewDocument {
  key: string;
  /** An unpublished item. */
  item_key: string;
  /**
   * expired_at = seed time + this; omitted: the API refuses the preview 30 minutes after its item's
   * last write (PREVIEW_VALIDITY_S), and expired_at says when.
   */
  expires_in_seconds?: number;
}

export interface DemoInviteRecord {
  key: string;
  inviter_key: string;
  invitee_key: string;
  invited_seconds_ago: number;
  reward_points: number;
  /** 0 registered, 1 rewarded. */
  status: 0 | 1;
}

// ---------------------------------------------------------------- content modules, lists, fly cards

export interface DemoModuleEntry {
  key: string;
  title: string;
  /** The column filter drops excluded types (app, dejin, link, ...) and repeated layouts. */
  type: string;
  layout: string;
  /** 'content' | 'app' | 'topic' | 'link': app and topic are refused with the toast of spec §2. */
  category: string;
  icon?: string;
  item_keys: string[];
  url?: string;
}

export interface DemoContentModule {
  key: string;
  name: string;
  /** Optional group the module belongs to (query group). */
  group_key?: string;
  entries: DemoModuleEntry[];
}

export interface DemoFlyCard {
  key: string;
  title: string;
  summary: string;
  cover: string;
  item_key?: string;
  url?: string;
}

export interface DemoList {
  key: string;
  /** '/list/{list_id}' or '/fly_card/{list_id}'. */
  kind: 'list' | 'fly_card';
  title: string;
  description: string;
  cover: string;
  item_keys: string[];
  cards: DemoFlyCard[];
  published_seconds_ago: number;
}

// ---------------------------------------------------------------- activities

export interface DemoActivity {
  key: string;
  title: string;
  summary: string;
  cover: string;
  content: string;
  address: string;
  start_offset_seconds: number;
  end_offset_seconds: number;
  signup_count: number;
  /** 0 upcoming, 1 ongoing, 2 ended. */
  status: 0 | 1 | 2;
}

// ---------------------------------------------------------------- dejin

export interface DemoDejinCatalog {
  key: string;
  name: string;
  icon: string;
  sort: number;
  parent_key?: string;
}

export interface DemoDejinTopic {
  key: string;
  /** topic_name of /dejin/topic/{topic_name}. */
  name: string;
  description: string;
  cover: string;
  view_sum: number;
}

export interface DemoDejinPersonal {
  /** Entity key: the user's key unless given (`more-…` for records added later). */
  key?: string;
  user_key: string;
  intro: string;
  background: string;
  fans_count: number;
  follow_count: number;
}

export interface DemoDejinPost {
  key: string;
  catalog_key: string;
  user_key: string;
  title: string;
  summary: string;
  content: string;
  cover: string;
  images: string[];
  topic_keys: string[];
  view_sum: number;
  like_count: number;
  published_seconds_ago: number;
  ip_location: string;
}

export interface DemoDejinComment {
  key: string;
  post_key: string;
  user_key: string;
  content: string;
  like_count: number;
  published_seconds_ago: number;
  ip_location: string;
}

// ---------------------------------------------------------------- the whole set

export interface DemoDataSet {
  site: DemoSite;
  groups: DemoGroup[];
  media_accounts: DemoMediaAccount[];
  users: DemoUser[];
  items: DemoItem[];
  comments: DemoComment[];
  /** 72-hour hot list, rank order. */
  hot_list_keys: string[];
  /** 编辑推荐. */
  editor_recommend_keys: string[];
  /** /peony/v1/recommend order. */
  recommend_keys: string[];
  specials: DemoSpecial[];
  albums: DemoAlbum[];
  live_rooms: DemoLiveRoom[];
  bookings: DemoBooking[];
  clue_channels: DemoClueChannel[];
  clue_topics: DemoClueTopic[];
  clue_reporters: DemoClueReporter[];
  clue_reports: DemoClueReport[];
  circles: DemoCircle[];
  circle_topics: DemoCircleTopic[];
  circle_contents: DemoCircleContent[];
  law_questions: DemoLawQuestion[];
  open_resources: DemoOpenResource[];
  locations: DemoLocation[];
  preview_documents: DemoPreviewDocument[];
  invite_records: DemoInviteRecord[];
  content_modules: DemoContentModule[];
  lists: DemoList[];
  activities: DemoActivity[];
  dejin_catalogs: DemoDejinCatalog[];
  dejin_topics: DemoDejinTopic[];
  dejin_personals: DemoDejinPersonal[];
  dejin_posts: DemoDejinPost[];
  dejin_comments: DemoDejinComment[];
}
