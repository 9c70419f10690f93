import { ApiError, isRefusal } from './api-error';

describe('isRefusal: the platform says the data does not exist', () => {
  it('is a platform answer with a code from 1 to 499 (not found, invalid)', () => {
    expect(isRefusal(new ApiError(404, '内容不存在', 'api', 200))).toBe(true);
    expect(isRefusal(new ApiError(400, 'invalid', 'api', 400))).toBe(true);
  });

  it("is not the platform's own server error, a 5xx answer, or any transport failure (outages)", () => {
    expect(isRefusal(new ApiError(500, 'Internal Server Error', 'api', 500))).toBe(false);
    expect(isRefusal(new ApiError(404, 'gateway said so', 'api', 502))).toBe(false);
    for (const kind of ['network', 'timeout', 'aborted', 'bad-response'] as const)
      expect(isRefusal(new ApiError(404, 'x', kind))).toBe(false);
    expect(isRefusal(new TypeError('fetch failed'))).toBe(false);
    expect(isRefusal(new ApiError(0, 'success', 'api', 200))).toBe(false);
  });
});
