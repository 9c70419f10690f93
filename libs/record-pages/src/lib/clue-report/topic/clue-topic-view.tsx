import { formatCount } from '@share/util-format';
import { HeroHeader, PagedSection, ScreenRoot, StatusBlock, type LoadStatus, type PagedItems } from '@share/ui';
import { ClueReportCard } from '../report/report-card';
import { TOPIC_REPORTS, viewsText } from '../messages';
import type { ClueReport, ClueTopic } from '../records';

export interface ClueTopicViewProps {
  status: LoadStatus;
  topic: ClueTopic | null;
  reports: PagedItems<ClueReport>;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** /clue_report/topic/{name} (TopicDetail): cover, description, its reports newest first, paged. */
export function ClueTopicView({ status, topic, reports, now, onPrompt }: ClueTopicViewProps) {
  return (
    <ScreenRoot name="ClueReportTopic" status={status}>
      {topic ? (
        <>
          <HeroHeader
            cover={topic.cover}
            title={`#${topic.name}#`}
            description={topic.description}
            meta={[topic.channel?.name, viewsText(formatCount(topic.view_count ?? 0))].filter(Boolean).join(' · ')}
          />
          <PagedSection
            title={TOPIC_REPORTS}
            list={reports}
            testId="topic-reports"
            render={(report) => <ClueReportCard report={report} now={now} onPrompt={onPrompt} />}
          />
        </>
      ) : (
        <StatusBlock status={status} />
      )}
    </ScreenRoot>
  );
}
