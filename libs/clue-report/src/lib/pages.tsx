// Containers of the clue-report and dejin pages: each hands its loader's data to a props-only view,
// pages its lists from the browser (useRecordPages), runs the page's statistics, and turns what the
// platform does not offer on the web (liking, commenting on a dejin post, following a person) into
// the open-app dialog (useRecordPage).
import type { ReactNode } from 'react';
import { swrKey, useRecordPages, useShareApi, type Page } from '@share/api-client';
import { useRecordPage } from '@share/open-app';
import { DIALOG_LIKE_IN_APP, useToast, withOpenAppPrompt } from '@share/ui';
import { CLUE_PAGE_SIZE } from './constants';
import { DejinCatalogView } from './dejin/dejin-catalog-view';
import { DejinContentView } from './dejin/dejin-content-view';
import { DejinDetailView } from './dejin/dejin-detail-view';
import { DejinPersonalView } from './dejin/dejin-personal-view';
import { DejinTopicView } from './dejin/dejin-topic-view';
import type {
  ClueReporterScreenData,
  ClueReportScreenData,
  ClueTopicScreenData,
  ClueTopicsScreenData,
} from './load-clue';
import {
  dejinComments,
  dejinPosts,
  type DejinCatalogScreenData,
  type DejinContentScreenData,
  type DejinDetailScreenData,
  type DejinPersonalScreenData,
  type DejinPostQuery,
  type DejinTopicScreenData,
} from './load-dejin';
import { PROMPT_COMMENT, PROMPT_FOLLOW } from './messages';
import type { ClueReport, DejinComment, DejinPost } from './records';
import { ClueReportView } from './report/report-view';
import { ClueReporterView } from './reporter/reporter-view';
import { ClueTopicView } from './topic/clue-topic-view';
import { ClueTopicsView } from './topic/clue-topics-view';

const PROMPTS = { like: DIALOG_LIKE_IN_APP, comment: PROMPT_COMMENT, follow: PROMPT_FOLLOW } as const;

/** The page's open-app prompt and view statistics (read-finish failures as a toast); `withPrompt(view)` adds the dialog. */
function usePromptedPage(id: string | null | undefined, kind: string, options?: { statistics?: boolean }) {
  const page = useRecordPage(id, kind, PROMPTS, { ...options, alert: useToast().show });
  return { prompt: page.prompt, withPrompt: (view: ReactNode) => withOpenAppPrompt(view, page) };
}

// ---------------------------------------------------------------- clue reports

export function ClueReportPage({
  data,
}: {
  /** The loader's data of the page. */
  data: ClueReportScreenData;
}) {
  const { prompt, withPrompt } = usePromptedPage(data.report?.id, 'clue_report');
  return withPrompt(<ClueReportView status={data.status} report={data.report} now={data.now} onPrompt={prompt} />);
}

export function ClueReporterPage({
  data,
}: {
  /** The loader's data of the page. */
  data: ClueReporterScreenData;
}) {
  return <ClueReporterState key={data.person?.id ?? 'none'} data={data} />;
}

/** A person's clue list (`clueUserClues` or `clueUserAtClues`) whose page 1 came from the server. */
function usePersonClues(name: 'clueUserClues' | 'clueUserAtClues', id: string | null, first: Page<ClueReport>) {
  const api = useShareApi();
  const query = { size: CLUE_PAGE_SIZE };
  return useRecordPages<ClueReport>(id ? swrKey(name, { params: { id }, query }) : null, first, (page) =>
    api.endpoints[name]({ params: { id: id ?? '' }, query: { ...query, page } }),
  );
}

function ClueReporterState({ data }: { data: ClueReporterScreenData }) {
  const id = data.person?.id ?? null;
  const clues = usePersonClues('clueUserClues', id, data.clues);
  const atClues = usePersonClues('clueUserAtClues', id, data.atClues);
  const { prompt, withPrompt } = usePromptedPage(id, 'clue_reporter');
  return withPrompt(
    <ClueReporterView
      status={data.status}
      person={data.person}
      clues={clues}
      atClues={atClues}
      relatePosts={data.relatePosts}
      now={data.now}
      onPrompt={prompt}
      onFollow={() => prompt('follow')}
    />,
  );
}

export function ClueTopicPage({
  data,
}: {
  /** The loader's data of the page. */
  data: ClueTopicScreenData;
}) {
  return <ClueTopicState key={data.topic?.id ?? 'none'} data={data} />;
}

