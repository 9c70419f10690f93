import type { Router } from 'express';
import {
  API_CODE,
  clueShareLink,
  communityShareLink,
  dejinShareLink,
  encodePublicId,
  openShareLink,
  type CommunityPage,
} from '@share/contract';
import { ApiError, dbIdOf } from '../http/api-error';
import { addEndpoint } from '../http/endpoint-router';
import { MSG } from '../messages';
import type { ApiContext } from '../services/context';
import {
  entitiesOf,
  entityByKey,
  entityByPublicId,
  pageArray,
  renderEntity,
  userRef,
  type EntityRow,
} from '../services/entities';
import { findPublished, renderSummary } from '../services/content';

type Row = Record<string, unknown> & { _row: EntityRow };

const newestFirst = (a: Row, b: Row) => Number(b.published_at ?? 0) - Number(a.published_at ?? 0);

export function registerCommunityRoutes(router: Router, ctx: ApiContext): void {
  const { db } = ctx;
  const render = (rows: Row[]) => rows.map((row) => renderEntity(db, row._row));
  // Circles, their topics and posts and law questions link to their share pages (the id in the query).
  const linked = <T extends { id: string }>(page: CommunityPage, entity: T) => ({
    ...entity,
    share_link: communityShareLink(page, entity.id),
  });
  const renderLinked = (page: CommunityPage, rows: Row[]) =>
    render(rows).map((entity) => linked(page, entity as { id: string }));
  const userKey = (publicId: string): string => {
    const user = db.prepare('SELECT key FROM users WHERE id = ?').get(dbIdOf(publicId, MSG.userNotFound)) as
      { key: string | null } | undefined;
    if (!user?.key) throw new ApiError(API_CODE.NOT_FOUND, MSG.userNotFound);
    return user.key;
  };
  const keyOfPublicId = (kind: string, publicId: string | undefined, message: string) =>
    publicId === undefined ? undefined : entityByPublicId(db, kind, publicId, message).key;

  // Clue reports: each report, topic and reporter links to its share page.
  const renderReport = (row: EntityRow) => {
    const report = renderEntity(db, row);
    return { ...report, share_link: clueShareLink({ report: String(report.id) }) };
  };
  const renderReports = (rows: Row[]) => rows.map((row) => renderReport(row._row));
  const renderClueTopic = (row: EntityRow) => {
    const topic = renderEntity(db, row);
    return { ...topic, share_link: clueShareLink({ topic: String(topic.name) }) };
  };
  addEndpoint(router, 'clueReportDetail', ({ params }) =>
    renderReport(entityByPublicId(db, 'clue_reports', params.id, MSG.clueNotFound)),
  );
  addEndpoint(router, 'clueRecommendTopics', () => ({
    list: entitiesOf(db, 'clue_topics')
      .filter((topic) => topic.recommended)
      .sort((a, b) => Number(b.view_count) - Number(a.view_count))
      .map((topic) => renderClueTopic(topic._row)),
    // TopicChannel: the channels in order, each with its topics, most viewed first.
    channels: entitiesOf(db, 'clue_channels')
      .sort((a, b) => Number(a.sort) - Number(b.sort))
      .map((channel) => ({
        ...renderEntity(db, channel._row),
        topics: entitiesOf(db, 'clue_topics')
          .filter((topic) => topic.channel_key === channel._row.key)
          .sort((a, b) => Number(b.view_count) - Number(a.view_count))
          .map((topic) => renderClueTopic(topic._row)),
      })),
  }));
  addEndpoint(router, 'clueTopic', ({ params, query }) => {
    const topic = entitiesOf(db, 'clue_topics').find((entry) => entry.name === params.name);
    if (!topic) throw new ApiError(API_CODE.NOT_FOUND, MSG.topicNotFound);
    const reports = entitiesOf(db, 'clue_reports')
      .filter((report) => (report.topic_keys as string[]).includes(topic._row.key))
      .sort(newestFirst);
    const { list, count } = pageArray(renderReports(reports), query.page, query.size);
    return { topic: renderClueTopic(topic._row), list, count, page: query.page, size: query.size };
  });
  addEndpoint(router, 'clueUser', ({ params }) => {
    const key = userKey(params.id);
    const reporter = entityByKey(db, 'clue_reporters', key);
    const clues = entitiesOf(db, 'clue_reports').filter((report) => report.reporter_key === key);
    const base = reporter ? renderEntity(db, reporter) : { intro: '', background: '', fans_count: 0, follow_count: 0 };
    return {
      ...base,
      id: params.id,
      user: userRef(db, key)?.value,
      clue_count: clues.length,
      share_link: clueShareLink({ user: params.id }),
    };
  });
  addEndpoint(router, 'clueUserClues', ({ params, query }) => {
    const key = userKey(params.id);
    const reports = entitiesOf(db, 'clue_reports').filter((report) => report.reporter_key === key);
    return pageArray(renderReports(reports.sort(newestFirst)), query.page, query.size);
  });
  addEndpoint(router, 'clueUserAtClues', ({ params, query }) => {
    const key = userKey(params.id);
    const reports = entitiesOf(db, 'clue_reports').filter((report) => (report.at_user_keys as string[]).includes(key));
    return pageArray(renderReports(reports.sort(newestFirst)), query.page, query.size);
  });
  addEndpoint(router, 'clueUserRelatePosts', ({ params }) => {
    const key = userKey(params.id);
    const itemKeys = new Set(
      entitiesOf(db, 'clue_reports')
        .filter((report) => report.reporter_key === key)
        .flatMap((report) => report.relate_item_keys as string[]),
    );
    const list = [...itemKeys]
      .map((itemKey) => db.prepare('SELECT id FROM contents WHERE key = ?').get(itemKey) as { id: number } | undefined)
      .map((row) => (row ? findPublished(db, row.id) : undefined))
      .filter((row) => row !== undefined)
      .map((row) => renderSummary(db, row));
    return { list, count: list.length };
  });

  // Circles
  addEndpoint(router, 'circleList', ({ query }) =>
    pageArray(renderLinked('circle', entitiesOf(db, 'circles')), query.page, query.size),
  );
  addEndpoint(router, 'circleDetail', ({ params }) =>
    linked(
      'circle',
      renderEntity(db, entityByPublicId(db, 'circles', params.id, MSG.circleNotFound)) as { id: string },
    ),
  );
  addEndpoint(router, 'circleTopicList', ({ query }) => {
    const circle = keyOfPublicId('circles', query.circle_id, MSG.circleNotFound);
    const topics = entitiesOf(db, 'circle_topics').filter((topic) => !circle || topic.circle_key === circle);
    return pageArray(renderLinked('circleTopic', topics), 1, Math.max(topics.length, 1));
  });
  addEndpoint(router, 'circleTopicDetail', ({ params }) =>
    linked(
      'circleTopic',
      renderEntity(db, entityByPublicId(db, 'circle_topics', params.id, MSG.topicNotFound)) as { id: string },
    ),
  );
  addEndpoint(router, 'circleContentList', ({ query }) => {
    const circle = keyOfPublicId('circles', query.circle_id, MSG.circleNotFound);
    const topic = keyOfPublicId('circle_topics', query.topic_id, MSG.topicNotFound);
    const posts = entitiesOf(db, 'circle_contents').filter(
      (post) => (!circle || post.circle_key === circle) && (!topic || (post.topic_keys as string[]).includes(topic)),
    );
    return pageArray(renderLinked('circleContent', posts.sort(newestFirst)), query.page, query.size);
  });
  addEndpoint(router, 'circleContentDetail', ({ params }) =>
    linked(
      'circleContent',
      renderEntity(db, entityByPublicId(db, 'circle_contents', params.id, MSG.contentNotFound)) as { id: string },
    ),
  );

  // Law questions
  addEndpoint(router, 'lawQuestionDetail', ({ query }) => {
    const row = entityByPublicId(db, 'law_questions', query.id, MSG.questionNotFound);
    const answers = (JSON.parse(row.data) as { answers: unknown[] }).answers;
    return {
      ...linked('lawQuestion', renderEntity(db, row, ['answers']) as { id: string }),
      answer_count: answers.length,
    };
  });
  addEndpoint(router, 'lawAnswerList', ({ query }) => {
    const row = entityByPublicId(db, 'law_questions', query.id, MSG.questionNotFound);
    const answers = (JSON.parse(row.data) as { answers: { key: string }[] }).answers.map(({ key, ...answer }) => ({
      id: key,
      ...answer,
    }));
    return pageArray(answers, query.page, query.size);
  });

  // Open content: resource, catalog and content ids are the provider's own strings.
  type OpenResource = {
    rid: string;
    name: string;
    catalogs: { id: string; parent_id?: string; sort: number }[];
    contents: { uuid: string; catalog_id: string; published_at: number }[];
  };
  const resource = (rid: string): OpenResource => {
    const row = entityByKey(db, 'open_resources', rid);
    if (!row) throw new ApiError(API_CODE.NOT_FOUND, MSG.resourceNotFound);
    return JSON.parse(row.data) as OpenResource;
  };
  addEndpoint(router, 'openContentDetail', ({ params }) => {
    const { name, contents } = resource(params.rid);
    const item = contents.find((content) => content.uuid === params.uuid);
    if (!item) throw new ApiError(API_CODE.NOT_FOUND, MSG.contentNotFound);
    return { id: item.uuid, ...item, resource_name: name, share_link: openShareLink(params.rid, { uuid: item.uuid }) };
  });
  addEndpoint(router, 'openContentList', ({ params, query }) => {
    const { name, catalogs, contents } = resource(params.rid);
    // A catalog lists its own content and that of its child catalogs.
    const wanted = query.catalog_id
      ? new Set([query.catalog_id, ...catalogs.filter((c) => c.parent_id === query.catalog_id).map((c) => c.id)])
      : null;
    const list = contents
      .filter((content) => !wanted || wanted.has(content.catalog_id))
      .sort((a, b) => b.published_at - a.published_at)
      .map(({ content: _body, ...content }: { content?: string } & OpenResource['contents'][number]) => {
        void _body;
        return {
          id: content.uuid,
          ...content,
          resource_name: name,
          share_link: openShareLink(params.rid, { uuid: content.uuid }),
        };
      });
    return pageArray(list, query.page, query.size);
  });
  addEndpoint(router, 'openCatalog', ({ params }) => {
    const { name, catalogs } = resource(params.rid);
    const catalog = catalogs.find((entry) => entry.id === params.id);
    if (!catalog) throw new ApiError(API_CODE.NOT_FOUND, MSG.catalogNotFound);
    const link = (entry: { id: string }) => openShareLink(params.rid, { catalogId: entry.id });
    const children = catalogs
      .filter((entry) => entry.parent_id === catalog.id)
      .sort((a, b) => a.sort - b.sort)
      .map((entry) => ({ ...entry, share_link: link(entry) }));
    return { ...catalog, resource_name: name, share_link: link(catalog), children };
  });

  // Location
  const location = (publicId: string) => entityByPublicId(db, 'locations', publicId, MSG.locationNotFound);
  addEndpoint(router, 'lbs', ({ params }) => renderEntity(db, location(params.id), ['weather']));
  addEndpoint(router, 'lbsWeather', ({ params }) => {
    const row = location(params.id);
    const { city, district, weather } = JSON.parse(row.data) as { city: string; district: string; weather: object };
    return { id: encodePublicId(row.id), city, district, ...weather };
  });

  // Content modules, lists, activities
  addEndpoint(router, 'contentModule', ({ params }) =>
    renderEntity(db, entityByPublicId(db, 'content_modules', params.id, MSG.contentModuleNotFound)),
  );
  addEndpoint(router, 'list', ({ params }) =>
    renderEntity(db, entityByPublicId(db, 'lists', params.id, MSG.listNotFound)),
  );
  addEndpoint(router, 'activity', ({ params }) =>
    renderEntity(db, entityByPublicId(db, 'activities', params.id, MSG.activityNotFound)),
  );

  // Dejin: posts, topics, catalogues and personal pages link to their share pages (spec §2). Counts
  // come from the data: a post's comment_count is its comments, a person's like_sum their posts' likes.
  const dejinCommentsOf = (postKey: string) =>
    entitiesOf(db, 'dejin_comments').filter((comment) => comment.post_key === postKey);
  const renderDejinPost = (row: EntityRow) => {
    const post = renderEntity(db, row);
    return {
      ...post,
      comment_count: dejinCommentsOf(row.key).length,
      share_link: dejinShareLink({ post: String(post.id) }),
    };
  };
  const renderCatalog = (row: EntityRow) => {
    const catalog = renderEntity(db, row);
    return { ...catalog, share_link: dejinShareLink({ content: String(catalog.id) }) };
  };
  addEndpoint(router, 'dejinCatalog', () => {
    const catalogs = entitiesOf(db, 'dejin_catalogs').sort((a, b) => Number(a.sort) - Number(b.sort));
    // The catalogue is a tree: top-level entries with their children.
    return {
      list: catalogs
        .filter((catalog) => !catalog.parent_key)
        .map((catalog) => ({
          ...renderCatalog(catalog._row),
          children: catalogs
            .filter((child) => child.parent_key === catalog._row.key)
            .map((child) => renderCatalog(child._row)),
        })),
    };
  });
  addEndpoint(router, 'dejinPosts', ({ query }) => {
    const catalog = keyOfPublicId('dejin_catalogs', query.catalog_id, MSG.catalogNotFound);
    const topic = keyOfPublicId('dejin_topics', query.topic_id, MSG.topicNotFound);
    const user = query.user_id ? userKey(query.user_id) : undefined;
    // A catalogue holds its sub-catalogues' posts too.
    const catalogs = catalog
      ? new Set([
          catalog,
          ...entitiesOf(db, 'dejin_catalogs')
            .filter((entry) => entry.parent_key === catalog)
            .map((entry) => entry._row.key),
        ])
      : undefined;
    const posts = entitiesOf(db, 'dejin_posts')
      .filter(
        (post) =>
          (!catalogs || catalogs.has(String(post.catalog_key))) &&
          (!topic || (post.topic_keys as string[]).includes(topic)) &&
          (!user || post.user_key === user),
      )
      .sort(query.sort === 'view_sum' ? (a, b) => Number(b.view_sum) - Number(a.view_sum) : newestFirst);
    const { list, count } = pageArray(posts, query.page, query.limit);
    return { list: list.map((post) => renderDejinPost(post._row)), count, page: query.page, size: query.limit };
  });
  addEndpoint(router, 'dejinPost', ({ params }) =>
    renderDejinPost(entityByPublicId(db, 'dejin_posts', params.id, MSG.contentNotFound)),
  );
  addEndpoint(router, 'dejinComments', ({ params, query }) => {
    const post = entityByPublicId(db, 'dejin_posts', params.id, MSG.contentNotFound);
    const comments = dejinCommentsOf(post.key).sort(newestFirst);
    const { list, count } = pageArray(comments, query.page, query.size);
    return {
      list: list.map((comment) => renderEntity(db, comment._row, ['post_key'])),
      count,
      page: query.page,
      size: query.size,
    };
  });
  addEndpoint(router, 'dejinTopic', ({ params }) => {
    const topic = entitiesOf(db, 'dejin_topics').find((entry) => entry.name === params.name);
    if (!topic) throw new ApiError(API_CODE.NOT_FOUND, MSG.topicNotFound);
    const rendered = renderEntity(db, topic._row);
    const postCount = entitiesOf(db, 'dejin_posts').filter((post) =>
      (post.topic_keys as string[]).includes(topic._row.key),
    ).length;
    return { ...rendered, post_count: postCount, share_link: dejinShareLink({ topic: String(rendered.name) }) };
  });
  addEndpoint(router, 'dejinPersonal', ({ params }) => {
    const key = userKey(params.user_id);
    const personal = entitiesOf(db, 'dejin_personals').find((entry) => entry.user_key === key);
    const base = personal
      ? renderEntity(db, personal._row)
      : { intro: '', background: '', fans_count: 0, follow_count: 0 };
    const posts = entitiesOf(db, 'dejin_posts').filter((post) => post.user_key === key);
    return {
      ...base,
      id: params.user_id,
      user: userRef(db, key)?.value,
      post_count: posts.length,
      like_sum: posts.reduce((sum, post) => sum + Number(post.like_count ?? 0), 0),
      share_link: dejinShareLink({ personal: params.user_id }),
    };
  });
}
