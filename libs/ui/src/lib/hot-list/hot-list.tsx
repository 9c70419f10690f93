import { useId } from 'react';
import styled from 'styled-components';
import { formatCount } from '@share/util-format';
import { EmptyState } from '../empty-state/empty-state';
import { FireIcon } from '../icons';
import { LoadMoreButton } from '../load-more/load-more-button';
import { HOT_LIST_BADGE, HOT_LIST_TITLE } from '../messages';
import { SectionCard, SectionFoot, SectionHead } from '../section-card';

export interface HotListItem {
  id: string | number;
  title: string;
  href: string;
  /** Heat or view count, shown as every count is (formatCount: k, w). */
  heat?: number | null;
  /** Rendered as data-exposure-id on the row, for the app's exposure statistics. */
  exposureId?: string;
}

export interface HotListProps {
  /** The ranked items, first one first; the first three ranks are coloured gold, silver and bronze. */
  items: HotListItem[];
  /** Whether a next page exists (the load-more control under the list). */
  hasMore: boolean;
  /** A page is being loaded (加载中…). */
  loading?: boolean;
  /** 加载更多 was pressed. */
  onLoadMore: () => void;
  /** An item was tapped. */
  onItemClick?: (item: HotListItem) => void;
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDark};
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.accentWarm}, ${({ theme }) => theme.colors.primary});
`;

const List = styled.ol`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.sm}`};
`;

const Row = styled.a`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  li:last-child & {
    border-bottom: 0;
  }
`;

// One rule for every rank (a prop per rank wrote the whole rule four times into the page): the first
// three rows' ranks are coloured by their row's place in the list.
const Rank = styled.span`
  flex: 0 0 22px;
  height: 22px;
  margin-top: 1px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-style: italic;
  color: ${({ theme }) => theme.colors.meta};
  background: ${({ theme }) => theme.colors.background};
  li:nth-child(-n + 3) > a > & {
    color: ${({ theme }) => theme.colors.onDark};
  }
  li:nth-child(1) > a > & {
    background: ${({ theme }) => theme.colors.rankGold};
  }
  li:nth-child(2) > a > & {
    background: ${({ theme }) => theme.colors.rankSilver};
  }
  li:nth-child(3) > a > & {
    background: ${({ theme }) => theme.colors.rankBronze};
  }
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const Heat = styled.span`
  flex: none;
  margin-top: 3px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.meta};
`;

/** The 72-hour hot list (spec §2): titled 72小时, ranked 1, 2, 3…, with load-more. */
export function HotList({ items, hasMore, loading, onLoadMore, onItemClick }: HotListProps) {
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionHead>
        <h2 id={titleId}>{HOT_LIST_TITLE}</h2>
        <Badge>
          <FireIcon size={12} />
          {HOT_LIST_BADGE}
        </Badge>
      </SectionHead>
      {items.length === 0 && !loading ? (
        <EmptyState />
      ) : (
        <List>
          {items.map((item, index) => (
            <li key={item.id}>
              <Row href={item.href} onClick={() => onItemClick?.(item)} data-exposure-id={item.exposureId}>
                <Rank data-testid="hot-rank">{index + 1}</Rank>
                <Title>{item.title}</Title>
                {item.heat != null ? <Heat>{formatCount(item.heat)}</Heat> : null}
              </Row>
            </li>
          ))}
        </List>
      )}
      <SectionFoot>
        <LoadMoreButton hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} />
      </SectionFoot>
    </SectionCard>
  );
}
