// The Chinese strings of the login flow and the session (spec §4, §5, §8); tests import them. The
// panel's labels and its agreement message live with the panel in @share/auth/feature; what only its
// code shows is a module apart (see ../constants).
export { MSG_CODE_SENT, MSG_LOGIN_SUCCESS } from './login';

/** Spec §8's network-error toast: the api-client's message for a failed call. */
export { MSG_NETWORK_ERROR } from '@share/api-client';
export const MSG_LOGOUT_SUCCESS = '退出登录成功~';
export const LOGOUT_CONFIRM_TITLE = '确定退出登录吗？';
