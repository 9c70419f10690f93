// The messages of the site's own API answers (an envelope's message, meant to be shown as is, in the
// platform's words for the same refusal); tests import them.

/** A call that needs the visitor's token came without one (API_CODE.LOGIN_REQUIRED). */
export const MSG_LOGIN_REQUIRED = '请先登录';

/** A query field missing or malformed (API_CODE.INVALID): the message names the field. */
export function msgInvalidParam(field: string): string {
  return `参数错误：${field}`;
}
