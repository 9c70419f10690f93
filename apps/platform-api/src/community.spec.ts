import { API_CODE, encodePublicId, type DocDetail, type Entity, type EntityList } from '@share/contract';
import { MSG } from './messages';
import { demoData } from './seed/demo-data';
import { startTestApi, type TestApi } from './testing/test-server';

describe('clue reports, circles, law, open content, location and page endpoints (demo data)', () => {
  let t: TestApi;
  const entity = (kind: string, key: string) => {
    const row = t.api.db.prepare('SELECT id FROM entities WHERE kind = ? AND key = ?').get(kind, key) as { id: number };
    return encodePublicId(row.id);
  };
  beforeAll(async () => {
    t = await startTestApi({ seed: demoData });
  });
  afterAll(() => t.close());

  describe('clue reports', () => {
    const report = () => demoData.clue_reports[0];

    it('answers a report with its reporter, topics, reply and related posts resolved', async () => {
      const answer = await t.call<Entity>(
        'GET',
        `/peony/v3/clue_report/${entity('clue_reports', report().key)}/detail`,
      );
      expect(answer.code).toBe(0);
      expect(answer.data).toMatchObject({
        title: report().title,
        reporter_id: t.publicIdOf('users', report().reporter_key),
      });
      expect((answer.data.topics as { name: string }[]).length).toBe(report().topic_keys.length);
      expect(answer.data.share_link).toBe(`/davmu/share/clue_report/${answer.data.id}/index.html`);
      expect(answer.data.published_at).toEqual(expect.any(Number));
      expect(answer.data).not.toHaveProperty('published_seconds_ago');
      expect((await t.call('GET', '/peony/v3/clue_report/zzzzzzzz/detail')).message).toBe(MSG.clueNotFound);
    });

    it('lists recommended topics, most viewed first, with channels', async () => {
      const answer = await t.call<{ list: { name: string; view_count: number }[]; channels: unknown[] }>(
        'GET',
        '/peony/v3/clue_report/recommend_topics',
      );
      const expected = demoData.clue_topics
        .filter((topic) => topic.recommended)
        .sort((a, b) => b.view_count - a.view_count);
      expect(answer.data.list.map((topic) => topic.name)).toEqual(expected.map((topic) => topic.name));
      expect(answer.data.channels).toHaveLength(demoData.clue_channels.length);
      // TopicChannel: each channel with its topics, which link to their pages.
      const channels = answer.data.channels as { name: string; topics: { name: string; share_link: string }[] }[];
      const traffic = channels.find((channel) => channel.name === '交通');
      expect(traffic?.topics.map((topic) => topic.name)).toEqual(['路面坑洼', '停车难']);
      expect(traffic?.topics[0].share_link).toBe(
        `/davmu/share/clue_report/topic/${encodeURIComponent('路面坑洼')}/index.html`,
      );
    });

    it('answers a topic by name with its reports', async () => {
      const topic = demoData.clue_topics.find((entry) =>
        demoData.clue_reports.some((r) => r.topic_keys.includes(entry.key)),
      );
      if (!topic) throw new Error('demo data has no topic with reports');
      const answer = await t.call<{ topic: Entity; count: number }>(
        'GET',
        `/peony/v3/clue_report/topic/${encodeURIComponent(topic.name)}`,
      );
      expect(answer.data.topic.name).toBe(topic.name);
      expect(answer.data.count).toBe(demoData.clue_reports.filter((r) => r.topic_keys.includes(topic.key)).length);
      expect((await t.call('GET', '/peony/v3/clue_report/topic/nope')).message).toBe(MSG.topicNotFound);
    });

    it('answers the reporter page, their clues, the clues that mention them and related posts', async () => {
      const user = t.publicIdOf('users', report().reporter_key);
      const personal = await t.call<Entity>('GET', `/peony/v3/clue_report/user/${user}`);
      expect(personal.data).toMatchObject({
        id: user,
        clue_count: demoData.clue_reports.filter((r) => r.reporter_key === report().reporter_key).length,
      });
      const clues = await t.call<EntityList>('GET', `/peony/v3/clue_report/user/${user}/clues`);
      expect(clues.data.list.map((clue) => clue.title)).toContain(report().title);
      const mentioned = t.publicIdOf('users', report().at_user_keys[0]);
      const at = await t.call<EntityList>('GET', `/peony/v3/clue_report/user/${mentioned}/at_ta_clues`);
      expect(at.data.list.map((clue) => clue.title)).toContain(report().title);
      const posts = await t.call<{ list: DocDetail[] }>('GET', `/peony/v3/clue_report/user/${user}/relate_posts`);
      expect(posts.data.list.map((post) => post.post_id)).toEqual(
        expect.arrayContaining(report().relate_item_keys.map((key) => t.publicIdOf('contents', key))),
      );
      expect((await t.call('GET', '/peony/v3/clue_report/user/zzzzzzzz')).code).toBe(API_CODE.INVALID);
    });
  });

  describe('circles', () => {
    it('lists circles, topics and posts, and answers their details', async () => {
      const circle = demoData.circles[0];
      const circleId = entity('circles', circle.key);
      expect((await t.call<EntityList>('GET', '/circle/v1/api/share/circle/list')).data.count).toBe(
        demoData.circles.length,
      );
      expect((await t.call<Entity>('GET', `/circle/v1/api/share/circle/detail/${circleId}`)).data.name).toBe(
        circle.name,
      );
      const topics = await t.call<EntityList>('GET', '/circle/v1/api/share/topic/list', {
        query: { circle_id: circleId },
      });
      expect(topics.data.count).toBe(demoData.circle_topics.filter((topic) => topic.circle_key === circle.key).length);
      const topicId = topics.data.list[0].id;
      expect((await t.call<Entity>('GET', `/circle/v1/api/share/topic/detail/${topicId}`)).data.circle_id).toBe(
        circleId,
      );
      const posts = await t.call<EntityList>('GET', '/circle/v1/api/share/content/list', {
        query: { circle_id: circleId },
      });
      const times = posts.data.list.map((post) => post.published_at as number);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const post = await t.call<Entity>('GET', `/circle/v1/api/share/content/detail/${posts.data.list[0].id}`);
      expect(post.data.user).toEqual(expect.objectContaining({ alias: expect.any(String) }));
    });
  });

  describe('share links and paging of the community pages', () => {
    it('circles, topics, posts and law questions link to their share pages; every list has a second page', async () => {
      const circles = await t.call<EntityList>('GET', '/circle/v1/api/share/circle/list');
      expect(circles.data.count).toBeGreaterThan(circles.data.size);
      const circle = circles.data.list[0];
      expect(circle.share_link).toBe(`/davmu/share/dimim/circle/index.html?id=${circle.id}`);
      const posts = await t.call<EntityList>('GET', '/circle/v1/api/share/content/list', {
        query: { circle_id: circle.id },
      });
      expect(posts.data.count).toBeGreaterThan(posts.data.size);
      expect(posts.data.list[0].share_link).toBe(`/davmu/share/dimim/content/index.html?id=${posts.data.list[0].id}`);
      const topics = await t.call<EntityList>('GET', '/circle/v1/api/share/topic/list', {
        query: { circle_id: circle.id },
      });
      expect(topics.data.list[0].share_link).toBe(`/davmu/share/dimim/topic/index.html?id=${topics.data.list[0].id}`);
      const id = entity('law_questions', demoData.law_questions[0].key);
      // A post shares the question, so the site links to its page.
      expect(posts.data.list.find((post) => post.question_id === id)?.question).toEqual({
        id,
        name: demoData.law_questions[0].title,
      });
      const question = await t.call<Entity>('GET', '/law/v1/api/share/question/detail', { query: { id } });
      expect(question.data.share_link).toBe(`/davmu/share/fazak/problemShare/index.html?id=${id}`);
      const answers = await t.call<EntityList>('GET', '/law/v1/api/share/question/answerlist', { query: { id } });
      expect(answers.data.count).toBeGreaterThan(answers.data.size);
    });

    it('records added to fill lists (keys more-…) are seeded last, so no other public id moves', () => {
      const keys = (t.api.db.prepare('SELECT key FROM entities ORDER BY id').all() as { key: string }[]).map(
        (row) => row.key,
      );
      const firstLate = keys.findIndex((key) => key.startsWith('more-'));
      expect(firstLate).toBeGreaterThan(0);
      expect(keys.slice(firstLate).every((key) => key.startsWith('more-'))).toBe(true);
    });

    it('open content items and catalogues link to the open routes', async () => {
      const { rid, catalogs } = demoData.open_resources[0];
      const list = await t.call<EntityList>('GET', `/peony/v1/picho/v1/open/${rid}/content`);
      expect(list.data.count).toBeGreaterThan(list.data.size);
      expect(list.data.list[0]).toMatchObject({
        share_link: `/davmu/share/open/${rid}/content/${list.data.list[0].id}/index.html`,
        resource_name: demoData.open_resources[0].name,
      });
      const catalog = await t.call<Entity>('GET', `/peony/v1/picho/v1/open/${rid}/catalog/${catalogs[0].id}`);
      expect(catalog.data.share_link).toBe(`/davmu/share/open/${rid}/catalog/${catalogs[0].id}/index.html`);
    });
  });

  describe('law questions', () => {
    it('answers a question with answer_count and pages its answers', async () => {
      const question = demoData.law_questions[0];
      const id = entity('law_questions', question.key);
      const detail = await t.call<Entity>('GET', '/law/v1/api/share/question/detail', { query: { id } });
      expect(detail.data).toMatchObject({ title: question.title, answer_count: question.answers.length });
      expect(detail.data).not.toHaveProperty('answers');
      const answers = await t.call<EntityList>('GET', '/law/v1/api/share/question/answerlist', {
        query: { id, size: 1 },
      });
      expect(answers.data.count).toBe(question.answers.length);
      expect(answers.data.list[0]).toMatchObject({ lawyer_name: question.answers[0].lawyer_name });
      expect((await t.call('GET', '/law/v1/api/share/question/detail', { query: { id: 'zzzzzzzz' } })).message).toBe(
        MSG.questionNotFound,
      );
    });
  });

  describe('open content', () => {
    it('answers content, lists by catalog including child catalogs, and catalogs', async () => {
      const resource = demoData.open_resources[0];
      const base = `/peony/v1/picho/v1/open/${resource.rid}`;
      const item = resource.contents[0];
      expect((await t.call<Entity>('GET', `${base}/content/${item.uuid}`)).data.title).toBe(item.title);
      const all = await t.call<EntityList>('GET', `${base}/content`);
      expect(all.data.count).toBe(resource.contents.length);
      const parent = resource.catalogs.find((catalog) =>
        resource.catalogs.some((child) => child.parent_id === catalog.id),
      );
      if (parent) {
        const catalog = await t.call<{ children: { id: string }[] }>('GET', `${base}/catalog/${parent.id}`);
        expect(catalog.data.children.length).toBeGreaterThan(0);
      }
      expect((await t.call('GET', '/peony/v1/picho/v1/open/nope/content')).message).toBe(MSG.resourceNotFound);
    });
  });

  describe('location', () => {
    it('answers the location of an item and its weather', async () => {
      const item = demoData.items.find((entry) => entry.location_key && entry.published && !entry.mp_key);
      if (!item?.location_key) throw new Error('demo data has no item with a location');
      const detail = await t.call<DocDetail & { location_id: string }>(
        'GET',
        `/peony/v1/content/detail/${t.publicIdOf('contents', item.key)}`,
      );
      const location = demoData.locations.find((entry) => entry.key === item.location_key);
      const lbs = await t.call<Entity>('GET', `/peony/v3/lbs/${detail.data.location_id}`);
      expect(lbs.data).toMatchObject({ city: location?.city, district: location?.district });
      const weather = await t.call<Entity>('GET', `/peony/v3/lbs_weather/${detail.data.location_id}`);
      expect(weather.data).toMatchObject({
        weather: location?.weather.weather,
        temperature: location?.weather.temperature,
      });
      expect((await t.call('GET', '/peony/v3/lbs/zzzzzzzz')).message).toBe(MSG.locationNotFound);
    });
  });

  describe('pages', () => {
    it('answers content modules, lists, activities and dejin pages', async () => {
      const module = demoData.content_modules[0];
      const answer = await t.call<Entity>('GET', `/peony/v3/content_model/${entity('content_modules', module.key)}`);
      expect((answer.data.entries as unknown[]).length).toBe(module.entries.length);
      const list = demoData.lists[0];
      expect((await t.call<Entity>('GET', `/peony/v3/list/${entity('lists', list.key)}`)).data.title).toBe(list.title);
      const activity = demoData.activities[0];
      expect((await t.call<Entity>('GET', `/peony/v3/activity/${entity('activities', activity.key)}`)).data.title).toBe(
        activity.title,
      );
      // The catalogue is a tree: top-level catalogues with their children; a catalogue lists its children's posts.
      const catalog = (
        await t.call<{ list: { id: string; name: string; children: { id: string; name: string }[] }[] }>(
          'GET',
          '/peony/v3/dejin/catalog',
        )
      ).data.list;
      expect(catalog.map((entry) => entry.name)).toEqual(['生活', '旅行', '亲子']);
      expect(catalog[1].children.map((entry) => entry.name)).toEqual(['周末去哪儿']);
      const travel = await t.call<EntityList>('GET', `/peony/v3/dejin/posts?catalog_id=${catalog[1].id}&limit=50`);
      const weekend = await t.call<EntityList>(
        'GET',
        `/peony/v3/dejin/posts?catalog_id=${catalog[1].children[0].id}&limit=50`,
      );
      expect(weekend.data.count).toBeGreaterThan(0);
      expect(travel.data.list.map((post) => post.id)).toEqual(
        expect.arrayContaining(weekend.data.list.map((post) => post.id)),
      );
      const posts = await t.call<EntityList>('GET', '/peony/v3/dejin/posts');
      const views = posts.data.list.map((post) => post.view_sum as number);
      expect(posts.data.size).toBe(10);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      expect((await t.call<Entity>('GET', `/peony/v3/dejin/post/${posts.data.list[0].id}`)).code).toBe(0);
      const topic = demoData.dejin_topics[0];
      expect(
        (await t.call<Entity>('GET', `/peony/v3/dejin/topic/${encodeURIComponent(topic.name)}`)).data.view_sum,
      ).toBe(topic.view_sum);
      const personal = demoData.dejin_personals[0];
      const page = await t.call<Entity>('GET', `/peony/v3/dejin/personal/${t.publicIdOf('users', personal.user_key)}`);
      expect(page.data).toMatchObject({ intro: personal.intro, fans_count: personal.fans_count });
    });

    it("dejin counts come from the data: a post counts its comments, which it serves; a person their posts' likes", async () => {
      const post = demoData.dejin_posts.find((entry) => entry.key === 'dp-7');
      const postId = entity('dejin_posts', 'dp-7');
      const detail = (await t.call<Entity>('GET', `/peony/v3/dejin/post/${postId}`)).data;
      const seeded = demoData.dejin_comments.filter((comment) => comment.post_key === 'dp-7');
      expect(seeded.length).toBeGreaterThan(10);
      expect(detail.comment_count).toBe(seeded.length);
      const first = await t.call<EntityList>('GET', `/peony/v3/dejin/post/${postId}/comments`);
      expect(first.data).toMatchObject({ count: seeded.length, page: 1, size: 10 });
      expect(first.data.list).toHaveLength(10);
      const times = first.data.list.map((comment) => comment.published_at as number);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const newest = [...seeded].sort((a, b) => a.published_seconds_ago - b.published_seconds_ago)[0];
      expect(first.data.list[0]).toMatchObject({
        content: newest.content,
        like_count: newest.like_count,
        ip_location: newest.ip_location,
        user: { user_id: t.publicIdOf('users', newest.user_key), alias: expect.any(String) },
      });
      expect(first.data.list[0]).not.toHaveProperty('post_key');
      const second = await t.call<EntityList>('GET', `/peony/v3/dejin/post/${postId}/comments?page=2`);
      expect(second.data.list).toHaveLength(seeded.length - 10);
      expect(post?.title).toBeTruthy();
      // A post without comments counts none.
      const quiet = demoData.dejin_posts.find(
        (entry) => !demoData.dejin_comments.some((comment) => comment.post_key === entry.key),
      );
      expect(
        (await t.call<Entity>('GET', `/peony/v3/dejin/post/${entity('dejin_posts', quiet?.key ?? '')}`)).data
          .comment_count,
      ).toBe(0);

      for (const personal of demoData.dejin_personals) {
        const answer = (
          await t.call<Entity>('GET', `/peony/v3/dejin/personal/${t.publicIdOf('users', personal.user_key)}`)
        ).data;
        const posts = demoData.dejin_posts.filter((entry) => entry.user_key === personal.user_key);
        expect(posts.length).toBeGreaterThan(0);
        expect(answer).toMatchObject({
          fans_count: personal.fans_count,
          follow_count: personal.follow_count,
          like_sum: posts.reduce((sum, entry) => sum + entry.like_count, 0),
          post_count: posts.length,
        });
      }
      // Every dejin author has a personal record.
      const authors = new Set(demoData.dejin_posts.map((entry) => entry.user_key));
      expect(new Set(demoData.dejin_personals.map((personal) => personal.user_key))).toEqual(authors);
    });
  });
});
