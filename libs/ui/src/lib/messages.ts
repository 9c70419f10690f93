// Every Chinese string the design system shows, in one place (spec §2, §6, §8, §9). Strings quoted by
// the spec are verbatim; the few the spec describes only in words are marked "wording ours".

// Toasts and messages of spec §8.
export const MSG_UNCOLLECT_SUCCESS = '取消收藏成功';
export const MSG_COLLECT_SUCCESS = '收藏成功';
export const MSG_UNFOLLOW_SUCCESS = '取消关注成功';
export const MSG_FOLLOW_SUCCESS = '关注成功';
export const MSG_COMMENT_SUCCESS = '评论成功';
export const MSG_COMMENT_SENT = '评论已发送';
export const MSG_AGREEMENT_REQUIRED = '请勾选阅读并同意《用户协议》《隐私政策》';
export const MSG_COMMENT_EMPTY = '评论不能为空～';
export const MSG_COMMENT_CLOSED = '评论已关闭～';
export const LABEL_COMMENT_CLOSED = '评论已关闭';
export const MSG_MODULE_UNSUPPORTED = '暂不支持该模块\n请到APP查看哦～';

/**
 * The toast messages of spec §8 that live here (the server's own messages come on top of these at
 * run time). The network error and the login-flow toasts are with what produces them: @share/api-client
 * (MSG_NETWORK_ERROR) and @share/auth (code sent, login and logout success).
 */
export const TOAST_MESSAGES = [
  MSG_UNCOLLECT_SUCCESS,
  MSG_COLLECT_SUCCESS,
  MSG_UNFOLLOW_SUCCESS,
  MSG_FOLLOW_SUCCESS,
  MSG_COMMENT_SUCCESS,
  MSG_COMMENT_SENT,
  MSG_AGREEMENT_REQUIRED,
  MSG_COMMENT_EMPTY,
  MSG_COMMENT_CLOSED,
  MSG_MODULE_UNSUPPORTED,
] as const;

// Empty states (spec §2).
export const EMPTY_DEFAULT = '暂无内容';
export const EMPTY_COMMENTS = '暂无评论，快来抢沙发';

// Open-app dialog (spec §2, §9).
export const DIALOG_GO = '立即前往';
export const DIALOG_LATER = '再考虑下';
export const DIALOG_CLOSE = '关闭弹窗';
/** Wording ours: the spec says the dialog invites the user to open the app. */
export const DIALOG_OPEN_APP_TITLE = '打开APP，体验更多精彩';
/** Wording ours: liking happens in the app only (spec §1, §5). */
export const DIALOG_LIKE_IN_APP = '请打开APP点赞';

// Confirm dialog (wording ours, common Chinese UI).
export const CONFIRM_OK = '确定';
export const CONFIRM_CANCEL = '取消';

// Open-app banner (spec §2).
/** Wording ours for the spec's default description "open the app for more content". */
export const BANNER_DEFAULT_DESCRIPTION = '打开APP，查看更多精彩内容';
export const BANNER_LOGIN = '登录';
export const BANNER_OPEN_APP = '打开APP';
export const BANNER_NAVIGATION = '导航';
export const BANNER_DEFAULT_LOGO_ALT = '站点标志';

// Preview (spec §2, §6, §9).
export const WATERMARK = '内部临时预览';
/** Wording ours: countdown banner text before the remaining time. */
export const PREVIEW_COUNTDOWN_PREFIX = '内部临时预览，链接将在';
export const PREVIEW_COUNTDOWN_SUFFIX = '后失效';
export const PREVIEW_EXPIRED = '预览链接已失效';

// Lists (spec §2).
export const HOT_LIST_TITLE = '72小时';
export const HOT_LIST_BADGE = '热点';
export const EDITOR_PICKS_TITLE = '编辑推荐';
export const LOAD_MORE = '加载更多';
export const LOADING = '加载中…';
export const NO_MORE = '没有更多了';
/** A page of a list failed (wording ours). */
export const LOAD_FAILED = '加载失败，点击重试';
/** Under the empty state when the platform failed (wording ours). */
export const OFFLINE_NOTICE = '网络不给力，请稍后再试';

// Navigation (spec §2).
export const NAV_PANEL_OPEN = '打开导航';
export const NAV_PANEL_CLOSE = '关闭导航';
export const NAV_PANEL_TITLE = '频道导航';
export const NAV_PANEL_MORE = '更多';
export const NAV_BOTTOM_LABEL = '底部导航';

// Images and cards.
export const IMAGE_FAILED = '图片加载失败';
/** The picture viewer (wording ours): its name, its close button, the zoom toggle. */
export const VIEWER_LABEL = '查看大图';
export const VIEWER_CLOSE = '关闭大图';
export const VIEWER_ZOOM_IN = '放大图片';
export const VIEWER_ZOOM_OUT = '还原图片';
export const VIEW_COUNT_LABEL = '浏览';
export const COMMENT_COUNT_LABEL = '评论';

// Frame pieces.
export const FOOTER_USER_AGREEMENT = '用户协议';
export const FOOTER_PRIVACY_POLICY = '隐私政策';
export const POPUP_CLOSE = '关闭';

/** Content-type tag labels, one per catalog of spec §2 (wording ours). */
export const CONTENT_TYPE_LABELS = {
  svideo: '短视频',
  video: '视频',
  h5: '链接',
  local_live: '直播',
  audio: '音频',
  image: '图集',
  audio_album: '音频专辑',
  video_album: '视频专辑',
  topic: '话题',
  mini_program: '小程序',
  sp_topic: '专题',
} as const;

// Open-in-browser guide (issue 13): where the app cannot be launched from the page (WeChat before
// its open tag is ready, QQ, Weibo), the visitor is shown how to open the page in the browser.
export const GUIDE_STEP_MENU = '点击右上角 ··· 菜单';
export const GUIDE_STEP_BROWSER = '选择「在浏览器打开」';
export const GUIDE_HINT = '在浏览器中即可打开APP';
export const GUIDE_DISMISS = '我知道了';
// A person's post on a record page (circle posts, clue reports, dejin posts): its counts' buttons
// and a person's follow button (wording ours).
export const LABEL_LIKE = '点赞';
export const LABEL_COMMENT = '评论';
export const LABEL_FOLLOW = '关注';
