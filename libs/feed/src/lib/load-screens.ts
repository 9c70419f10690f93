// Loaders of the list screens. Each takes the request's typed platform client (the load context's
// `api`: the contract's endpoints, the server's timeout) and never throws: missing data is 'empty',
// a failing platform 'error', so a screen always renders its frame (spec §2 empty state '暂无内容').
import { isRefusal, type ShareApi } from '@share/api-client';
import type { DocList } from '@share/contract';
import { htmlToParagraphs } from '@share/util-format';
import { FEED_PAGE_SIZE, RANK_PAGE_SIZE, SEARCH_PAGE_SIZE } from './constants';
import {
  feedItemOf,
  homeGroups,
  moduleEntries,
  selectGroup,
  type ContentModule,
  type FeedGroup,
  type FeedItem,
  type FeedPage,
  type LoadStatus,
  type ModuleEntry,
} from './feed-data';

async function attempt<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A platform refusal (not found, invalid) means "no such data"; a transport failure is an outage. */
function statusOf(error: unknown): LoadStatus {
  return isRefusal(error) ? 'empty' : 'error';
}

const emptyPage = (size: number): FeedPage => ({ list: [], total: 0, page: 1, size });

// ---------------------------------------------------------------- home

export interface HomeData {
  status: LoadStatus;
  /** Groups kept by the column filter. */
  groups: FeedGroup[];
  group: FeedGroup | null;
  page: FeedPage;
  /** Server time (ms) for relative times, so server and browser render the same text. */
  now: number;
}

export async function loadHome(api: ShareApi, requestedGroup?: string | null, now = Date.now()): Promise<HomeData> {
  const groupsResult = await attempt(api.endpoints.groups({}));
  if (!groupsResult.ok) return { status: 'error', groups: [], group: null, page: emptyPage(FEED_PAGE_SIZE), now };
  const groups = homeGroups((groupsResult.value.list ?? []) as FeedGroup[]);
  const group = selectGroup(groups, requestedGroup);
  if (!group) return { status: 'empty', groups, group, page: emptyPage(FEED_PAGE_SIZE), now };
  const pageResult = await attempt(
    api.endpoints.contentList({ query: { gid: group.id, pageindex: 1, pagesize: FEED_PAGE_SIZE } }),
  );
  if (!pageResult.ok)
    return { status: statusOf(pageResult.error), groups, group, page: emptyPage(FEED_PAGE_SIZE), now };
  const answer = pageResult.value as DocList;
  const page: FeedPage = {
    list: answer.list.map(feedItemOf),
    total: answer.total,
    page: answer.page,
    size: answer.size,
  };
  return { status: page.list.length > 0 ? 'ok' : 'empty', groups, group, page, now };
}

// ---------------------------------------------------------------- search

export interface SearchData {
  status: LoadStatus;
  keyword: string;
  hotWords: string[];
  /** null before a keyword is given. */
  results: FeedPage | null;
  now: number;
}

export async function loadSearch(api: ShareApi, keyword?: string | null, now = Date.now()): Promise<SearchData> {
  const word = (keyword ?? '').trim();
  const [hot, results] = await Promise.all([
    attempt(api.endpoints.hotWords({})),
    word
      ? attempt(
          api.endpoints.search({ query: { keyword: word, page: 1, size: SEARCH_PAGE_SIZE } }) as Promise<FeedPage>,
        )
      : null,
  ]);
  const hotWords = hot.ok ? (hot.value.list ?? []) : [];
  if (results && !results.ok)
    return { status: 'error', keyword: word, hotWords, results: emptyPage(SEARCH_PAGE_SIZE), now };
  const page = results?.ok ? results.value : null;
  const status: LoadStatus = !hot.ok && !page ? 'error' : page && page.list.length === 0 ? 'empty' : 'ok';
  return { status, keyword: word, hotWords, results: page, now };
}

// ---------------------------------------------------------------- list and fly card

export interface FlyCard {
  id: string;
  title: string;
  summary: string;
  cover: string | null;
  /** The item the card opens, or an outside url. */
  item: FeedItem | null;
  url: string | null;
}

export interface ListData {
  status: LoadStatus;
  /** True when the route named a list; otherwise the screen shows the recommendations. */
  named: boolean;
  title: string;
  description: string;
  cover: string | null;
  publishedAt: number | null;
  page: FeedPage;
  cards: FlyCard[];
  now: number;
}

interface RawList {
  id: string;
  kind?: string;
  title?: string;
  description?: string;
  cover?: string;
  items?: FeedItem[];
  cards?: Array<{ key?: string; title?: string; summary?: string; cover?: string; item?: FeedItem; url?: string }>;
  published_at?: number;
}

function listFrom(raw: RawList, now: number): ListData {
  const items = raw.items ?? [];
  const cards = (raw.cards ?? []).map((card, index) => ({
    id: card.key ?? String(index),
    title: card.title ?? '',
    summary: card.summary ?? '',
    cover: card.cover ?? null,
    item: card.item ?? null,
    url: card.url ?? null,
  }));
  return {
    status: items.length > 0 || cards.length > 0 ? 'ok' : 'empty',
    named: true,
    title: raw.title ?? '',
    description: raw.description ?? '',
    cover: raw.cover ?? null,
    publishedAt: raw.published_at ?? null,
    page: { list: items, total: items.length, page: 1, size: Math.max(items.length, 1) },
    cards,
    now,
  };
}

