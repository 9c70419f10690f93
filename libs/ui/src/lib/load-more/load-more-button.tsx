import styled from 'styled-components';
import { LOAD_MORE, LOADING, NO_MORE } from '../messages';

export interface LoadMoreButtonProps {
  /** Whether a next page exists; without one the control reads 没有更多了 and is disabled. */
  hasMore: boolean;
  /** A page is being loaded: 加载中…. */
  loading?: boolean;
  /** 加载更多 was pressed. */
  onLoadMore: () => void;
}

const Button = styled.button`
  display: block;
  width: 100%;
  height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  background: ${({ theme }) => theme.colors.surface};
  &:disabled {
    color: ${({ theme }) => theme.colors.meta};
    cursor: default;
  }
`;

/** Load-more control of the lists: 加载更多, 加载中… while loading, 没有更多了 at the end. */
export function LoadMoreButton({ hasMore, loading = false, onLoadMore }: LoadMoreButtonProps) {
  const label = loading ? LOADING : hasMore ? LOAD_MORE : NO_MORE;
  return (
    <Button type="button" disabled={!hasMore || loading} aria-busy={loading} onClick={onLoadMore}>
      {label}
    </Button>
  );
}
