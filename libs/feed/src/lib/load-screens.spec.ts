import type { ShareApi } from '@share/api-client';
import { createTestApi, envelope, MockResponse, type MockAnswer } from '@share/api-client/testing';
import { FEED_PAGE_SIZE } from './constants';
import { loadActivity, loadContentModel, loadHome, loadList, loadSearch } from './load-screens';
import { STORY_GROUPS, storyPage } from './story-fixtures';

const PATHS = {
  groups: '/peony/v1/group',
  contentList: '/peony/v1/content',
  hotWords: '/peony/v1/search/hot-words',
  search: '/peony/v1/search',
};

/**
 * The platform answering GET requests from a table of path -> data; a number is a refusal with
 * that code, 'down' an HTTP 502 without an envelope. `calls` records [path, query] of each request.
 */
function platform(table: Record<string, unknown>, calls: Array<[string, unknown]> = []): ShareApi {
  const routes: Record<string, MockAnswer> = {};
  for (const [path, value] of Object.entries(table)) {
    routes[`GET ${path}`] = (request) => {
      calls.push([request.path, Object.fromEntries(request.url.searchParams)]);
      if (value === 'down') return new MockResponse('Bad Gateway', 502);
      return typeof value === 'number' ? envelope(null, '请求失败', value) : envelope(value);
    };
  }
  return createTestApi(routes).api;
}

describe('loadHome', () => {
  it('loads the is_default group’s first page of 10', async () => {
    const calls: Array<[string, unknown]> = [];
    const data = await loadHome(
      platform({ [PATHS.groups]: { list: STORY_GROUPS }, [PATHS.contentList]: storyPage(10, 19) }, calls),
      null,
      1,
    );
    expect(data.status).toBe('ok');
    expect(data.group?.name).toBe('推荐');
    expect(calls[1]).toEqual([
      PATHS.contentList,
      { gid: 'grp00001', pageindex: '1', pagesize: String(FEED_PAGE_SIZE) },
    ]);
  });

  it('loads the group of the query', async () => {
    const calls: Array<[string, unknown]> = [];
    await loadHome(
      platform({ [PATHS.groups]: { list: STORY_GROUPS }, [PATHS.contentList]: storyPage(0) }, calls),
      'grp00003',
    );
    expect(calls[1][1]).toMatchObject({ gid: 'grp00003' });
  });

  it('is empty for a group without items and an error when the platform is down', async () => {
    expect(
      (await loadHome(platform({ [PATHS.groups]: { list: STORY_GROUPS }, [PATHS.contentList]: storyPage(0) }))).status,
    ).toBe('empty');
    expect((await loadHome(platform({ [PATHS.groups]: 'down' }))).status).toBe('error');
  });
});

describe('loadSearch', () => {
  it('answers hot words alone without a keyword, results with one', async () => {
    const calls: Array<[string, unknown]> = [];
    const get = platform({ [PATHS.hotWords]: { list: ['地铁新线'] }, [PATHS.search]: storyPage(2) }, calls);
    expect(await loadSearch(get, '  ')).toMatchObject({ hotWords: ['地铁新线'], results: null, status: 'ok' });
    expect((await loadSearch(get, '地铁')).results?.list).toHaveLength(2);
    expect(calls.at(-1)).toEqual([PATHS.search, { keyword: '地铁', page: '1', size: '10' }]);
  });
});

describe('loadList and loadContentModel', () => {
  it('reads a named list and answers empty for an unknown id', async () => {
    const get = platform({
      '/peony/v3/list/list0001': { id: 'list0001', title: '一周热点回顾', items: storyPage(3).list, cards: [] },
    });
    expect(await loadList(get, 'list0001')).toMatchObject({ status: 'ok', named: true, title: '一周热点回顾' });
    expect((await loadList(get, 'nope0000')).status).toBe('empty');
  });

  it('applies the column filter to module entries', async () => {
    const get = platform({
      '/peony/v3/content_model/mod00001': {
        id: 'mod00001',
        name: '本地服务',
        entries: [
          { key: 'a', title: '本地快讯', type: 'news', layout: 'list', category: 'content', items: [] },
          { key: 'b', title: '更多快讯', type: 'news', layout: 'list', category: 'content', items: [] },
          { key: 'c', title: '我要爆料', type: 'clue_report', layout: 'entry', category: 'app', items: [] },
        ],
      },
    });
    const data = await loadContentModel(get, 'mod00001');
    expect(data.module?.entries.map((e) => e.title)).toEqual(['本地快讯']);
    expect((await loadContentModel(get, null)).status).toBe('empty');
  });
});

describe('loadActivity', () => {
  it('turns the description into plain paragraphs', async () => {
    const get = platform({
      '/peony/v3/activity/act00001': {
        id: 'act00001',
        title: '摄影大赛',
        content: '<p>征集&amp;投稿</p><ul><li>原创</li></ul><script>x</script>',
      },
    });
    const data = await loadActivity(get, 'act00001');
    expect(data.activity?.paragraphs).toEqual(['征集&投稿', '• 原创', 'x']);
  });
});
