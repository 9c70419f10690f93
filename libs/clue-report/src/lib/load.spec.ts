import type { ShareApi } from '@share/api-client';
import { createTestApi, envelope, MockResponse, type MockAnswer } from '@share/api-client/testing';
// The record loaders' kit: the route's options (a 404 throws NotFound), a page, a refusal, an outage.
import { RecordNotFound as NotFound, platformOutage as outage } from '@share/api-client/testing';
import { recordLoadOptions as options } from '@share/api-client/testing';
import { recordPage as page, recordRefusal as refusal } from '@share/api-client/testing';
import { loadClueReporterScreen, loadClueReportScreen, loadClueTopicScreen, loadClueTopicsScreen } from './load-clue';
import {
  loadDejinCatalogScreen,
  loadDejinContentScreen,
  loadDejinDetailScreen,
  loadDejinPersonalScreen,
  loadDejinTopicScreen,
} from './load-dejin';
import {
  storyCatalogs,
  storyChannels,
  storyClueTopic,
  storyClueTopics,
  storyDejinComments,
  storyDejinPerson,
  storyDejinPost,
  storyDejinPosts,
  storyDejinTopic,
  storyPendingReport,
  storyRelated,
  storyReport,
  storyReporter,
  storyReports,
} from './story-fixtures';

const refused = refusal('内容不存在');
const UNKNOWN = 'dMRsxqnr';

