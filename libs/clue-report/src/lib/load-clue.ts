// Loaders of the clue-report pages (spec §3 clue report state: ReportDetail, PersonalDetail,
// TopicDetail, TopicChannel, Recomend) on the /peony/v3/clue_report/… calls of spec §7. Each takes
// the request's typed platform client (the load context's `api`). A record the platform refuses
// (unknown or malformed id or name) is the route's 404 page; an outage is the screen's error state.
import { emptyPage, foundScreen, recordReads, recordScreenBase } from '@share/api-client';
import type { Page, RecordLoadOptions, RecordScreenBase, ShareApi } from '@share/api-client';
import { clueShareLink } from '@share/contract/browser';
import type { DocSummary } from '@share/contract';
import type { LoadStatus } from '@share/ui';
import { CLUE_PAGE_SIZE } from './constants';
import { TOPIC_SQUARE } from './messages';
import type { ClueChannel, ClueReport, ClueTopic, Person } from './records';

export type LoadOptions = RecordLoadOptions;
export interface ScreenBase extends RecordScreenBase {
  status: LoadStatus;
}
export const screenBase = recordScreenBase;
const { mainRecord, firstPage } = recordReads(CLUE_PAGE_SIZE);
const paging = { page: 1, size: CLUE_PAGE_SIZE };

// ---------------------------------------------------------------- a report

export interface ClueReportScreenData extends ScreenBase {
  report: ClueReport | null;
}

/** /clue_report/{id}: a report with its reply, mentions and related posts. */
export async function loadClueReportScreen(
  api: ShareApi,
  id: string | undefined,
  options: LoadOptions,
): Promise<ClueReportScreenData> {
  if (!id) return { ...screenBase(options), status: 'empty', report: null };
  const report = await mainRecord<ClueReport>(api.endpoints.clueReportDetail({ params: { id } }), options);
  if (!report) return { ...screenBase(options), status: 'error', report: null };
  return {
    ...screenBase(options),
    status: 'ok',
    report,
    share: {
      title: report.title,
      summary: report.content,
      cover: report.images?.[0] || report.reporter?.avatar,
      link: report.share_link ?? clueShareLink({ report: report.id }),
    },
  };
}

// ---------------------------------------------------------------- a reporter

export interface ClueReporterScreenData extends ScreenBase {
  person: Person | null;
  clues: Page<ClueReport>;
  atClues: Page<ClueReport>;
  relatePosts: DocSummary[];
}

/** /clue_report/user/{id}: PersonalDetail with the reporter's clues, the clues mentioning them, related posts. */
export async function loadClueReporterScreen(
  api: ShareApi,
  id: string,
  options: LoadOptions,
): Promise<ClueReporterScreenData> {
  const [person, clues, atClues, related] = await Promise.all([
    mainRecord<Person>(api.endpoints.clueUser({ params: { id } }), options),
    firstPage<ClueReport>(api.endpoints.clueUserClues({ params: { id }, query: paging })),
    firstPage<ClueReport>(api.endpoints.clueUserAtClues({ params: { id }, query: paging })),
    firstPage<DocSummary>(api.endpoints.clueUserRelatePosts({ params: { id } })),
  ]);
  const empty = {
    ...screenBase(options),
    person: null,
    clues: emptyPage<ClueReport>(CLUE_PAGE_SIZE),
    atClues: emptyPage<ClueReport>(CLUE_PAGE_SIZE),
    relatePosts: [],
  };
  if (!person) return { ...empty, status: 'error' };
  const name = person.user?.alias ?? '';
  return foundScreen(
    empty,
    { person, clues, atClues, relatePosts: related.list },
    {
      title: name,
      summary: person.intro,
      cover: person.user?.avatar,
      link: person.share_link ?? clueShareLink({ user: id }),
    },
  );
}

// ---------------------------------------------------------------- a topic

export interface ClueTopicScreenData extends ScreenBase {
  topic: ClueTopic | null;
  reports: Page<ClueReport>;
}

/** /clue_report/topic/{name}: TopicDetail and its reports, newest first. */
export async function loadClueTopicScreen(
  api: ShareApi,
  name: string,
  options: LoadOptions,
): Promise<ClueTopicScreenData> {
  const answer = await mainRecord<{ topic: ClueTopic } & Page<ClueReport>>(
    api.endpoints.clueTopic({ params: { name }, query: paging }),
    options,
  );
  if (!answer)
    return { ...screenBase(options), status: 'error', topic: null, reports: emptyPage<ClueReport>(CLUE_PAGE_SIZE) };
  const { topic, ...reports } = answer;
  return {
    ...screenBase(options),
    status: 'ok',
    topic,
    reports: { ...reports, page: reports.page ?? 1, size: reports.size ?? CLUE_PAGE_SIZE },
    share: {
      title: `#${topic.name}#`,
      summary: topic.description,
      cover: topic.cover,
      link: topic.share_link ?? clueShareLink({ topic: name }),
    },
  };
}

// ---------------------------------------------------------------- the topic square

export interface ClueTopicsScreenData extends ScreenBase {
  /** Recomend: the recommended topics, most viewed first. */
  recommended: ClueTopic[];
  /** TopicChannel: the channels, each with its topics. */
  channels: ClueChannel[];
}

/** /clue_report/topics: the recommended topics and the topic channels. */
export async function loadClueTopicsScreen(api: ShareApi, options: LoadOptions): Promise<ClueTopicsScreenData> {
  const answer = await api.endpoints.clueRecommendTopics({}).then(
    (value) => value as unknown as { list: ClueTopic[]; channels: ClueChannel[] },
    () => null,
  );
  if (!answer) return { ...screenBase(options), status: 'error', recommended: [], channels: [] };
  const { list, channels } = answer;
  return {
    ...screenBase(options),
    status: list.length > 0 || channels.length > 0 ? 'ok' : 'empty',
    recommended: list,
    channels,
    share: {
      title: TOPIC_SQUARE,
      summary: list.map((topic) => `#${topic.name}#`).join(' '),
      cover: list[0]?.cover,
      link: clueShareLink('topics'),
    },
  };
}
