import { clueShareLink } from '@share/contract/browser';
import { formatCount } from '@share/util-format';
import { UserPostCard } from '@share/ui';
import { viewsText } from '../messages';
import type { ClueReport } from '../records';
import { ClueStatus } from './report-view';

/** A clue report in a list (a topic's reports, a reporter's clues): links to the report's page. */
export function ClueReportCard({
  report,
  now,
  onPrompt,
}: {
  report: ClueReport;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}) {
  return (
    <UserPostCard
      id={report.id}
      testId="clue-report"
      author={report.reporter}
      authorLink={report.reporter ? clueShareLink({ user: report.reporter.user_id }) : undefined}
      publishedAt={report.published_at}
      now={now}
      meta={[report.address ?? '', viewsText(formatCount(report.view_count ?? 0))]}
      badge={<ClueStatus status={report.status} />}
      title={report.title}
      text={report.content}
      images={report.images}
      link={report.share_link ?? clueShareLink({ report: report.id })}
      tags={(report.topics ?? []).map((topic) => ({
        key: topic.id,
        href: clueShareLink({ topic: topic.name }),
        label: `#${topic.name}#`,
      }))}
      likeCount={report.like_count}
      onPrompt={onPrompt}
    />
  );
}
