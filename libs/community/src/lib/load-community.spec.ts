import { createTestApi, envelope } from '@share/api-client/testing';
// The record loaders' kit: the route's options (a 404 throws NotFound), a page, a refusal, an outage.
import { RecordNotFound as NotFound, platformOutage as outage } from '@share/api-client/testing';
import { recordLoadOptions as options } from '@share/api-client/testing';
import { recordPage as page, recordRefusal as refusal } from '@share/api-client/testing';
import { communityQuery } from './community-data';
import {
  loadCircleScreen,
  loadLawQuestionScreen,
  loadOpenContentScreen,
  loadOpenListScreen,
  loadPostScreen,
  loadTopicScreen,
} from './load-community';
import {
  storyAnswers,
  storyCatalog,
  storyCircle,
  storyOpenItems,
  storyPosts,
  storyQuestion,
  storyTopics,
} from './story-fixtures';

const refused = refusal('圈子不存在');

describe('communityQuery', () => {
  it('reads id, circle_id and topic_id of the link, ignoring blanks', () => {
    expect(communityQuery('https://x/davmu/share/dimim/circle/index.html?id=gdWh9V4R&topic_id=%20')).toEqual({
      id: 'gdWh9V4R',
    });
    expect(communityQuery('https://x/a?circle_id=c1&topic_id=t1')).toEqual({ circle_id: 'c1', topic_id: 't1' });
  });
});

describe('loadCircleScreen', () => {
  it('without an id loads the first page of the circle list', async () => {
    const { api, fetch } = createTestApi({ 'GET /circle/v1/api/share/circle/list': page([storyCircle], 12) });
    const data = await loadCircleScreen(api, {}, options);
    expect(data).toMatchObject({
      status: 'ok',
      circle: null,
      circles: { list: [storyCircle], count: 12 },
      share: null,
    });
    expect(fetch.calls[0].url.searchParams.get('size')).toBe('10');
  });

  it('with an id loads the circle, its topics and its posts, and its share card', async () => {
    const { api, fetch } = createTestApi({
      'GET /circle/v1/api/share/circle/detail/{id}': envelope(storyCircle),
      'GET /circle/v1/api/share/topic/list': page(storyTopics),
      'GET /circle/v1/api/share/content/list': page(storyPosts, 17),
    });
    const data = await loadCircleScreen(api, { id: storyCircle.id }, options);
    expect(data).toMatchObject({ status: 'ok', circle: storyCircle, topics: storyTopics, posts: { count: 17 } });
    expect(data.share).toEqual({
      title: '城市跑团',
      summary: storyCircle.description,
      cover: storyCircle.cover,
      link: storyCircle.share_link,
    });
    expect(fetch.calls.find((call) => call.path.endsWith('/content/list'))?.url.searchParams.get('circle_id')).toBe(
      storyCircle.id,
    );
  });

  it('an unknown circle is the 404 page; an outage the error state', async () => {
    const answers = {
      'GET /circle/v1/api/share/topic/list': page([]),
      'GET /circle/v1/api/share/content/list': page([]),
    };
    const missing = createTestApi({ ...answers, 'GET /circle/v1/api/share/circle/detail/{id}': refused });
    await expect(loadCircleScreen(missing.api, { id: 'dMRsxqnr' }, options)).rejects.toBeInstanceOf(NotFound);
    const down = createTestApi({ ...answers, 'GET /circle/v1/api/share/circle/detail/{id}': outage });
    await expect(loadCircleScreen(down.api, { id: 'dMRsxqnr' }, options)).resolves.toMatchObject({
      status: 'error',
      circle: null,
    });
    const listDown = createTestApi({ 'GET /circle/v1/api/share/circle/list': outage });
    await expect(loadCircleScreen(listDown.api, {}, options)).resolves.toMatchObject({ status: 'error' });
  });
});

describe('loadTopicScreen and loadPostScreen', () => {
  it('load a topic with its posts and a post', async () => {
    const { api, fetch } = createTestApi({
      'GET /circle/v1/api/share/topic/detail/{id}': envelope(storyTopics[0]),
      'GET /circle/v1/api/share/content/list': page(storyPosts),
      'GET /circle/v1/api/share/content/detail/{id}': envelope(storyPosts[0]),
    });
    await expect(loadTopicScreen(api, { id: storyTopics[0].id }, options)).resolves.toMatchObject({
      status: 'ok',
      topic: storyTopics[0],
      posts: { list: storyPosts },
      share: { title: '#晨跑打卡#' },
    });
    expect(fetch.calls.find((call) => call.path.endsWith('/content/list'))?.url.searchParams.get('topic_id')).toBe(
      storyTopics[0].id,
    );
    await expect(loadPostScreen(api, { id: storyPosts[0].id }, options)).resolves.toMatchObject({
      status: 'ok',
      post: storyPosts[0],
      share: { title: '跑者阿杰在「城市跑团」的动态', cover: storyPosts[0].images?.[0] },
    });
  });

  it('no id shows 暂无内容 without a call; an unknown post is the 404 page', async () => {
    const { api, fetch } = createTestApi({ 'GET /circle/v1/api/share/content/detail/{id}': refused });
    await expect(loadTopicScreen(api, {}, options)).resolves.toMatchObject({ status: 'empty', topic: null });
    await expect(loadPostScreen(api, {}, options)).resolves.toMatchObject({ status: 'empty', post: null });
    expect(fetch.calls).toHaveLength(0);
    await expect(loadPostScreen(api, { id: 'dMRsxqnr' }, options)).rejects.toBeInstanceOf(NotFound);
  });
});

