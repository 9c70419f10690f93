// Loaders of the dejin pages (spec §2: catalogue, content, detail, personal, topic) on the
// /peony/v3/dejin/… calls. Lists fetch 10 at a time, most viewed first (spec §9), except a
// catalogue's content list, which is newest first.
import { emptyPage, foundScreen, type Page, recordReads, type ShareApi } from '@share/api-client';
import { dejinShareLink } from '@share/contract/browser';
import { htmlToParagraphs } from '@share/util-format';
import { DEJIN_COMMENT_PAGE_SIZE, DEJIN_LIMIT, DEJIN_SORT_NEWEST, DEJIN_SORT_VIEWS } from './constants';
import { screenBase, type LoadOptions, type ScreenBase } from './load-clue';
import { DEJIN_ALL_CONTENT, DEJIN_CATALOG_TITLE } from './messages';
import type { DejinCatalog, DejinComment, DejinPost, DejinTopic, Person } from './records';

/** The query of a dejin post list (the api's dejinPosts), page 1 of `limit`. */
export type DejinPostQuery = {
  catalog_id?: string;
  topic_id?: string;
  user_id?: string;
  sort: typeof DEJIN_SORT_VIEWS | typeof DEJIN_SORT_NEWEST;
};

export const dejinPosts = (api: ShareApi, query: DejinPostQuery, page: number) =>
  api.endpoints.dejinPosts({ query: { ...query, limit: DEJIN_LIMIT, page } });

const reads = recordReads(DEJIN_LIMIT);
const mainRecord = reads.mainRecord;
const firstPage = (api: ShareApi, query: DejinPostQuery) => reads.firstPage<DejinPost>(dejinPosts(api, query, 1));
const noPosts = () => emptyPage<DejinPost>(DEJIN_LIMIT);

// ---------------------------------------------------------------- catalogue

export interface DejinCatalogScreenData extends ScreenBase {
  catalogs: DejinCatalog[];
}

/** /dejin/catalog: the catalogue tree, each entry linking to its content list. */
export async function loadDejinCatalogScreen(api: ShareApi, options: LoadOptions): Promise<DejinCatalogScreenData> {
  const answer = await api.endpoints.dejinCatalog({}).then(
    (value) => value as unknown as { list: DejinCatalog[] },
    () => null,
  );
  if (!answer) return { ...screenBase(options), status: 'error', catalogs: [] };
  return {
    ...screenBase(options),
    status: answer.list.length > 0 ? 'ok' : 'empty',
    catalogs: answer.list,
    share: {
      title: DEJIN_CATALOG_TITLE,
      summary: answer.list.map((entry) => entry.name).join(' · '),
      cover: answer.list[0]?.icon,
      link: dejinShareLink('catalog'),
    },
  };
}

// ---------------------------------------------------------------- content list

export interface DejinContentScreenData extends ScreenBase {
  /** The catalogue of `?catalog_id=`; null for all content. */
  catalog: DejinCatalog | null;
  query: DejinPostQuery;
  posts: Page<DejinPost>;
}

const findCatalog = (catalogs: DejinCatalog[], id: string): DejinCatalog | undefined =>
  catalogs.map((entry) => (entry.id === id ? entry : findCatalog(entry.children ?? [], id))).find(Boolean);

/** /dejin/content (?catalog_id=): a catalogue's newest posts, or everybody's. */
export async function loadDejinContentScreen(
  api: ShareApi,
  catalogId: string | undefined,
  options: LoadOptions,
): Promise<DejinContentScreenData> {
  const query: DejinPostQuery = { ...(catalogId ? { catalog_id: catalogId } : {}), sort: DEJIN_SORT_NEWEST };
  const [catalogs, posts] = await Promise.all([
    catalogId
      ? api.endpoints.dejinCatalog({}).then(
          (value) => (value as unknown as { list: DejinCatalog[] }).list,
          () => null,
        )
      : Promise.resolve([]),
    // The list is the page's main record: an unknown catalogue is the 404 page.
    mainRecord<Page<DejinPost>>(dejinPosts(api, query, 1), options),
  ]);
  const empty = { ...screenBase(options), catalog: null, query, posts: noPosts() };
  if (!posts || !catalogs) return { ...empty, status: 'error' };
  const catalog = catalogId ? (findCatalog(catalogs, catalogId) ?? null) : null;
  const title = catalog?.name ?? DEJIN_ALL_CONTENT;
  return {
    ...empty,
    status: posts.list.length > 0 ? 'ok' : 'empty',
    catalog,
    posts,
    share: {
      title,
      summary: posts.list
        .map((post) => post.title)
        .slice(0, 3)
        .join('；'),
      cover: posts.list[0]?.cover,
      link: dejinShareLink({ content: catalogId ?? null }),
    },
  };
}

