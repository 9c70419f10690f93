import { formatCount } from '@share/util-format';
import { type LoadStatus, type PagedItems, RecordListScreen, type RecordSection, TopicHero } from '@share/ui';
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
  const section: RecordSection<ClueReport> = {
    title: TOPIC_REPORTS,
    testId: 'topic-reports',
    render: (report) => <ClueReportCard report={report} now={now} onPrompt={onPrompt} />,
  };
  const header = (found: ClueTopic) => (
    <TopicHero topic={found} meta={[found.channel?.name, viewsText(formatCount(found.view_count ?? 0))]} />
  );
  return (
    <RecordListScreen
      name="ClueReportTopic"
      status={status}
      record={topic}
      header={header}
      section={section}
      list={reports}
    />
  );
}
