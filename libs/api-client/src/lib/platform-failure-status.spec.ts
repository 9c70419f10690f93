/**
 * @jest-environment node
 */
// Which page a failed platform call becomes: only the platform's refusal is "not found"; its own
// server errors are an outage (issue 31: an HTTP 500 {"code":500} made an existing article 404).
import { ApiError } from './api-error';
import { CLIENT_ERROR_CODE } from './constants';
import { MSG_NETWORK_ERROR } from './messages';
import { statusOfPlatformFailure } from './platform-failure-status';

describe('statusOfPlatformFailure', () => {
  it('is the 404 page for a refusal: a code from 1 to 499 on HTTP 200', () => {
    expect(statusOfPlatformFailure(new ApiError(404, '内容不存在', 'api', 200))).toBe(404);
    expect(statusOfPlatformFailure(new ApiError(1, 'invalid', 'api', 200))).toBe(404);
    expect(statusOfPlatformFailure(new ApiError(499, 'invalid', 'api', 200))).toBe(404);
  });

  it("is 503 (the error page) for the platform's own server error: an HTTP 5xx or a 5xx code", () => {
    expect(statusOfPlatformFailure(new ApiError(500, 'Internal Server Error', 'api', 500))).toBe(503);
    expect(statusOfPlatformFailure(new ApiError(500, '服务器错误', 'api', 200))).toBe(503);
    expect(statusOfPlatformFailure(new ApiError(404, '内容不存在', 'api', 503))).toBe(503);
  });

  it('is 503 unreachable, 504 too slow, 502 an answer that is not the contract (too large among them)', () => {
    expect(statusOfPlatformFailure(new ApiError(CLIENT_ERROR_CODE.NETWORK, MSG_NETWORK_ERROR, 'network'))).toBe(503);
    expect(statusOfPlatformFailure(new ApiError(CLIENT_ERROR_CODE.TIMEOUT, MSG_NETWORK_ERROR, 'timeout'))).toBe(504);
    expect(
      statusOfPlatformFailure(new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, MSG_NETWORK_ERROR, 'bad-response', 200)),
    ).toBe(502);
    expect(statusOfPlatformFailure(new ApiError(502, MSG_NETWORK_ERROR, 'bad-response', 502))).toBe(502);
  });

  it("is null for an error that is not a platform call's (the site's own fault, a 500)", () => {
    expect(statusOfPlatformFailure(new TypeError('x is undefined'))).toBeNull();
  });
});
