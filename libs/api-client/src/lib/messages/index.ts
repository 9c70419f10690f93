// Every Chinese string of the api-client; tests import them. The HTTP client's own are a module of
// their own, which comes with the client (see ../constants).
export { MSG_REQUEST_ABORTED, MSG_REQUEST_TIMEOUT, MSG_TOKEN_MISSING } from './requests';

/** Spec §8: the network-error message; also the message of timeouts and unreadable answers. */
export const MSG_NETWORK_ERROR = '网络错误，请稍后重试～';
