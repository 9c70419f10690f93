// Containers of the community pages: each hands its loader's data to a props-only view, pages its
// lists from the browser (useRecordPages), runs the page's statistics on detail pages, and turns
// what the API does not offer (joining, liking, commenting, asking) into the open-app dialog
// (useRecordPage).
import type { ReactNode } from 'react';
import { swrKey, useRecordPages, useShareApi, type Page, type ShareApi } from '@share/api-client';
import { useRecordPage } from '@share/open-app';
import { useRecordStatistics } from '@share/tracking';
import { DIALOG_LIKE_IN_APP, useToast, withOpenAppPrompt } from '@share/ui';
import { CircleListView } from './circle/circle-list-view';
import { CircleView } from './circle/circle-view';
import { COMMUNITY_PAGE_SIZE } from './constants';
import { LawQuestionView } from './law/law-question-view';
import type {
  CircleScreenData,
  LawQuestionScreenData,
  OpenContentScreenData,
  OpenListScreenData,
  PostScreenData,
  TopicScreenData,
} from './load-community';
import { PROMPT_ASK, PROMPT_COMMENT, PROMPT_JOIN_CIRCLE } from './messages';
import { OpenContentView } from './open/open-content-view';
import { OpenListView } from './open/open-list-view';
import { PostView } from './post/post-view';
import { TopicView } from './topic/topic-view';

/** A list whose page 1 came from the server; `key` null when there is no list to page. */
function usePaged<T extends { id: string }>(
  key: string | null,
  first: Page<T>,
  fetchPage: (api: ShareApi, page: number) => Promise<unknown>,
) {
  const api = useShareApi();
  return useRecordPages(key, first, (page) => fetchPage(api, page));
}

const PROMPTS = {
  join: PROMPT_JOIN_CIRCLE,
  like: DIALOG_LIKE_IN_APP,
  comment: PROMPT_COMMENT,
  ask: PROMPT_ASK,
} as const;

/** The page's open-app prompt and view statistics (read-finish failures as a toast); `withPrompt(view)` adds the dialog. */
function usePromptedPage(id: string | null | undefined, kind: string) {
  const page = useRecordPage(id, kind, PROMPTS, { alert: useToast().show });
  return { prompt: page.prompt, withPrompt: (view: ReactNode) => withOpenAppPrompt(view, page) };
}

// ---------------------------------------------------------------- circles

export function CirclePage({
  data,
}: {
  /** The loader's data of the page. */
  data: CircleScreenData;
}) {
  return <CirclePageState key={data.circle?.id ?? 'list'} data={data} />;
}

function CirclePageState({ data }: { data: CircleScreenData }) {
  const circleId = data.circle?.id ?? null;
  const circles = usePaged(
    circleId === null && data.status === 'ok' ? 'community:circles' : null,
    data.circles,
    (api, page) => api.endpoints.circleList({ query: { page, size: COMMUNITY_PAGE_SIZE } }),
  );
  const postQuery = { circle_id: circleId ?? '', size: COMMUNITY_PAGE_SIZE };
  const posts = usePaged(circleId ? swrKey('circleContentList', { query: postQuery }) : null, data.posts, (api, page) =>
    api.endpoints.circleContentList({ query: { ...postQuery, page } }),
  );
  const { prompt, withPrompt } = usePromptedPage(circleId, 'circle');
  if (!data.circle) return <CircleListView status={data.status} circles={circles} />;
  return withPrompt(
    <CircleView
      status={data.status}
      circle={data.circle}
      topics={data.topics}
      posts={posts}
      now={data.now}
      onPrompt={prompt}
    />,
  );
}

export function TopicPage({
  data,
}: {
  /** The loader's data of the page. */
  data: TopicScreenData;
}) {
  return <TopicPageState key={data.topic?.id ?? 'none'} data={data} />;
}

function TopicPageState({ data }: { data: TopicScreenData }) {
  const topicId = data.topic?.id ?? null;
  const postQuery = { topic_id: topicId ?? '', size: COMMUNITY_PAGE_SIZE };
  const posts = usePaged(topicId ? swrKey('circleContentList', { query: postQuery }) : null, data.posts, (api, page) =>
    api.endpoints.circleContentList({ query: { ...postQuery, page } }),
  );
  const { prompt, withPrompt } = usePromptedPage(topicId, 'circle_topic');
  return withPrompt(
    <TopicView status={data.status} topic={data.topic} posts={posts} now={data.now} onPrompt={prompt} />,
  );
}

export function PostPage({
  data,
}: {
  /** The loader's data of the page. */
  data: PostScreenData;
}) {
  const { prompt, withPrompt } = usePromptedPage(data.post?.id, 'circle_content');
  return withPrompt(<PostView status={data.status} post={data.post} now={data.now} onPrompt={prompt} />);
}

// ---------------------------------------------------------------- law questions

export function LawQuestionPage({
  data,
}: {
  /** The loader's data of the page. */
  data: LawQuestionScreenData;
}) {
  return <LawQuestionState key={data.question?.id ?? 'none'} data={data} />;
}

function LawQuestionState({ data }: { data: LawQuestionScreenData }) {
  const id = data.question?.id ?? null;
  const answerQuery = { id: id ?? '', size: COMMUNITY_PAGE_SIZE };
  // The answer list is one of the paths that carry no request-id header (spec §7; api-client).
  const answers = usePaged(id ? swrKey('lawAnswerList', { query: answerQuery }) : null, data.answers, (api, page) =>
    api.endpoints.lawAnswerList({ query: { ...answerQuery, page } }),
  );
  const { prompt, withPrompt } = usePromptedPage(id, 'law_question');
  return withPrompt(
    <LawQuestionView
      status={data.status}
      question={data.question}
      answers={answers}
      now={data.now}
      onAsk={() => prompt('ask')}
    />,
  );
}

// ---------------------------------------------------------------- open content

export function OpenContentPage({
  data,
}: {
  /** The loader's data of the page. */
  data: OpenContentScreenData;
}) {
  useRecordStatistics(data.item?.id, 'open_content', useToast().show);
  return <OpenContentView status={data.status} item={data.item} paragraphs={data.paragraphs} now={data.now} />;
}

export function OpenListPage({
  data,
}: {
  /** The loader's data of the page. */
  data: OpenListScreenData;
}) {
  return <OpenListState key={`${data.rid}:${data.catalog?.id ?? ''}`} data={data} />;
}

function OpenListState({ data }: { data: OpenListScreenData }) {
  const catalogId = data.catalog?.id;
  const query = { ...(catalogId ? { catalog_id: catalogId } : {}), size: COMMUNITY_PAGE_SIZE };
  // Open content is one of the paths that carry no request-id header (spec §7; api-client).
  const items = usePaged(
    data.status === 'error' ? null : swrKey('openContentList', { params: { rid: data.rid }, query }),
    data.items,
    (api, page) => api.endpoints.openContentList({ params: { rid: data.rid }, query: { ...query, page } }),
  );
  return (
    <OpenListView
      status={data.status}
      catalog={data.catalog}
      resourceName={data.resourceName}
      items={items}
      now={data.now}
    />
  );
}
