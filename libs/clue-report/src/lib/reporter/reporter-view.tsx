import {
  Block,
  ContentCard,
  PagedSection,
  ScreenRoot,
  SectionTitle,
  StatusBlock,
  cardOf,
  type LoadStatus,
  type PagedItems,
} from '@share/ui';
import type { DocSummary } from '@share/contract';
import { ClueReportCard } from '../report/report-card';
import { PersonHeader } from '../ugc-blocks';
import { REPORTER_AT_CLUES, REPORTER_CLUES, RELATED_POSTS, cluesText, fansText, followsText } from '../messages';
import type { ClueReport, Person } from '../records';

export interface ClueReporterViewProps {
  status: LoadStatus;
  person: Person | null;
  clues: PagedItems<ClueReport>;
  atClues: PagedItems<ClueReport>;
  relatePosts: DocSummary[];
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
  onFollow?: () => void;
}

/** /clue_report/user/{id} (PersonalDetail): the reporter, their clues, the clues that mention them, related posts. */
export function ClueReporterView({
  status,
  person,
  clues,
  atClues,
  relatePosts,
  now,
  onPrompt,
  onFollow,
}: ClueReporterViewProps) {
  return (
    <ScreenRoot name="ClueReportPersonal" status={status}>
      {person ? (
        <>
          <PersonHeader
            person={person}
            counts={[
              [person.fans_count ?? 0, fansText],
              [person.follow_count ?? 0, followsText],
              [person.clue_count ?? 0, cluesText],
            ]}
            onFollow={onFollow}
          />
          <PagedSection
            title={REPORTER_CLUES}
            list={clues}
            testId="reporter-clues"
            render={(report) => <ClueReportCard report={report} now={now} onPrompt={onPrompt} />}
          />
          <PagedSection
            title={REPORTER_AT_CLUES}
            list={atClues}
            testId="reporter-at-clues"
            render={(report) => <ClueReportCard report={report} now={now} onPrompt={onPrompt} />}
          />
          {relatePosts.length > 0 ? (
            <Block as="section" aria-label={RELATED_POSTS}>
              <SectionTitle>{RELATED_POSTS}</SectionTitle>
              {relatePosts.map((item) => {
                const { id, ...card } = cardOf(item);
                return <ContentCard key={id} {...card} exposureId={id} now={now} />;
              })}
            </Block>
          ) : null}
        </>
      ) : (
        <StatusBlock status={status} />
      )}
    </ScreenRoot>
  );
}
