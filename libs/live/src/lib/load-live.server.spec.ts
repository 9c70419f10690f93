import type { ShareApi } from '@share/api-client';
import { fixtureDocDetailOf, fixtureLiveDetail } from '@share/api-client/testing';
import { fixtureChat } from './fixtures';
import { isLiveNotFound, LiveNotFoundError, loadLiveRoom } from './load-live.server';

function fakeApi(
  overrides: Partial<Record<'contentDetail' | 'previewDetail' | 'liveRoom' | 'chatHistory', jest.Mock>>,
) {
  const chat = fixtureChat(3);
  const endpoints = {
    contentDetail: jest.fn().mockResolvedValue(fixtureDocDetailOf('local_live', { title: '现场直击｜新线开通' })),
    previewDetail: jest.fn().mockResolvedValue(fixtureDocDetailOf('local_live')),
    liveRoom: jest.fn().mockResolvedValue(fixtureLiveDetail()),
    chatHistory: jest.fn().mockResolvedValue({ list: [...chat].reverse(), count: 30 }),
    ...overrides,
  };
  return { api: { endpoints } as unknown as ShareApi, endpoints, chat };
}

const request = { liveId: 'abcdefgh', preview: false, origin: 'https://m.example.cn' };

describe('loadLiveRoom', () => {
  it('loads the shared document, the room and the latest chat page (oldest first)', async () => {
    const { api, endpoints, chat } = fakeApi({});
    const page = await loadLiveRoom(api, { ...request, now: 1 });
    expect(endpoints.contentDetail).toHaveBeenCalledWith({ params: { post_id: 'abcdefgh' } });
    expect(endpoints.chatHistory).toHaveBeenCalledWith({ params: { live_id: page.room.live_id }, query: { size: 20 } });
    expect(page.item.title).toBe('现场直击｜新线开通');
    expect(page.chat.map((m) => m.msg_id)).toEqual(chat.map((m) => m.msg_id));
    expect(page).toMatchObject({ chatCount: 30, preview: false, now: 1, screen: null });
  });

  it("previews read the preview endpoint with the link's credential", async () => {
    const { api, endpoints } = fakeApi({});
    await loadLiveRoom(api, { ...request, preview: true, previewToken: '1700000000.sig', screen: 'PortraitScreen' });
    expect(endpoints.previewDetail).toHaveBeenCalledWith({
      params: { id: 'abcdefgh' },
      query: { preview_token: '1700000000.sig' },
    });
    expect(endpoints.contentDetail).not.toHaveBeenCalled();
  });

  it('a document of another type, or a refusal of the platform, is not found; a network failure is an error', async () => {
    const article = fakeApi({ contentDetail: jest.fn().mockResolvedValue(fixtureDocDetailOf('article')) });
    await expect(loadLiveRoom(article.api, request)).rejects.toBeInstanceOf(LiveNotFoundError);
    // Shaped like api-client's ApiError, which may come from another bundle than this code.
    const refused = Object.assign(new Error('直播不存在'), { name: 'ApiError', kind: 'api', code: 404 });
    const missing = fakeApi({ liveRoom: jest.fn().mockRejectedValue(refused) });
    const error = await loadLiveRoom(missing.api, request).catch((e: unknown) => e);
    expect(isLiveNotFound(error)).toBe(true);
    expect(isLiveNotFound(Object.assign(new Error('x'), { name: 'ApiError', kind: 'network' }))).toBe(false);
    expect(isLiveNotFound(new Error('boom'))).toBe(false);
  });

  it('a chat history failure leaves the chat empty', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = fakeApi({ chatHistory: jest.fn().mockRejectedValue(new Error('down')) });
    const page = await loadLiveRoom(api, request);
    expect(page.chat).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
