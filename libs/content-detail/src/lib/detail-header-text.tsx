import styled from 'styled-components';
import { ContentTypeTag } from '@share/ui';
import { formatCount, formatRelativeTime, toIsoDateTime } from '@share/util-format';
import { COLLECT_LABEL, LIKE_LABEL, VIEW_LABEL } from './messages';

export interface DetailHeaderTextProps {
  title: string;
  contentType: string;
  sourceAlias?: string;
  /** Unix seconds. */
  publishAt: number;
  viewCount: number;
  likeCount: number;
  /** The page's collect state, the same the comment footer shows: it changes as the visitor collects. */
  collectCount: number;
  /** is_collect: the collect count is marked. */
  collected: boolean;
  /** Server time (epoch ms) for the relative time. */
  now: number;
  /** Counts shown (not in previews). */
  stats: boolean;
}

const Title = styled.h1`
  font-size: 21px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  word-break: break-word;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.meta};
  .collect[data-collected='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The header's title and meta line: type tag, source, relative time, view/like/collect counts. */
export function DetailHeaderText({
  title,
  contentType,
  sourceAlias,
  publishAt,
  viewCount,
  likeCount,
  collectCount,
  collected,
  now,
  stats,
}: DetailHeaderTextProps) {
  return (
    <>
      <Title>{title}</Title>
      <Meta>
        <ContentTypeTag catalog={contentType} />
        {sourceAlias ? <span data-testid="source-alias">{sourceAlias}</span> : null}
        <time dateTime={toIsoDateTime(publishAt)}>{formatRelativeTime(publishAt * 1000, { now })}</time>
        {stats ? (
          <>
            <span>{`${VIEW_LABEL} ${formatCount(viewCount)}`}</span>
            <span>{`${LIKE_LABEL} ${formatCount(likeCount)}`}</span>
            <span className="collect" data-collected={collected}>
              {`${COLLECT_LABEL} ${formatCount(collectCount)}`}
            </span>
          </>
        ) : null}
      </Meta>
    </>
  );
}
