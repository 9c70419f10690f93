/**
 * @jest-environment node
 */
// The article's loader: the recommendation lists' first pages go to the server render only (the
// request's render-only data), the page data keeps their stamp; a data request (a client navigation,
// no HTML rendered) does not ask the platform for them.
import {
  createTestApi,
  envelope,
  fixtureDocDetailOf,
  fixturePagedList,
  type MockAnswer,
} from '@share/api-client/testing';
import type { RenderOnlyData } from '@share/ui';
import { detailListsKey } from './detail-data';
import { firstPagesStamp } from './detail-view-model';
import { EDITOR_START, firstPagesFixture, RECOMMEND_START } from './fixtures';
import { loadContentDetail } from './load-detail.server';

const article = fixtureDocDetailOf('article');
const LISTS = ['/peony/v3/hot/72h', '/peony/v3/recommend/editor', '/peony/v1/recommend'];

function platform() {
  const routes: Record<string, MockAnswer> = {
    'GET /peony/v1/content/detail/{post_id}': envelope(article),
    'GET /peony/v1/comments/{id}': envelope({ list: [], total: 0 }),
    'GET /peony/v3/hot/72h': envelope(fixturePagedList(10, 25)),
    'GET /peony/v3/recommend/editor': envelope(fixturePagedList(10, 3, 1, EDITOR_START)),
    'GET /peony/v1/recommend': envelope(fixturePagedList(10, 30, 1, RECOMMEND_START)),
  };
  return createTestApi(routes);
}

const request = {
  postId: article.post_id,
  pageType: 'doc',
  preview: false,
  mp: false,
  origin: 'https://m.example.cn',
  now: 0,
};

describe('loadContentDetail', () => {
  it('puts the lists’ first pages in the render-only data, not in the page data, which keeps their stamp', async () => {
    const { api, fetch } = platform();
    const renderOnly: RenderOnlyData = new Map();
    const data = await loadContentDetail(api, request, renderOnly);
    expect(renderOnly.get(detailListsKey(article.post_id).name)).toEqual(firstPagesFixture());
    expect(data.listsStamp).toBe(firstPagesStamp(firstPagesFixture()));
    expect(JSON.stringify(data)).not.toContain('推荐阅读第');
    expect(fetch.calls.filter((call) => LISTS.includes(call.path)).map((call) => call.url.search)).toEqual([
      '?page=1&size=10',
      '?page=1&size=10',
      '?page=1&size=10',
    ]);
  });

  it('a data request (no render-only data) does not ask for the lists', async () => {
    const { api, fetch } = platform();
    const data = await loadContentDetail(api, request, null);
    expect(data.listsStamp).toBeNull();
    expect(data.detail.title).toBe(article.title);
    expect(fetch.calls.filter((call) => LISTS.includes(call.path))).toEqual([]);
  });
});

describe('loadContentDetail of a preview', () => {
  it("asks the preview endpoint with the link's credential (preview_token) as the visitor's link carried it", async () => {
    const { api, fetch } = createTestApi({
      'GET /inner/preview/document/detail/{id}': envelope({ ...article, expired_at: 1 }),
      'GET /inner/comment/{id}': envelope({ comments: [], count: 0, page: 1, size: 10 }),
    });
    await loadContentDetail(api, { ...request, preview: true, previewToken: '1773549000.c2lnbmVk' }, null);
    const detail = fetch.calls.find((call) => call.path.startsWith('/inner/preview/'));
    expect(detail?.url.searchParams.get('preview_token')).toBe('1773549000.c2lnbmVk');
  });
});
