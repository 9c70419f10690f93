import { ApiError } from './api-error';
import { emptyPage, loadFirstPage, loadMainRecord } from './platform-pages';

const notFound = (): never => {
  throw new Error('404');
};

describe("a record page's main record", () => {
  it('is the answer when the platform gives it', async () => {
    await expect(loadMainRecord(Promise.resolve({ id: 'a' }), notFound)).resolves.toEqual({ id: 'a' });
  });

  it('is the 404 page when the platform refuses (not found, invalid)', async () => {
    await expect(loadMainRecord(Promise.reject(new ApiError(404, '内容不存在')), notFound)).rejects.toThrow('404');
    await expect(loadMainRecord(Promise.reject(new ApiError(400, 'invalid')), notFound)).rejects.toThrow('404');
  });

  it('is null (the error state) in an outage: a network failure, a timeout, a bad answer', async () => {
    for (const kind of ['network', 'timeout', 'bad-response'] as const) {
      await expect(loadMainRecord(Promise.reject(new ApiError(-1, 'down', kind)), notFound)).resolves.toBeNull();
    }
    await expect(loadMainRecord(Promise.reject(new TypeError('fetch failed')), notFound)).resolves.toBeNull();
  });

  it('is null (the error state) when the platform itself fails: code 500, or any code on an HTTP 5xx', async () => {
    await expect(
      loadMainRecord(Promise.reject(new ApiError(500, '服务器开小差了', 'api', 500)), notFound),
    ).resolves.toBeNull();
    await expect(loadMainRecord(Promise.reject(new ApiError(500, '服务器开小差了')), notFound)).resolves.toBeNull();
    await expect(
      loadMainRecord(Promise.reject(new ApiError(404, 'not found', 'api', 503)), notFound),
    ).resolves.toBeNull();
  });
});

describe("a secondary list's first page", () => {
  it('is the answer, or an empty page of the size when it fails', async () => {
    const page = { list: [{ id: 'a' }], count: 1, page: 1, size: 10 };
    await expect(loadFirstPage(Promise.resolve(page), 10)).resolves.toBe(page);
    await expect(loadFirstPage(Promise.reject(new ApiError(404, 'x')), 10)).resolves.toEqual(emptyPage(10));
  });
});
