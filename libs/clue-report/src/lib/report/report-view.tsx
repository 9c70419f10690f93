import styled from 'styled-components';
import { clueShareLink } from '@share/contract/browser';
import { formatCount, formatRelativeTime } from '@share/util-format';
import {
  authorName,
  Avatar,
  Block,
  cardOf,
  ContentCard,
  ImageGallery,
  LABEL_LIKE,
  type LoadStatus,
  MetaLine,
  recordPanel,
  recordText,
  recordTitle,
  ScreenRoot,
  SectionTitle,
  StatusBlock,
  TagLinks,
} from '@share/ui';
import { CLUE_STATUS } from '../constants';
import { CLUE_STATUS_LABELS, OFFICIAL_REPLY, RELATED_POSTS, atText, viewsText } from '../messages';
import type { ClueReport } from '../records';

const Report = styled.article`
  ${recordPanel}
  .report-head,
  .reporter {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  .reporter b {
    ${authorName}
  }
  h1 {
    margin-top: ${({ theme }) => theme.space.md};
    ${recordTitle}
  }
  .report-text {
    ${recordText(1.7)}
    white-space: pre-wrap;
  }
  /* The place under the pictures keeps the page's gap (it sat on the grid's bottom edge). */
  .report-address {
    margin-top: ${({ theme }) => theme.space.md};
  }
  .report-foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-top: ${({ theme }) => theme.space.md};
  }
  .report-foot button {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

const Status = styled.span<{ $replied: boolean }>`
  margin-left: auto;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $replied }) => ($replied ? theme.colors.onDark : theme.colors.primary)};
  background: ${({ theme, $replied }) => ($replied ? theme.colors.primary : theme.colors.primarySoft)};
`;

const Reply = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A clue report's status as a badge: 待受理, 已受理, 已回复. */
export function ClueStatus({ status }: { status: number }) {
  const label = CLUE_STATUS_LABELS[status] ?? CLUE_STATUS_LABELS[CLUE_STATUS.pending];
  return (
    <Status $replied={status === CLUE_STATUS.replied} data-testid="clue-status">
      {label}
    </Status>
  );
}

export interface ClueReportViewProps {
  status: LoadStatus;
  report: ClueReport | null;
  now?: number;
  onPrompt?: (action: 'like') => void;
}

/** /clue_report/{id} (ReportDetail): the report, its pictures, place, topics, mentions, status, the official reply, related posts. */
export function ClueReportView({ status, report, now, onPrompt }: ClueReportViewProps) {
  if (!report) {
    return (
      <ScreenRoot name="ClueReportDetail" status={status}>
        <StatusBlock status={status} />
      </ScreenRoot>
    );
  }
  const time = (at?: number) => (at ? formatRelativeTime(at, now === undefined ? {} : { now }) : '');
  const reporter = report.reporter;
  const related = report.relate_items ?? [];
  return (
    <ScreenRoot name="ClueReportDetail" status={status}>
      <Report data-exposure-id={report.id}>
        <div className="report-head">
          {reporter ? (
            <a className="reporter" href={clueShareLink({ user: reporter.user_id })}>
              {reporter.avatar ? <Avatar src={reporter.avatar} alt="" /> : null}
              <div>
                <b>{reporter.alias}</b>
                <MetaLine>{[time(report.published_at), report.ip_location].filter(Boolean).join(' · ')}</MetaLine>
              </div>
            </a>
          ) : null}
          <ClueStatus status={report.status} />
        </div>
        <h1>{report.title}</h1>
        <p className="report-text">{report.content}</p>
        <ImageGallery images={report.images ?? []} alt={report.title} />
        {report.address ? <MetaLine className="report-address">{report.address}</MetaLine> : null}
        <TagLinks
          tags={[
            ...(report.topics ?? []).map((topic) => ({
              key: topic.id,
              href: clueShareLink({ topic: topic.name }),
              label: `#${topic.name}#`,
            })),
            ...(report.at_users ?? []).map((user) => ({
              key: user.user_id,
              href: clueShareLink({ user: user.user_id }),
              label: atText(user.alias),
            })),
          ]}
        />
        {report.reply ? (
          <Reply aria-label={OFFICIAL_REPLY} data-testid="official-reply">
            <h2>
              {report.reply.mp?.avatar ? <Avatar src={report.reply.mp.avatar} alt="" $size={24} /> : null}
              {OFFICIAL_REPLY} · {report.reply.mp?.name}
            </h2>
            <p>{report.reply.content}</p>
            <MetaLine>{time(report.reply.replied_at)}</MetaLine>
          </Reply>
        ) : null}
        <div className="report-foot">
          <MetaLine>{viewsText(formatCount(report.view_count ?? 0))}</MetaLine>
          <button type="button" onClick={() => onPrompt?.('like')}>
            {LABEL_LIKE} {formatCount(report.like_count ?? 0)}
          </button>
        </div>
      </Report>
      {related.length > 0 ? (
        <Block as="section" aria-label={RELATED_POSTS}>
          <SectionTitle>{RELATED_POSTS}</SectionTitle>
          {related.map((item) => {
            const { id, ...card } = cardOf(item);
            return <ContentCard key={id} {...card} exposureId={id} now={now} />;
          })}
        </Block>
      ) : null}
    </ScreenRoot>
  );
}
