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