describe('loadClueReportScreen', () => {
  it('loads the report and its share card', async () => {
    const { api } = createTestApi({ 'GET /peony/v3/clue_report/{id}/detail': envelope(storyReport) });
    const data = await loadClueReportScreen(api, storyReport.id, options);
    expect(data).toMatchObject({ status: 'ok', report: storyReport, origin: options.origin, now: 5 });
    expect(data.share).toEqual({
      title: storyReport.title,
      summary: storyReport.content,
      cover: '/media/gallery/gallery-08.png',
      link: storyReport.share_link,
    });
  });

  it('an unknown report is the 404 page; an outage the error state; no id 暂无内容', async () => {
    await expect(
      loadClueReportScreen(createTestApi({ 'GET /peony/v3/clue_report/{id}/detail': refused }).api, UNKNOWN, options),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(
      loadClueReportScreen(createTestApi({ 'GET /peony/v3/clue_report/{id}/detail': outage }).api, UNKNOWN, options),
    ).resolves.toMatchObject({ status: 'error', report: null });
    const { api, fetch } = createTestApi({});
    await expect(loadClueReportScreen(api, undefined, options)).resolves.toMatchObject({
      status: 'empty',
      report: null,
    });
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('loadClueReporterScreen', () => {
  const answers = {
    'GET /peony/v3/clue_report/user/{id}': envelope(storyReporter),
    'GET /peony/v3/clue_report/user/{id}/clues': page(storyReports, 16),
    'GET /peony/v3/clue_report/user/{id}/at_ta_clues': page([storyReports[1]]),
    'GET /peony/v3/clue_report/user/{id}/relate_posts': envelope({ list: [storyRelated], count: 1 }),
  };

  it('loads PersonalDetail, the first 10 clues and mentions, the related posts', async () => {
    const { api, fetch } = createTestApi(answers);
    const data = await loadClueReporterScreen(api, storyReporter.id, options);
    expect(data).toMatchObject({
      status: 'ok',
      person: storyReporter,
      clues: { count: 16 },
      atClues: { count: 1 },
      relatePosts: [storyRelated],
    });
    expect(data.share).toEqual({
      title: '老陈说事',
      summary: storyReporter.intro,
      cover: storyReporter.user?.avatar,
      link: storyReporter.share_link,
    });
    for (const list of ['/clues', '/at_ta_clues']) {
      const call = fetch.calls.find((entry) => entry.path.endsWith(list));
      expect(call?.url.searchParams.get('page')).toBe('1');
      expect(call?.url.searchParams.get('size')).toBe('10');
    }
  });

  it('a failing list is an empty one; an unknown user the 404 page; an outage the error state', async () => {
    const partial = createTestApi({ ...answers, 'GET /peony/v3/clue_report/user/{id}/at_ta_clues': outage });
    await expect(loadClueReporterScreen(partial.api, storyReporter.id, options)).resolves.toMatchObject({
      status: 'ok',
      atClues: { list: [], count: 0 },
    });
    const missing = createTestApi({ ...answers, 'GET /peony/v3/clue_report/user/{id}': refused });
    await expect(loadClueReporterScreen(missing.api, UNKNOWN, options)).rejects.toBeInstanceOf(NotFound);
    const down = createTestApi({ ...answers, 'GET /peony/v3/clue_report/user/{id}': outage });
    await expect(loadClueReporterScreen(down.api, UNKNOWN, options)).resolves.toMatchObject({
      status: 'error',
      person: null,
    });
  });
});

describe('loadClueTopicScreen and loadClueTopicsScreen', () => {
  it('a topic by name with its first reports, newest first as the platform answers', async () => {
    const { api, fetch } = createTestApi({
      'GET /peony/v3/clue_report/topic/{name}': envelope({
        topic: storyClueTopic,
        list: storyReports,
        count: 16,
        page: 1,
        size: 10,
      }),
    });
    const data = await loadClueTopicScreen(api, '路面坑洼', options);
    expect(data).toMatchObject({
      status: 'ok',
      topic: storyClueTopic,
      reports: { list: storyReports, count: 16, page: 1, size: 10 },
    });
    expect(data.share?.title).toBe('#路面坑洼#');
    expect(fetch.calls[0].path).toBe('/peony/v3/clue_report/topic/%E8%B7%AF%E9%9D%A2%E5%9D%91%E6%B4%BC');
    expect(fetch.calls[0].url.searchParams.get('size')).toBe('10');
  });

  it('an unknown topic is the 404 page', async () => {
    const { api } = createTestApi({ 'GET /peony/v3/clue_report/topic/{name}': envelope(null, '话题不存在', 404) });
    await expect(loadClueTopicScreen(api, '没有', options)).rejects.toBeInstanceOf(NotFound);
  });

  it('the square: Recomend and TopicChannel; none is 暂无内容, an outage the error state', async () => {
    const full = createTestApi({
      'GET /peony/v3/clue_report/recommend_topics': envelope({ list: storyClueTopics, channels: storyChannels }),
    });
    const data = await loadClueTopicsScreen(full.api, options);
    expect(data).toMatchObject({ status: 'ok', recommended: storyClueTopics, channels: storyChannels });
    expect(data.share).toMatchObject({
      title: '话题广场',
      link: '/davmu/share/clue_report/topics/index.html',
      summary: '#路面坑洼# #噪音扰民#',
    });
    const none = createTestApi({ 'GET /peony/v3/clue_report/recommend_topics': envelope({ list: [], channels: [] }) });
    await expect(loadClueTopicsScreen(none.api, options)).resolves.toMatchObject({ status: 'empty' });
    const down = createTestApi({ 'GET /peony/v3/clue_report/recommend_topics': outage });
    await expect(loadClueTopicsScreen(down.api, options)).resolves.toMatchObject({ status: 'error' });
  });
});

describe('dejin loaders', () => {
  it('the catalogue; an outage is the error state', async () => {
    const { api } = createTestApi({ 'GET /peony/v3/dejin/catalog': envelope({ list: storyCatalogs }) });
    await expect(loadDejinCatalogScreen(api, options)).resolves.toMatchObject({
      status: 'ok',
      catalogs: storyCatalogs,
      share: { title: '全部分类' },
    });
    const down = createTestApi({ 'GET /peony/v3/dejin/catalog': outage });
    await expect(loadDejinCatalogScreen(down.api, options)).resolves.toMatchObject({ status: 'error', catalogs: [] });
  });

  it("a catalogue's content: its name from the tree, newest first, 10 a page; an unknown catalogue is the 404 page", async () => {
    const answers = {
      'GET /peony/v3/dejin/catalog': envelope({ list: storyCatalogs }),
      'GET /peony/v3/dejin/posts': page(storyDejinPosts, 14),
    };
    const { api, fetch } = createTestApi(answers);
    const data = await loadDejinContentScreen(api, 'gnxBHnAw', options);
    expect(data).toMatchObject({
      status: 'ok',
      catalog: { name: '周末去哪儿' },
      posts: { count: 14 },
      query: { catalog_id: 'gnxBHnAw', sort: 'published_at' },
    });
    const call = fetch.calls.find((entry) => entry.path === '/peony/v3/dejin/posts');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      catalog_id: 'gnxBHnAw',
      sort: 'published_at',
      limit: '10',
      page: '1',
    });
    const missing = createTestApi({ ...answers, 'GET /peony/v3/dejin/posts': envelope(null, '分类不存在', 404) });
    await expect(loadDejinContentScreen(missing.api, UNKNOWN, options)).rejects.toBeInstanceOf(NotFound);
    const all = createTestApi(answers);
    await expect(loadDejinContentScreen(all.api, undefined, options)).resolves.toMatchObject({
      status: 'ok',
      catalog: null,
      share: { title: '全部内容' },
    });
  });

  it('a post: its text as paragraphs and its share card; unknown 404, outage error, no id 暂无内容', async () => {
    const { api } = createTestApi({ 'GET /peony/v3/dejin/post/{id}': envelope(storyDejinPost) });
    const data = await loadDejinDetailScreen(api, storyDejinPost.id, options);
    expect(data).toMatchObject({
      status: 'ok',
      post: storyDejinPost,
      paragraphs: ['周末带娃去湿地公园看候鸟，记得带望远镜。', '欢迎在评论区分享你的经验。'],
    });
    expect(data.share).toEqual({
      title: storyDejinPost.title,
      summary: storyDejinPost.summary,
      cover: storyDejinPost.cover,
      link: storyDejinPost.share_link,
    });
    await expect(
      loadDejinDetailScreen(createTestApi({ 'GET /peony/v3/dejin/post/{id}': refused }).api, UNKNOWN, options),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(
      loadDejinDetailScreen(createTestApi({ 'GET /peony/v3/dejin/post/{id}': outage }).api, UNKNOWN, options),
    ).resolves.toMatchObject({ status: 'error' });
    await expect(loadDejinDetailScreen(createTestApi({}).api, undefined, options)).resolves.toMatchObject({
      status: 'empty',
      post: null,
    });
  });

  it("a post's comments, page 1 of 10, beside the post; their outage leaves the post on screen", async () => {
    const { api, fetch } = createTestApi({
      'GET /peony/v3/dejin/post/{id}': envelope(storyDejinPost),
      'GET /peony/v3/dejin/post/{id}/comments': page(storyDejinComments, 49),
    });
    const data = await loadDejinDetailScreen(api, storyDejinPost.id, options);
    expect(data.comments).toMatchObject({ list: storyDejinComments, count: 49 });
    const call = fetch.calls.find((entry) => entry.path === `/peony/v3/dejin/post/${storyDejinPost.id}/comments`);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ page: '1', size: '10' });
    const down = createTestApi({
      'GET /peony/v3/dejin/post/{id}': envelope(storyDejinPost),
      'GET /peony/v3/dejin/post/{id}/comments': outage,
    });
    await expect(loadDejinDetailScreen(down.api, storyDejinPost.id, options)).resolves.toMatchObject({
      status: 'ok',
      comments: { list: [], count: 0 },
    });
  });

  it("a personal page with the author's most viewed posts", async () => {
    const { api, fetch } = createTestApi({
      'GET /peony/v3/dejin/personal/{user_id}': envelope(storyDejinPerson),
      'GET /peony/v3/dejin/posts': page(storyDejinPosts, 11),
    });
    const data = await loadDejinPersonalScreen(api, storyDejinPerson.id, options);
    expect(data).toMatchObject({
      status: 'ok',
      person: storyDejinPerson,
      posts: { count: 11 },
      share: { title: '默默的猫' },
    });
    const call = fetch.calls.find((entry) => entry.path === '/peony/v3/dejin/posts');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      user_id: storyDejinPerson.id,
      sort: 'view_sum',
      limit: '10',
      page: '1',
    });
    const missing = createTestApi({
      'GET /peony/v3/dejin/personal/{user_id}': refused,
      'GET /peony/v3/dejin/posts': page([]),
    });
    await expect(loadDejinPersonalScreen(missing.api, UNKNOWN, options)).rejects.toBeInstanceOf(NotFound);
  });

  it('a topic fetches its posts with limit 10 sorted by view_sum (spec §9)', async () => {
    const { api, fetch } = createTestApi({
      'GET /peony/v3/dejin/topic/{name}': envelope(storyDejinTopic),
      'GET /peony/v3/dejin/posts': page(storyDejinPosts, 12),
    });
    const data = await loadDejinTopicScreen(api, '春天的第一口鲜', options);
    expect(data).toMatchObject({
      status: 'ok',
      topic: storyDejinTopic,
      posts: { count: 12 },
      share: { title: '#春天的第一口鲜#', link: storyDejinTopic.share_link },
    });
    const call = fetch.calls.find((entry) => entry.path === '/peony/v3/dejin/posts');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      topic_id: storyDejinTopic.id,
      sort: 'view_sum',
      limit: '10',
      page: '1',
    });
    const missing = createTestApi({ 'GET /peony/v3/dejin/topic/{name}': envelope(null, '话题不存在', 404) });
    await expect(loadDejinTopicScreen(missing.api, '没有', options)).rejects.toBeInstanceOf(NotFound);
    const down = createTestApi({ 'GET /peony/v3/dejin/topic/{name}': outage });
    await expect(loadDejinTopicScreen(down.api, '春天的第一口鲜', options)).resolves.toMatchObject({
      status: 'error',
      topic: null,
    });
  });
});

