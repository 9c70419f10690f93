// Chinese strings of the detail pages. Spec-quoted strings are verbatim; the rest are marked "wording ours".

/** Album status of spec §4 (wording ours for 'updating', 'updated to N items', 'completed, N items total'). */
export const ALBUM_UPDATING = '更新中';
export const albumUpdatedTo = (n: number) => `已更新至${n}集`;
export const albumCompleted = (n: number) => `已完结，共${n}集`;

/** Comment input placeholder of spec §4. */
export const COMMENT_PLACEHOLDER = '我来讲两句';

// Block titles and labels (wording ours).
export const RELATED_TITLE = '相关阅读';
export const COMMENTS_TITLE = '评论';
export const RECOMMEND_TITLE = '推荐';
export const TRACKS_TITLE = '节目列表';
export const FOLLOW = '关注';
export const FOLLOWED = '已关注';
export const VIEW_LABEL = '阅读';
export const LIKE_LABEL = '点赞';
export const COLLECT_LABEL = '收藏';
export const PICTURE_COUNT = (n: number) => `共${n}张`;
/** Under a gallery of several pictures: they swipe sideways (not a string of the spec). */
export const GALLERY_SWIPE_HINT = '左右滑动查看更多图片';
/** The audio player's play/pause toggle (aria-pressed says which) and its track (not strings of the spec). */
export const AUDIO_PLAY_LABEL = '播放';
export const AUDIO_SEEK_LABEL = '播放进度';
export const OPEN_MINI_PROGRAM = '打开小程序';
export const OPEN_LINK = '打开链接';
export const OPEN_IN_APP = '在APP中打开';
export const OPEN_ON_PC = '在电脑上打开';
export const LIVE_SCREEN_LABELS = {
  ImageScreen: '图文直播',
  LandscapeScreen: '横屏直播',
  PortraitScreen: '竖屏直播',
} as const;
export const LIVE_WATCH_IN_APP = '打开APP观看直播';
/** The short form's title when its item has none. */
export const SPECIAL_DEFAULT_TITLE = '专题';
/** Label of the sp_topic card (our wording), beside the special-topic icon. */
export const SP_TOPIC_LABEL = '专题网页';
export const EXPAND_GROUP = '展开';
export const COLLAPSE_GROUP = '收起';

// Comments and actions (wording ours unless quoted by the spec).
/** The input's placeholder in reply mode (spec §4: "a reply to that user's alias"). */
export const replyPlaceholder = (alias: string) => `回复 ${alias}`;
export const REPLY = '回复';
export const SEND = '发送';
export const EXPAND_REPLIES = (n: number) => `展开${n}条回复`;
export const STAR_LABEL = '点赞';
/** The special topic's chips that jump to its groups. */
export const SPECIAL_SECTIONS_LABEL = '专题栏目';
