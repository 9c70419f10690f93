/**
 * @jest-environment node
 */
// The special's server loaders: page 1 of 50 per group with each group's total (spec §9), the
// group rules of spec §4, and the short form's fallbacks (spec §2 /special/{id?}).
import {
  createTestApi,
  envelope,
  fixtureDocDetailOf,
  fixtureDocSummary,
  fixtureSpecialDetail,
  MockResponse,
  type MockAnswer,
} from '@share/api-client/testing';
import { DetailNotFoundError, loadSpecialDetail, loadSpecialShort } from './load-detail.server';
import { SPECIAL_PAGE_SIZE } from './special-groups';

const special = fixtureDocSummary({ content_type: 'special', title: '专题｜春季经济' });
const items = Array.from({ length: 50 }, (_, i) => fixtureDocSummary({ post_id: `item${String(i).padStart(4, '0')}` }));

/** A platform refusal (code 404 in the envelope) and an outage (an HTTP 502 without an envelope). */
const NOT_FOUND = Symbol('not found');
const UNREACHABLE = Symbol('unreachable');

/** The platform answering GETs by path: data, NOT_FOUND, UNREACHABLE, or an Error the connection fails with. */
function platform(answers: Record<string, unknown>) {
  const calls: { path: string; query: Record<string, string> }[] = [];
  const routes: Record<string, MockAnswer> = {};
  for (const [path, answer] of Object.entries(answers)) {
    routes[`GET ${path}`] = (request) => {
      calls.push({ path: request.path, query: Object.fromEntries(request.url.searchParams) });
      if (answer === NOT_FOUND) return envelope(null, '内容不存在', 404);
      if (answer === UNREACHABLE) return new MockResponse('Bad Gateway', 502);
      if (answer instanceof Error) throw answer;
      return envelope(answer);
    };
  }
  return { get: createTestApi(routes).api, calls };
}

function getter(answer: unknown) {
  return platform({ '/peony/v3/special/xdDewvKb': answer });
}

describe('loadSpecialDetail', () => {
  it('asks for page 1 of 50 and keeps each group’s total', async () => {
    const { get, calls } = getter({
      special,
      banner: '/media/banners/1.png',
      groups: [
        { group_id: 'sg-more', name: '更多报道', collapse: true, content_list: items, total: 60 },
        { group_id: 'sg-expert', name: '专家观点', collapse: false },
      ],
      sections: [
        { key: 'ss-more', group_id: 'sg-more', name: '更多报道', layout: 'list' },
        { key: 'ss-expert', group_id: 'sg-expert', name: '专家观点', layout: 'list' },
      ],
    });
    const data = await loadSpecialDetail(get, {
      id: 'xdDewvKb',
      preview: false,
      origin: 'https://m.example.cn',
      now: 1,
    });
    expect(calls).toEqual([
      { path: '/peony/v3/special/xdDewvKb', query: { page: '1', size: String(SPECIAL_PAGE_SIZE) } },
    ]);
    expect(SPECIAL_PAGE_SIZE).toBe(50);
    expect(data.groups.map((g) => [g.group_id, g.collapse, g.content_list.length, g.total])).toEqual([
      ['sg-more', false, 50, 60],
    ]);
    expect(data.sections).toEqual([{ group_id: 'sg-more', name: '更多报道' }]);
    expect(data).toMatchObject({
      banner: '/media/banners/1.png',
      preview: false,
      now: 1,
      origin: 'https://m.example.cn',
    });
  });

  it('is not found without a special', async () => {
    await expect(
      loadSpecialDetail(getter(null).get, { id: 'xdDewvKb', preview: false, origin: '' }),
    ).rejects.toBeInstanceOf(DetailNotFoundError);
  });
});

describe('loadSpecialShort (the short form /special/{id?})', () => {
  const ID = 'xdDewvKb';
  const SPECIAL_PATH = `/peony/v3/special/${ID}`;
  const DETAIL_PATH = `/peony/v1/content/detail/${ID}`;
  const request = { id: ID, origin: 'https://m.example.cn', now: 5 };

  it('without an id is empty and asks nothing', async () => {
    const { get, calls } = platform({});
    expect(await loadSpecialShort(get, { id: undefined, origin: '', now: 5 })).toEqual({
      kind: 'empty',
      now: 5,
      origin: '',
    });
    expect(calls).toEqual([]);
  });

  it('a special gives the long form’s page: page 1 of 50 per group', async () => {
    const answer = fixtureSpecialDetail();
    const { get, calls } = platform({ [SPECIAL_PATH]: answer, [DETAIL_PATH]: fixtureDocDetailOf('special') });
    const data = await loadSpecialShort(get, request);
    expect(calls).toEqual([
      { path: SPECIAL_PATH, query: { page: '1', size: '50' } },
      { path: DETAIL_PATH, query: {} },
    ]);
    if (data.kind !== 'special') throw new Error(`kind ${data.kind}`);
    expect(data.special.special.title).toBe(answer.special.title);
    expect(data.special.groups.map((g) => [g.group_id, g.content_list.length, g.total])).toEqual([
      ['g1', 2, 2],
      ['g2', 1, 1],
    ]);
    expect(data.special).toMatchObject({
      banner: answer.banner,
      preview: false,
      now: 5,
      origin: 'https://m.example.cn',
    });
  });

  it('when the special endpoint refuses but the content exists (an sp_topic), the item alone, without its body', async () => {
    const topic = fixtureDocDetailOf('sp_topic', { post_id: ID, id: ID });
    const { get } = platform({ [SPECIAL_PATH]: NOT_FOUND, [DETAIL_PATH]: topic });
    const data = await loadSpecialShort(get, request);
    if (data.kind !== 'item') throw new Error(`kind ${data.kind}`);
    expect(data.item).toMatchObject({
      post_id: ID,
      content_type: 'sp_topic',
      title: topic.title,
      payload: topic.payload,
    });
    expect(data.item).not.toHaveProperty('content');
    expect(data.item).not.toHaveProperty('relations');
  });

  it('the special endpoint down but the content there: the item', async () => {
    const { get } = platform({ [SPECIAL_PATH]: UNREACHABLE, [DETAIL_PATH]: fixtureDocDetailOf('sp_topic') });
    expect((await loadSpecialShort(get, request)).kind).toBe('item');
  });

  it('no such special nor content is empty; an outage of both is an error', async () => {
    expect(
      await loadSpecialShort(platform({ [SPECIAL_PATH]: NOT_FOUND, [DETAIL_PATH]: NOT_FOUND }).get, request),
    ).toEqual({
      kind: 'empty',
      now: 5,
      origin: 'https://m.example.cn',
    });
    expect(
      (await loadSpecialShort(platform({ [SPECIAL_PATH]: UNREACHABLE, [DETAIL_PATH]: NOT_FOUND }).get, request)).kind,
    ).toBe('empty');
    expect(
      (await loadSpecialShort(platform({ [SPECIAL_PATH]: UNREACHABLE, [DETAIL_PATH]: UNREACHABLE }).get, request)).kind,
    ).toBe('error');
    expect(
      (
        await loadSpecialShort(
          platform({ [SPECIAL_PATH]: new Error('socket hang up'), [DETAIL_PATH]: UNREACHABLE }).get,
          request,
        )
      ).kind,
    ).toBe('error');
  });

  it('a special answer without its special counts as no special', async () => {
    const { get } = platform({ [SPECIAL_PATH]: null, [DETAIL_PATH]: NOT_FOUND });
    expect((await loadSpecialShort(get, request)).kind).toBe('empty');
  });
});