/** A gateway's answer in an outage: an HTTP 5xx whose body is not the platform's envelope. */
const gatewayDown = new MockResponse('<html><body>502 Bad Gateway</body></html>', 502);
/** The platform's own answer when it fails (its error handler): HTTP 500 with code 500. */
const serverError = new MockResponse(JSON.stringify(envelope(null, '服务器开小差了', 500)), 500);

/** Runs a loader, failing if it takes more than a second (an outage answers at once, with no retries). */
async function quickly<T>(load: Promise<T>): Promise<T> {
  const started = Date.now();
  const data = await load;
  expect(Date.now() - started).toBeLessThan(1000);
  return data;
}

describe('outages are the error state, never the 404 page, and answer quickly', () => {
  const cases: [string, string, (api: ShareApi) => Promise<{ status: string }>][] = [
    [
      'a clue report',
      'GET /peony/v3/clue_report/{id}/detail',
      (api) => loadClueReportScreen(api, storyReport.id, options),
    ],
    [
      'a reporter',
      'GET /peony/v3/clue_report/user/{id}',
      (api) => loadClueReporterScreen(api, storyReporter.id, options),
    ],
    ['a clue topic', 'GET /peony/v3/clue_report/topic/{name}', (api) => loadClueTopicScreen(api, '路面坑洼', options)],
    ['the topic square', 'GET /peony/v3/clue_report/recommend_topics', (api) => loadClueTopicsScreen(api, options)],
    ['the dejin catalogue', 'GET /peony/v3/dejin/catalog', (api) => loadDejinCatalogScreen(api, options)],
    ['a dejin content list', 'GET /peony/v3/dejin/posts', (api) => loadDejinContentScreen(api, 'gnxBHnAw', options)],
    ['a dejin post', 'GET /peony/v3/dejin/post/{id}', (api) => loadDejinDetailScreen(api, storyDejinPost.id, options)],
    [
      'a dejin personal page',
      'GET /peony/v3/dejin/personal/{user_id}',
      (api) => loadDejinPersonalScreen(api, storyDejinPerson.id, options),
    ],
    [
      'a dejin topic',
      'GET /peony/v3/dejin/topic/{name}',
      (api) => loadDejinTopicScreen(api, '春天的第一口鲜', options),
    ],
  ];
  // The other calls of the page answer normally: only the page's main call fails.
  const healthy: Record<string, MockAnswer> = {
    'GET /peony/v3/clue_report/user/{id}/clues': page(storyReports),
    'GET /peony/v3/clue_report/user/{id}/at_ta_clues': page([]),
    'GET /peony/v3/clue_report/user/{id}/relate_posts': envelope({ list: [], count: 0 }),
    'GET /peony/v3/dejin/catalog': envelope({ list: storyCatalogs }),
    'GET /peony/v3/dejin/posts': page(storyDejinPosts),
  };

  for (const [name, route, load] of cases) {
    for (const [failure, answer] of [
      ['a network failure', outage],
      ['a gateway 502', gatewayDown],
      ["the platform's own 500", serverError],
    ] as const) {
      it(`${name}: ${failure}`, async () => {
        const { api, fetch } = createTestApi({ ...healthy, [route]: answer });
        await expect(quickly(load(api))).resolves.toMatchObject({ status: 'error' });
        // One attempt: a failing platform is not asked again during the render.
        const pattern = new RegExp(`^${route.split(' ')[1].replace(/\{\w+\}/g, '[^/]+')}$`);
        expect(fetch.calls.filter((call) => pattern.test(call.path))).toHaveLength(1);
      });
    }
  }
});

