// What the login flow says once a code is sent or the visitor is logged in (spec §5); the login
// panel's code shows them.

export const MSG_CODE_SENT = '验证码发送成功';
export const MSG_LOGIN_SUCCESS = '登录成功～';
