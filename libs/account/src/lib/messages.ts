// The Chinese strings of the account feature: the phone-login panel (spec §4, §5), the /auth page and
// the invitation page (the pages' wording is ours; the spec names the pages, not their text).

export const INVITE_TITLE = '邀请你一起加入';
export const INVITE_CODE_LABEL = '邀请码';
export const INVITE_DOWNLOAD = '下载APP，领取新人福利';
export const INVITE_STEPS = ['下载并打开APP', '注册时填写邀请码', '双方各得积分奖励'] as const;
export const INVITE_RECORDS_TITLE = '我的邀请记录';
export const INVITE_RECORD_STATUS = ['已注册', '已奖励'] as const;
export const INVITE_POINTS = '积分';
export const AUTH_TITLE = '登录';
export const AUTH_DESCRIPTION = '登录后可以评论、收藏内容，关注喜欢的账号';
export const AUTH_LOGIN = '手机号登录';
export const AUTH_LOGGED_IN = '你已登录';
export const AUTH_BACK_HOME = '返回首页';

// The phone-login panel (spec §4, §5).
export const MSG_AGREEMENT_REQUIRED = '请勾选阅读并同意《用户协议》《隐私政策》';
export const LABEL_PANEL_TITLE = '手机号登录';
export const LABEL_PASSWORD_TITLE = '密码登录';
export const LABEL_PHONE = '手机号';
export const PLACEHOLDER_PHONE = '请输入手机号';
export const LABEL_CODE = '验证码';
export const PLACEHOLDER_CODE = '请输入验证码';
export const LABEL_PASSWORD = '密码';
export const PLACEHOLDER_PASSWORD = '请输入密码';
export const LABEL_SEND_CODE = '获取验证码';
/** The send-code button while counting down: 59s后重新获取. */
export const labelCountdown = (seconds: number) => `${seconds}s后重新获取`;
export const LABEL_LOGIN = '登录';
export const LABEL_LOGGING_IN = '登录中…';
export const LABEL_USE_PASSWORD = '密码登录';
export const LABEL_USE_CODE = '验证码登录';
export const LABEL_WECHAT = '微信登录';
export const LABEL_OTHER_WAYS = '其他登录方式';
export const LABEL_CLOSE = '关闭';
export const LABEL_AGREEMENT_PREFIX = '我已阅读并同意';
export const LABEL_USER_AGREEMENT = '《用户协议》';
export const LABEL_PRIVACY_POLICY = '《隐私政策》';
export const TITLE_USER_AGREEMENT = '用户协议';
export const TITLE_PRIVACY_POLICY = '隐私政策';