describe('share cards, empty states and secondary lists', () => {
  it("a report without pictures or share link: the reporter's avatar and the report's own link", async () => {
    const { share_link: _link, ...bare } = storyPendingReport;
    void _link;
    const { api } = createTestApi({ 'GET /peony/v3/clue_report/{id}/detail': envelope(bare) });
    const data = await loadClueReportScreen(api, bare.id, options);
    expect(data.share).toEqual({
      title: bare.title,
      summary: bare.content,
      cover: storyReporter.user?.avatar,
      link: '/davmu/share/clue_report/c6AzaZxv/index.html',
    });
  });

  it('a reporter whose related posts fail still shows, with none', async () => {
    const { api } = createTestApi({
      'GET /peony/v3/clue_report/user/{id}': envelope(storyReporter),
      'GET /peony/v3/clue_report/user/{id}/clues': page(storyReports),
      'GET /peony/v3/clue_report/user/{id}/at_ta_clues': page([]),
      'GET /peony/v3/clue_report/user/{id}/relate_posts': outage,
    });
    await expect(loadClueReporterScreen(api, storyReporter.id, options)).resolves.toMatchObject({
      status: 'ok',
      clues: { count: 2 },
      atClues: { list: [] },
      relatePosts: [],
    });
  });

  it('an empty catalogue is 暂无内容', async () => {
    const { api } = createTestApi({ 'GET /peony/v3/dejin/catalog': envelope({ list: [] }) });
    await expect(loadDejinCatalogScreen(api, options)).resolves.toMatchObject({ status: 'empty', catalogs: [] });
  });

  it("all content asks for nobody's catalogue, newest first; no posts is 暂无内容", async () => {
    const { api, fetch } = createTestApi({ 'GET /peony/v3/dejin/posts': page(storyDejinPosts, 30) });
    const data = await loadDejinContentScreen(api, undefined, options);
    expect(data).toMatchObject({
      status: 'ok',
      catalog: null,
      posts: { count: 30 },
      share: { title: '全部内容', link: '/davmu/share/dejin/content/index.html' },
    });
    expect(fetch.calls.map((call) => call.path)).toEqual(['/peony/v3/dejin/posts']);
    expect(Object.fromEntries(fetch.calls[0].url.searchParams)).toEqual({
      sort: 'published_at',
      limit: '10',
      page: '1',
    });
    const none = createTestApi({
      'GET /peony/v3/dejin/catalog': envelope({ list: storyCatalogs }),
      'GET /peony/v3/dejin/posts': page([]),
    });
    await expect(loadDejinContentScreen(none.api, 'cfbTJt5g', options)).resolves.toMatchObject({
      status: 'empty',
      catalog: { name: '生活' },
    });
  });

  it('a post without a cover shares its first picture', async () => {
    const { api } = createTestApi({ 'GET /peony/v3/dejin/post/{id}': envelope({ ...storyDejinPost, cover: '' }) });
    await expect(loadDejinDetailScreen(api, storyDejinPost.id, options)).resolves.toMatchObject({
      share: { cover: '/media/gallery/gallery-01.png' },
    });
  });

  it('a personal page: no id is 暂无内容 without a call; failing posts leave the header with none', async () => {
    const nothing = createTestApi({});
    await expect(loadDejinPersonalScreen(nothing.api, undefined, options)).resolves.toMatchObject({
      status: 'empty',
      person: null,
      posts: { list: [] },
    });
    expect(nothing.fetch.calls).toHaveLength(0);
    const { api } = createTestApi({
      'GET /peony/v3/dejin/personal/{user_id}': envelope(storyDejinPerson),
      'GET /peony/v3/dejin/posts': outage,
    });
    await expect(loadDejinPersonalScreen(api, storyDejinPerson.id, options)).resolves.toMatchObject({
      status: 'ok',
      person: storyDejinPerson,
      posts: { list: [], count: 0 },
    });
  });

  it('a dejin topic: no name is 暂无内容 without a call; a refused topic asks for no posts', async () => {
    const nothing = createTestApi({});
    await expect(loadDejinTopicScreen(nothing.api, undefined, options)).resolves.toMatchObject({
      status: 'empty',
      topic: null,
    });
    expect(nothing.fetch.calls).toHaveLength(0);
    const missing = createTestApi({
      'GET /peony/v3/dejin/topic/{name}': envelope(null, '话题不存在', 404),
      'GET /peony/v3/dejin/posts': page(storyDejinPosts),
    });
    await expect(loadDejinTopicScreen(missing.api, '没有', options)).rejects.toBeInstanceOf(NotFound);
    expect(missing.fetch.calls.map((call) => call.path)).toEqual([
      `/peony/v3/dejin/topic/${encodeURIComponent('没有')}`,
    ]);
  });

  it('a clue topic with no reports yet is shown with an empty list', async () => {
    const { api } = createTestApi({
      'GET /peony/v3/clue_report/topic/{name}': envelope({ topic: storyClueTopic, list: [], count: 0 }),
    });
    await expect(loadClueTopicScreen(api, storyClueTopic.name, options)).resolves.toMatchObject({
      status: 'ok',
      reports: { list: [], count: 0, page: 1, size: 10 },
    });
  });
});
