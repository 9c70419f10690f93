// The Chinese strings of the /auth page (wording ours; the spec names the page, not its text). The
// invitation page's are in invite/messages.ts, the login panel's in login-panel/messages.ts: each
// page's chunk carries its own strings only.

export const AUTH_TITLE = '登录';
export const AUTH_DESCRIPTION = '登录后可以评论、收藏内容，关注喜欢的账号';
export const AUTH_LOGIN = '手机号登录';
export const AUTH_LOGGED_IN = '你已登录';
export const AUTH_BACK_HOME = '返回首页';