describe('loadLawQuestionScreen', () => {
  it('loads the question and the first page of its answers, without a request-id header (spec §7)', async () => {
    const { api, fetch } = createTestApi({
      'GET /law/v1/api/share/question/detail': envelope(storyQuestion),
      'GET /law/v1/api/share/question/answerlist': page(storyAnswers, 14),
    });
    const data = await loadLawQuestionScreen(api, { id: storyQuestion.id }, options);
    expect(data).toMatchObject({
      status: 'ok',
      question: storyQuestion,
      answers: { list: storyAnswers, count: 14 },
      share: { title: storyQuestion.title },
    });
    expect(fetch.calls.map((call) => call.url.searchParams.get('id'))).toEqual([storyQuestion.id, storyQuestion.id]);
    for (const call of fetch.calls) expect(call.headers).not.toHaveProperty('x-request-id');
  });

  it('an unknown question is the 404 page; an outage the error state; no id 暂无内容', async () => {
    const missing = createTestApi({
      'GET /law/v1/api/share/question/detail': refused,
      'GET /law/v1/api/share/question/answerlist': refused,
    });
    await expect(loadLawQuestionScreen(missing.api, { id: 'dMRsxqnr' }, options)).rejects.toBeInstanceOf(NotFound);
    const down = createTestApi({
      'GET /law/v1/api/share/question/detail': outage,
      'GET /law/v1/api/share/question/answerlist': outage,
    });
    await expect(loadLawQuestionScreen(down.api, { id: 'dMRsxqnr' }, options)).resolves.toMatchObject({
      status: 'error',
      question: null,
    });
    await expect(loadLawQuestionScreen(down.api, {}, options)).resolves.toMatchObject({ status: 'empty' });
  });
});

describe('open content loaders', () => {
  const routes = {
    'GET /peony/v1/picho/v1/open/{rid}/content/{uuid}': envelope({
      ...storyOpenItems[0],
      content: '<p>参保人可通过APP办理。</p><ol><li>登录APP；</li></ol>',
    }),
    'GET /peony/v1/picho/v1/open/{rid}/content': page(storyOpenItems, 15),
    'GET /peony/v1/picho/v1/open/{rid}/catalog/{id}': envelope(storyCatalog),
  };

  it('an item: its body as plain paragraphs', async () => {
    const { api } = createTestApi(routes);
    await expect(
      loadOpenContentScreen(api, { rid: 'res-gov-guide', uuid: '6f1c2a4e-01' }, options),
    ).resolves.toMatchObject({
      status: 'ok',
      paragraphs: ['参保人可通过APP办理。', '• 登录APP；'],
      share: { title: '医保异地就医备案指南' },
    });
  });

  it("a resource's list is named after the resource; a catalogue lists its own content", async () => {
    const { api, fetch } = createTestApi(routes);
    await expect(loadOpenListScreen(api, { rid: 'res-gov-guide' }, options)).resolves.toMatchObject({
      status: 'ok',
      catalog: null,
      resourceName: '办事指南',
      items: { count: 15 },
      share: { title: '办事指南', link: '/davmu/share/open/res-gov-guide/index.html' },
    });
    await expect(
      loadOpenListScreen(api, { rid: 'res-gov-guide', catalogId: 'cat-social' }, options),
    ).resolves.toMatchObject({
      catalog: storyCatalog,
      share: { title: '社保医保', link: storyCatalog.share_link },
    });
    expect(
      fetch.calls.at(-1)?.url.searchParams.get('catalog_id') ?? fetch.calls.at(-2)?.url.searchParams.get('catalog_id'),
    ).toBe('cat-social');
  });

  it('an unknown resource, catalogue or item is the 404 page', async () => {
    const { api } = createTestApi({});
    await expect(loadOpenContentScreen(api, { rid: 'nope', uuid: 'x' }, options)).rejects.toBeInstanceOf(NotFound);
    await expect(loadOpenListScreen(api, { rid: 'nope' }, options)).rejects.toBeInstanceOf(NotFound);
    await expect(loadOpenListScreen(api, { rid: 'nope', catalogId: 'x' }, options)).rejects.toBeInstanceOf(NotFound);
  });
});
