// What every page's frame and cards show: the open-app banner, the navigation, empty states, images'
// and cards' labels, the footer.

// Empty states (spec §2).
export const EMPTY_DEFAULT = '暂无内容';
export const EMPTY_COMMENTS = '暂无评论，快来抢沙发';

// Open-app banner (spec §2).
/** Wording ours for the spec's default description "open the app for more content". */
export const BANNER_DEFAULT_DESCRIPTION = '打开APP，查看更多精彩内容';
export const BANNER_LOGIN = '登录';
export const BANNER_OPEN_APP = '打开APP';
export const BANNER_NAVIGATION = '导航';
export const BANNER_DEFAULT_LOGO_ALT = '站点标志';

// Navigation (spec §2).
export const NAV_PANEL_OPEN = '打开导航';
export const NAV_PANEL_CLOSE = '关闭导航';
export const NAV_PANEL_TITLE = '频道导航';
export const NAV_PANEL_MORE = '更多';
export const NAV_BOTTOM_LABEL = '底部导航';

// Images and cards.
export const IMAGE_FAILED = '图片加载失败';
export const VIEW_COUNT_LABEL = '浏览';
export const COMMENT_COUNT_LABEL = '评论';

// Frame pieces.
export const FOOTER_USER_AGREEMENT = '用户协议';
export const FOOTER_PRIVACY_POLICY = '隐私政策';
export const POPUP_CLOSE = '关闭';
