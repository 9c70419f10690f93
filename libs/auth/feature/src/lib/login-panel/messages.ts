// The Chinese strings of the phone-login panel (spec §4, §5); tests import them. A module of its own:
// the panel's hook runs on every page, and the pages' strings should stay in the pages' chunks.
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