function ClueTopicState({ data }: { data: ClueTopicScreenData }) {
  const api = useShareApi();
  const name = data.topic?.name ?? null;
  const query = { size: CLUE_PAGE_SIZE };
  // The topic call answers { topic, list, count }: its pages are read as pages of reports.
  const reports = useRecordPages<ClueReport>(
    name ? swrKey('clueTopic', { params: { name }, query }) : null,
    data.reports,
    (page) => api.endpoints.clueTopic({ params: { name: name ?? '' }, query: { ...query, page } }),
  );
  const { prompt, withPrompt } = usePromptedPage(data.topic?.id, 'clue_topic');
  return withPrompt(
    <ClueTopicView status={data.status} topic={data.topic} reports={reports} now={data.now} onPrompt={prompt} />,
  );
}

export function ClueTopicsPage({
  data,
}: {
  /** The loader's data of the page. */
  data: ClueTopicsScreenData;
}) {
  return <ClueTopicsView status={data.status} recommended={data.recommended} channels={data.channels} />;
}

// ---------------------------------------------------------------- dejin

/** A dejin post list of `query` whose page 1 came from the server (`enabled` false: nothing to page). */
function useDejinPosts(enabled: boolean, query: DejinPostQuery, first: Page<DejinPost>) {
  const api = useShareApi();
  return useRecordPages<DejinPost>(enabled ? swrKey('dejinPosts', { query }) : null, first, (page) =>
    dejinPosts(api, query, page),
  );
}

export function DejinCatalogPage({
  data,
}: {
  /** The loader's data of the page. */
  data: DejinCatalogScreenData;
}) {
  return <DejinCatalogView status={data.status} catalogs={data.catalogs} />;
}

export function DejinContentPage({
  data,
}: {
  /** The loader's data of the page. */
  data: DejinContentScreenData;
}) {
  return <DejinContentState key={data.catalog?.id ?? 'all'} data={data} />;
}

function DejinContentState({ data }: { data: DejinContentScreenData }) {
  const posts = useDejinPosts(data.status === 'ok', data.query, data.posts);
  const { prompt, withPrompt } = usePromptedPage(data.catalog?.id ?? 'dejin', 'dejin_catalog', { statistics: false });
  return withPrompt(
    <DejinContentView status={data.status} catalog={data.catalog} posts={posts} now={data.now} onPrompt={prompt} />,
  );
}

export function DejinDetailPage({
  data,
}: {
  /** The loader's data of the page. */
  data: DejinDetailScreenData;
}) {
  return <DejinDetailState key={data.post?.id ?? 'none'} data={data} />;
}

function DejinDetailState({ data }: { data: DejinDetailScreenData }) {
  const id = data.post?.id;
  const api = useShareApi();
  const comments = useRecordPages<DejinComment>(
    id ? swrKey('dejinComments', { params: { id } }) : null,
    data.comments,
    (page) => dejinComments(api, id ?? '', page),
  );
  const { prompt, withPrompt } = usePromptedPage(id, 'dejin');
  return withPrompt(
    <DejinDetailView
      status={data.status}
      post={data.post}
      paragraphs={data.paragraphs}
      comments={comments}
      now={data.now}
      onPrompt={prompt}
    />,
  );
}

export function DejinPersonalPage({
  data,
}: {
  /** The loader's data of the page. */
  data: DejinPersonalScreenData;
}) {
  return <DejinPersonalState key={data.person?.id ?? 'none'} data={data} />;
}

function DejinPersonalState({ data }: { data: DejinPersonalScreenData }) {
  const posts = useDejinPosts(data.person !== null, data.query, data.posts);
  const { prompt, withPrompt } = usePromptedPage(data.person?.id, 'dejin_personal');
  return withPrompt(
    <DejinPersonalView
      status={data.status}
      person={data.person}
      posts={posts}
      now={data.now}
      onPrompt={prompt}
      onFollow={() => prompt('follow')}
    />,
  );
}

export function DejinTopicPage({
  data,
}: {
  /** The loader's data of the page. */
  data: DejinTopicScreenData;
}) {
  return <DejinTopicState key={data.topic?.id ?? 'none'} data={data} />;
}

function DejinTopicState({ data }: { data: DejinTopicScreenData }) {
  const posts = useDejinPosts(data.topic !== null, data.query, data.posts);
  const { prompt, withPrompt } = usePromptedPage(data.topic?.id, 'dejin_topic');
  return withPrompt(
    <DejinTopicView status={data.status} topic={data.topic} posts={posts} now={data.now} onPrompt={prompt} />,
  );
}
