import styled from 'styled-components';
import { formatCount, formatRelativeTime } from '@share/util-format';
import {
  Block,
  FixedRatioImage,
  type LoadStatus,
  MetaLine,
  recordPanel,
  recordTitle,
  ScreenRoot,
  StatusBlock,
} from '@share/ui';
import type { OpenContent } from '../community-data';
import { SOURCE_LABEL, viewsText } from '../messages';

const Article = styled.article`
  ${recordPanel}
  h1 {
    ${recordTitle}
  }
  .open-meta {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  }
  .open-body p {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.75;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface OpenContentViewProps {
  status: LoadStatus;
  item: OpenContent | null;
  /** The body as plain paragraphs. */
  paragraphs: string[];
  now?: number;
}

/** /open/{rid}/content/{uuid}/index.html: one item of an open resource (spec §7 open content). */
export function OpenContentView({ status, item, paragraphs, now }: OpenContentViewProps) {
  return (
    <ScreenRoot name="OpenContent" status={status}>
      {item ? (
        <Block>
          <Article className="reading-body">
            <h1>{item.title}</h1>
            <MetaLine className="open-meta">
              {[
                item.source ? `${SOURCE_LABEL}：${item.source}` : '',
                item.published_at ? formatRelativeTime(item.published_at, now === undefined ? {} : { now }) : '',
                viewsText(formatCount(item.view_count ?? 0)),
              ]
                .filter(Boolean)
                .join(' · ')}
            </MetaLine>
            {item.cover ? (
              <FixedRatioImage src={item.cover} alt={item.title} ratio={750 / 422} loading="eager" />
            ) : null}
            <div className="open-body">
              {(paragraphs.length > 0 ? paragraphs : [item.summary ?? '']).map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
          </Article>
        </Block>
      ) : (
        <StatusBlock status={status} />
      )}
    </ScreenRoot>
  );
}