const emptyList = (status: LoadStatus, named: boolean, now: number): ListData => ({
  status,
  named,
  title: '',
  description: '',
  cover: null,
  publishedAt: null,
  page: emptyPage(FEED_PAGE_SIZE),
  cards: [],
  now,
});

/** A named list (or fly card) of /peony/v3/list/{id}; without an id, the recommendations (page size 10). */
export async function loadList(api: ShareApi, listId?: string | null, now = Date.now()): Promise<ListData> {
  if (listId) {
    const result = await attempt(api.endpoints.list({ params: { id: listId } }) as Promise<RawList>);
    return result.ok ? listFrom(result.value, now) : emptyList(statusOf(result.error), true, now);
  }
  const result = await attempt(
    api.endpoints.recommend({ query: { page: 1, size: FEED_PAGE_SIZE } }) as Promise<FeedPage>,
  );
  if (!result.ok) return emptyList(statusOf(result.error), false, now);
  return { ...emptyList(result.value.list.length > 0 ? 'ok' : 'empty', false, now), page: result.value };
}

// ---------------------------------------------------------------- content module

export interface ContentModelData {
  status: LoadStatus;
  module: ContentModule | null;
  now: number;
}

interface RawModule {
  id: string;
  name?: string;
  entries?: Array<ModuleEntry & { key?: string }>;
}

export async function loadContentModel(
  api: ShareApi,
  moduleId?: string | null,
  now = Date.now(),
): Promise<ContentModelData> {
  if (!moduleId) return { status: 'empty', module: null, now };
  const result = await attempt(api.endpoints.contentModule({ params: { id: moduleId } }) as Promise<RawModule>);
  if (!result.ok) return { status: statusOf(result.error), module: null, now };
  const raw = result.value;
  const entries = moduleEntries(
    (raw.entries ?? []).map((entry, index) => ({
      ...entry,
      id: entry.id ?? entry.key ?? String(index),
      items: entry.items ?? [],
    })),
  );
  return { status: entries.length > 0 ? 'ok' : 'empty', module: { id: raw.id, name: raw.name ?? '', entries }, now };
}

// ---------------------------------------------------------------- activity

export interface Activity {
  id: string;
  title: string;
  summary: string;
  cover: string | null;
  /** Plain-text paragraphs of the activity's HTML description. */
  paragraphs: string[];
  address: string;
  startAt: number | null;
  endAt: number | null;
  signupCount: number | null;
  /** 0 upcoming, 1 ongoing, 2 ended. */
  status: number | null;
}

export interface ActivityData {
  /** How the load went: ok, empty or error. */
  status: LoadStatus;
  /** The activity, or null when the platform has none (the empty or error block). */
  activity: Activity | null;
  /** Server time (ms) for relative times, so server and browser render the same text. */
  now: number;
}

interface RawActivity {
  id?: string;
  title?: string;
  summary?: string;
  description?: string;
  cover?: string;
  content?: string;
  address?: string;
  start_at?: number;
  end_at?: number;
  signup_count?: number;
  status?: number;
}

export async function loadActivity(api: ShareApi, id?: string | null, now = Date.now()): Promise<ActivityData> {
  if (!id) return { status: 'empty', activity: null, now };
  const result = await attempt(api.endpoints.activity({ params: { id } }) as Promise<RawActivity>);
  const fallback = result.ok
    ? null
    : await attempt(api.endpoints.formDetail({ params: { post_id: id } }) as Promise<RawActivity>);
  const raw = result.ok ? result.value : fallback?.ok ? fallback.value : null;
  if (!raw) {
    const outage =
      !result.ok &&
      statusOf(result.error) === 'error' &&
      (!fallback || (!fallback.ok && statusOf(fallback.error) === 'error'));
    return { status: outage ? 'error' : 'empty', activity: null, now };
  }
  return {
    status: 'ok',
    activity: {
      id: raw.id ?? id,
      title: raw.title ?? '',
      summary: raw.summary ?? raw.description ?? '',
      cover: raw.cover ?? null,
      paragraphs: htmlToParagraphs(raw.content),
      address: raw.address ?? '',
      startAt: raw.start_at ?? null,
      endAt: raw.end_at ?? null,
      signupCount: raw.signup_count ?? null,
      status: raw.status ?? null,
    },
    now,
  };
}

// ---------------------------------------------------------------- bar (hot list and editor picks)

export interface BarData {
  status: LoadStatus;
  hot: FeedPage;
  picks: FeedPage;
  now: number;
}

export async function loadBar(api: ShareApi, now = Date.now()): Promise<BarData> {
  const [hot, picks] = await Promise.all([
    attempt(api.endpoints.hot72h({ query: { page: 1, size: RANK_PAGE_SIZE } }) as Promise<FeedPage>),
    attempt(api.endpoints.editorRecommend({ query: { page: 1, size: RANK_PAGE_SIZE } }) as Promise<FeedPage>),
  ]);
  const hotPage = hot.ok ? hot.value : emptyPage(RANK_PAGE_SIZE);
  const picksPage = picks.ok ? picks.value : emptyPage(RANK_PAGE_SIZE);
  const status: LoadStatus =
    !hot.ok && !picks.ok ? 'error' : hotPage.list.length + picksPage.list.length === 0 ? 'empty' : 'ok';
  return { status, hot: hotPage, picks: picksPage, now };
}
