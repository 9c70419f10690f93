// What the HTTP client logs or answers for a request that went no further (spec §7, §8).

/** Spec §7: no token at all, the request goes out with an empty authorization header. */
export const MSG_TOKEN_MISSING = '未获取到token，将使用匿名token';

/** A request cancelled by its caller. */
export const MSG_REQUEST_ABORTED = '请求已取消';

/** A request that ran past its timeout. */
export const MSG_REQUEST_TIMEOUT = '请求超时，请稍后重试～';
