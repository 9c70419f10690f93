// Containers of the clue-report and dejin pages: each hands its loader's data to a props-only view,
// pages its lists from the browser (page 1 is the server's; useRecordPages fetches 2, 3… through the
// api-client), runs the page's statistics, and turns what the platform does not offer on the web
// (liking, commenting on a dejin post, following a person) into the open-app dialog.
import { useMemo, type ReactNode } from 'react';
import { swrKey, useRecordPages, useShareApi, type Page } from '@share/api-client';
import { useAppPrompt } from '@share/open-app';
import { useRecordStatistics } from '@share/tracking';
import { DIALOG_LIKE_IN_APP, OpenAppPrompt, useToast } from '@share/ui';
import { CLUE_PAGE_SIZE } from './constants';
import { DejinCatalogView } from './dejin/dejin-catalog-view';
import { DejinContentView } from './dejin/dejin-content-view';
import { DejinDetailView } from './dejin/dejin-detail-view';
import { DejinPersonalView } from './dejin/dejin-personal-view';
import { DejinTopicView } from './dejin/dejin-topic-view';
import type { ClueReporterScreenData, ClueReportScreenData, ClueTopicScreenData, ClueTopicsScreenData } from './load-clue';
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
type PromptAction = keyof typeof PROMPTS;

/** The open-app prompt of a page about `target`: `prompt(action)` opens it with the action's message. */
function usePagePrompt(target: { id: string; kind: string } | null): { prompt: (action: PromptAction) => void; dialog: ReactNode } {
  const { prompt, dialog, guide } = useAppPrompt(target, PROMPTS);
  return { prompt, dialog: <OpenAppPrompt dialog={dialog} guide={guide} /> };
}

/** View statistics of a record's page (spec §4), read-finish failures as a toast. */
function useStatistics(id: string | null | undefined, kind: string) {
  useRecordStatistics(id, kind, useToast().show);
}

const useTarget = (id: string | null | undefined, kind: string) => useMemo(() => (id ? { id, kind } : null), [id, kind]);

// ---------------------------------------------------------------- clue reports

export function ClueReportPage({ data }: { data: ClueReportScreenData }) {
  const id = data.report?.id;
  const { prompt, dialog } = usePagePrompt(useTarget(id, 'clue_report'));
  useStatistics(id, 'clue_report');
  return (
    <>
      <ClueReportView status={data.status} report={data.report} now={data.now} onPrompt={prompt} />
      {dialog}
    </>
  );
}

export function ClueReporterPage({ data }: { data: ClueReporterScreenData }) {
  return <ClueReporterState key={data.person?.id ?? 'none'} data={data} />;
}

function ClueReporterState({ data }: { data: ClueReporterScreenData }) {
  const api = useShareApi();
  const id = data.person?.id ?? null;
  const query = { size: CLUE_PAGE_SIZE };
  const clues = useRecordPages<ClueReport>(
    id ? swrKey('clueUserClues', { params: { id }, query }) : null,
    data.clues,
    (page) => api.endpoints.clueUserClues({ params: { id: id ?? '' }, query: { ...query, page } }),
  );
  const atClues = useRecordPages<ClueReport>(
    id ? swrKey('clueUserAtClues', { params: { id }, query }) : null,
    data.atClues,
    (page) => api.endpoints.clueUserAtClues({ params: { id: id ?? '' }, query: { ...query, page } }),
  );
  const { prompt, dialog } = usePagePrompt(useTarget(id, 'clue_reporter'));
  useStatistics(id, 'clue_reporter');
  return (
    <>
      <ClueReporterView
        status={data.status}
        person={data.person}
        clues={clues}
        atClues={atClues}
        relatePosts={data.relatePosts}
        now={data.now}
        onPrompt={prompt}
        onFollow={() => prompt('follow')}
      />
      {dialog}
    </>
  );
}

export function ClueTopicPage({ data }: { data: ClueTopicScreenData }) {
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
  const { prompt, dialog } = usePagePrompt(useTarget(data.topic?.id, 'clue_topic'));
  useStatistics(data.topic?.id, 'clue_topic');
  return (
    <>
      <ClueTopicView status={data.status} topic={data.topic} reports={reports} now={data.now} onPrompt={prompt} />
      {dialog}
    </>
  );
}

export function ClueTopicsPage({ data }: { data: ClueTopicsScreenData }) {
  return <ClueTopicsView status={data.status} recommended={data.recommended} channels={data.channels} />;
}

// ---------------------------------------------------------------- dejin

/** A dejin post list of `query` whose page 1 came from the server (`enabled` false: nothing to page). */
function useDejinPosts(enabled: boolean, query: DejinPostQuery, first: Page<DejinPost>) {
  const api = useShareApi();
  return useRecordPages<DejinPost>(enabled ? swrKey('dejinPosts', { query }) : null, first, (page) => dejinPosts(api, query, page));
}

export function DejinCatalogPage({ data }: { data: DejinCatalogScreenData }) {
  return <DejinCatalogView status={data.status} catalogs={data.catalogs} />;
}

export function DejinContentPage({ data }: { data: DejinContentScreenData }) {
  return <DejinContentState key={data.catalog?.id ?? 'all'} data={data} />;
}

function DejinContentState({ data }: { data: DejinContentScreenData }) {
  const posts = useDejinPosts(data.status === 'ok', data.query, data.posts);
  const { prompt, dialog } = usePagePrompt(useTarget(data.catalog?.id ?? 'dejin', 'dejin_catalog'));
  return (
    <>
      <DejinContentView status={data.status} catalog={data.catalog} posts={posts} now={data.now} onPrompt={prompt} />
      {dialog}
    </>
  );
}

export function DejinDetailPage({ data }: { data: DejinDetailScreenData }) {
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
  const { prompt, dialog } = usePagePrompt(useTarget(id, 'dejin'));
  useStatistics(id, 'dejin');
  return (
    <>
      <DejinDetailView status={data.status} post={data.post} paragraphs={data.paragraphs} comments={comments} now={data.now} onPrompt={prompt} />
      {dialog}
    </>
  );
}

export function DejinPersonalPage({ data }: { data: DejinPersonalScreenData }) {
  return <DejinPersonalState key={data.person?.id ?? 'none'} data={data} />;
}

function DejinPersonalState({ data }: { data: DejinPersonalScreenData }) {
  const posts = useDejinPosts(data.person !== null, data.query, data.posts);
  const { prompt, dialog } = usePagePrompt(useTarget(data.person?.id, 'dejin_personal'));
  useStatistics(data.person?.id, 'dejin_personal');
  return (
    <>
      <DejinPersonalView status={data.status} person={data.person} posts={posts} now={data.now} onPrompt={prompt} onFollow={() => prompt('follow')} />
      {dialog}
    </>
  );
}

export function DejinTopicPage({ data }: { data: DejinTopicScreenData }) {
  return <DejinTopicState key={data.topic?.id ?? 'none'} data={data} />;
}

function DejinTopicState({ data }: { data: DejinTopicScreenData }) {
  const posts = useDejinPosts(data.topic !== null, data.query, data.posts);
  const { prompt, dialog } = usePagePrompt(useTarget(data.topic?.id, 'dejin_topic'));
  useStatistics(data.topic?.id, 'dejin_topic');
  return (
    <>
      <DejinTopicView status={data.status} topic={data.topic} posts={posts} now={data.now} onPrompt={prompt} />
      {dialog}
    </>
  );
}
