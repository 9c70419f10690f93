// Loaders of the community pages. Each takes the request's typed platform client (the load
// context's `api`). A record the platform refuses (unknown or invalid id) calls the route's
// `notFound` (the 404 page, never a 500); an outage is the screen's error state; a route without an
// id shows 暂无内容 (spec §2 empty state).
import { emptyPage, foundScreen, recordReads, recordScreenBase } from '@share/api-client';
import type { Page, RecordLoadOptions, RecordScreenBase, ShareApi } from '@share/api-client';
import { openShareLink } from '@share/contract/browser';
import type { LoadStatus } from '@share/ui';
import { htmlToParagraphs } from '@share/util-format';
import { COMMUNITY_PAGE_SIZE } from './constants';
import type {
  Circle,
  CirclePost,
  CircleTopic,
  CommunityQuery,
  LawAnswer,
  LawQuestion,
  OpenCatalog,
  OpenContent,
} from './community-data';

type LoadOptions = RecordLoadOptions;
interface ScreenBase extends RecordScreenBase {
  status: LoadStatus;
}
const { mainRecord, firstPage } = recordReads(COMMUNITY_PAGE_SIZE);

const firstImage = (images?: string[]) => images?.[0];
const listStatus = (page: Page<unknown>): LoadStatus => (page.list.length > 0 ? 'ok' : 'empty');

// ---------------------------------------------------------------- circles

export interface CircleScreenData extends ScreenBase {
  /** The circle of `?id=`; null on the circle list (no id) or in an outage. */
  circle: Circle | null;
  /** The circle list (no id). */
  circles: Page<Circle>;
  topics: CircleTopic[];
  posts: Page<CirclePost>;
}

/** /dimim/circle: with ?id= a circle, its topics and newest posts; without, the circle list. */
export async function loadCircleScreen(
  api: ShareApi,
  query: CommunityQuery,
  options: LoadOptions,
): Promise<CircleScreenData> {
  const empty = {
    ...recordScreenBase(options),
    circle: null,
    circles: emptyPage<Circle>(COMMUNITY_PAGE_SIZE),
    topics: [],
    posts: emptyPage<CirclePost>(COMMUNITY_PAGE_SIZE),
  };
  if (!query.id) {
    const circles = await api.endpoints.circleList({ query: { page: 1, size: COMMUNITY_PAGE_SIZE } }).then(
      (page) => page as unknown as Page<Circle>,
      () => null,
    );
    if (!circles) return { ...empty, status: 'error' };
    return { ...empty, status: listStatus(circles), circles };
  }
  const id = query.id;
  const [circle, topics, posts] = await Promise.all([
    mainRecord<Circle>(api.endpoints.circleDetail({ params: { id } }), options),
    firstPage<CircleTopic>(api.endpoints.circleTopicList({ query: { circle_id: id } })),
    firstPage<CirclePost>(
      api.endpoints.circleContentList({ query: { circle_id: id, page: 1, size: COMMUNITY_PAGE_SIZE } }),
    ),
  ]);
  if (!circle) return { ...empty, status: 'error' };
  return foundScreen(
    empty,
    { circle, topics: topics.list, posts },
    { title: circle.name, summary: circle.description, cover: circle.cover || circle.avatar, link: circle.share_link },
  );
}

// ---------------------------------------------------------------- circle topics

export interface TopicScreenData extends ScreenBase {
  topic: CircleTopic | null;
  posts: Page<CirclePost>;
}

/** /dimim/topic?id=: a circle topic and its newest posts. */
export async function loadTopicScreen(
  api: ShareApi,
  query: CommunityQuery,
  options: LoadOptions,
): Promise<TopicScreenData> {
  const empty = { ...recordScreenBase(options), topic: null, posts: emptyPage<CirclePost>(COMMUNITY_PAGE_SIZE) };
  if (!query.id) return { ...empty, status: 'empty' };
  const id = query.id;
  const [topic, posts] = await Promise.all([
    mainRecord<CircleTopic>(api.endpoints.circleTopicDetail({ params: { id } }), options),
    firstPage<CirclePost>(
      api.endpoints.circleContentList({ query: { topic_id: id, page: 1, size: COMMUNITY_PAGE_SIZE } }),
    ),
  ]);
  if (!topic) return { ...empty, status: 'error' };
  return foundScreen(
    empty,
    { topic, posts },
    { title: `#${topic.name}#`, summary: topic.description, cover: topic.cover, link: topic.share_link },
  );
}

// ---------------------------------------------------------------- circle posts

export interface PostScreenData extends ScreenBase {
  post: CirclePost | null;
}