// ---------------------------------------------------------------- detail

export interface DejinDetailScreenData extends ScreenBase {
  post: DejinPost | null;
  /** The body as plain paragraphs (the author's markup never reaches the page). */
  paragraphs: string[];
  /** The post's comments, page 1 (read-only: writing one prompts the app). */
  comments: Page<DejinComment>;
}

/** Page `page` of a dejin post's comments, newest first. */
export const dejinComments = (api: ShareApi, id: string, page: number) =>
  api.endpoints.dejinComments({ params: { id }, query: { page, size: DEJIN_COMMENT_PAGE_SIZE } });

/** /dejin/detail/{post_id}: one post, whole, and its comments. */
export async function loadDejinDetailScreen(
  api: ShareApi,
  id: string | undefined,
  options: LoadOptions,
): Promise<DejinDetailScreenData> {
  const none = { post: null, paragraphs: [], comments: emptyPage<DejinComment>(DEJIN_COMMENT_PAGE_SIZE) };
  if (!id) return { ...screenBase(options), status: 'empty', ...none };
  const [post, comments] = await Promise.all([
    mainRecord<DejinPost>(api.endpoints.dejinPost({ params: { id } }), options),
    recordReads(DEJIN_COMMENT_PAGE_SIZE).firstPage<DejinComment>(dejinComments(api, id, 1)),
  ]);
  if (!post) return { ...screenBase(options), status: 'error', ...none };
  return {
    ...screenBase(options),
    status: 'ok',
    post,
    paragraphs: htmlToParagraphs(post.content ?? ''),
    comments,
    share: {
      title: post.title,
      summary: post.summary,
      cover: post.cover || post.images?.[0],
      link: post.share_link ?? dejinShareLink({ post: id }),
    },
  };
}

// ---------------------------------------------------------------- personal page

export interface DejinPersonalScreenData extends ScreenBase {
  person: Person | null;
  query: DejinPostQuery;
  posts: Page<DejinPost>;
}

/** /dejin/personal/{user_id}: the author's header and their posts, most viewed first. */
export async function loadDejinPersonalScreen(
  api: ShareApi,
  userId: string | undefined,
  options: LoadOptions,
): Promise<DejinPersonalScreenData> {
  const query: DejinPostQuery = { user_id: userId ?? '', sort: DEJIN_SORT_VIEWS };
  if (!userId) return { ...screenBase(options), status: 'empty', person: null, query, posts: noPosts() };
  const [person, posts] = await Promise.all([
    mainRecord<Person>(api.endpoints.dejinPersonal({ params: { user_id: userId } }), options),
    firstPage(api, query),
  ]);
  const empty = { ...screenBase(options), person: null, query, posts: noPosts() };
  if (!person) return { ...empty, status: 'error' };
  return foundScreen(
    empty,
    { person, posts },
    {
      title: person.user?.alias ?? '',
      summary: person.intro,
      cover: person.user?.avatar,
      link: person.share_link ?? dejinShareLink({ personal: userId }),
    },
  );
}

// ---------------------------------------------------------------- topic

export interface DejinTopicScreenData extends ScreenBase {
  topic: DejinTopic | null;
  query: DejinPostQuery;
  posts: Page<DejinPost>;
}

/** /dejin/topic/{topic_name}: the topic and its posts (limit 10, by view_sum: spec §9). */
export async function loadDejinTopicScreen(
  api: ShareApi,
  name: string | undefined,
  options: LoadOptions,
): Promise<DejinTopicScreenData> {
  if (!name)
    return {
      ...screenBase(options),
      status: 'empty',
      topic: null,
      query: { sort: DEJIN_SORT_VIEWS },
      posts: noPosts(),
    };
  const topic = await mainRecord<DejinTopic>(api.endpoints.dejinTopic({ params: { name } }), options);
  const query: DejinPostQuery = { topic_id: topic?.id ?? '', sort: DEJIN_SORT_VIEWS };
  if (!topic) return { ...screenBase(options), status: 'error', topic: null, query, posts: noPosts() };
  const posts = await firstPage(api, query);
  return {
    ...screenBase(options),
    status: 'ok',
    topic,
    query,
    posts,
    share: {
      title: `#${topic.name}#`,
      summary: topic.description,
      cover: topic.cover,
      link: topic.share_link ?? dejinShareLink({ topic: name }),
    },
  };
}