/** /dimim/content?id=: one circle post. */
export async function loadPostScreen(
  api: ShareApi,
  query: CommunityQuery,
  options: LoadOptions,
): Promise<PostScreenData> {
  const empty = { ...recordScreenBase(options), post: null };
  if (!query.id) return { ...empty, status: 'empty' };
  const post = await mainRecord<CirclePost>(api.endpoints.circleContentDetail({ params: { id: query.id } }), options);
  if (!post) return { ...empty, status: 'error' };
  const author = post.user?.alias ?? '';
  return foundScreen(
    empty,
    { post },
    {
      title: author && post.circle?.name ? `${author}在「${post.circle.name}」的动态` : post.content.slice(0, 30),
      summary: post.content,
      cover: firstImage(post.images) || post.user?.avatar,
      link: post.share_link,
    },
  );
}

// ---------------------------------------------------------------- law questions

export interface LawQuestionScreenData extends ScreenBase {
  question: LawQuestion | null;
  answers: Page<LawAnswer>;
}

/** /fazak/problemShare?id=: a law question and the first page of its answers. */
export async function loadLawQuestionScreen(
  api: ShareApi,
  query: CommunityQuery,
  options: LoadOptions,
): Promise<LawQuestionScreenData> {
  const empty = { ...recordScreenBase(options), question: null, answers: emptyPage<LawAnswer>(COMMUNITY_PAGE_SIZE) };
  if (!query.id) return { ...empty, status: 'empty' };
  const id = query.id;
  const [question, answers] = await Promise.all([
    mainRecord<LawQuestion>(api.endpoints.lawQuestionDetail({ query: { id } }), options),
    firstPage<LawAnswer>(api.endpoints.lawAnswerList({ query: { id, page: 1, size: COMMUNITY_PAGE_SIZE } })),
  ]);
  if (!question) return { ...empty, status: 'error' };
  return foundScreen(
    empty,
    { question, answers },
    {
      title: question.title,
      summary: question.content || answers.list[0]?.content,
      cover: question.user?.avatar,
      link: question.share_link,
    },
  );
}

// ---------------------------------------------------------------- open content

export interface OpenContentScreenData extends ScreenBase {
  rid: string;
  item: OpenContent | null;
  /** The body as plain paragraphs (the provider's markup never reaches the page). */
  paragraphs: string[];
}

/** /open/{rid}/content/{uuid}: one item of an open resource. */
export async function loadOpenContentScreen(
  api: ShareApi,
  ids: { rid: string; uuid: string },
  options: LoadOptions,
): Promise<OpenContentScreenData> {
  const empty = { ...recordScreenBase(options), rid: ids.rid, item: null, paragraphs: [] };
  const item = await mainRecord<OpenContent>(api.endpoints.openContentDetail({ params: ids }), options);
  if (!item) return { ...empty, status: 'error' };
  return foundScreen(
    empty,
    { item, paragraphs: htmlToParagraphs(item.content) },
    { title: item.title, summary: item.summary, cover: item.cover, link: item.share_link },
  );
}

export interface OpenListScreenData extends ScreenBase {
  rid: string;
  /** The catalogue of /catalog/{id} with its children; null on the resource's whole list. */
  catalog: OpenCatalog | null;
  /** Name of the resource (from its items or catalogue). */
  resourceName: string;
  items: Page<OpenContent>;
}

/** /open/{rid} (a resource's content, newest first) and /open/{rid}/catalog/{id} (a catalogue, its children, its content). */
export async function loadOpenListScreen(
  api: ShareApi,
  ids: { rid: string; catalogId?: string },
  options: LoadOptions,
): Promise<OpenListScreenData> {
  const { rid, catalogId } = ids;
  const empty = {
    ...recordScreenBase(options),
    rid,
    catalog: null,
    resourceName: '',
    items: emptyPage<OpenContent>(COMMUNITY_PAGE_SIZE),
  };
  const listCall = api.endpoints.openContentList({
    params: { rid },
    query: { ...(catalogId ? { catalog_id: catalogId } : {}), page: 1, size: COMMUNITY_PAGE_SIZE },
  });
  const [catalog, items] = await Promise.all([
    catalogId
      ? mainRecord<OpenCatalog>(api.endpoints.openCatalog({ params: { rid, id: catalogId } }), options)
      : Promise.resolve(null),
    // The resource list is the page's main record (an unknown resource is the 404 page).
    catalogId ? firstPage<OpenContent>(listCall) : mainRecord<Page<OpenContent>>(listCall, options),
  ]);
  if (!items || (catalogId && !catalog)) return { ...empty, status: 'error' };
  const resourceName = catalog?.resource_name ?? items.list[0]?.resource_name ?? '';
  const title = catalog ? catalog.name : resourceName;
  const hasChildren = (catalog?.children?.length ?? 0) > 0;
  return {
    ...empty,
    status: items.list.length > 0 || hasChildren ? 'ok' : 'empty',
    catalog,
    resourceName,
    items,
    share: {
      title,
      summary: resourceName,
      cover: items.list[0]?.cover,
      link: catalog?.share_link ?? openShareLink(rid),
    },
  };
}
