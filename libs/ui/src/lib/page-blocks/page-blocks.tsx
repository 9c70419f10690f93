// Building blocks every page library shares: the screen root, section titles and blocks, the
// load-more control of a paged list (usePagedList's state) and the empty / error states.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../empty-state/empty-state';
import { LoadMoreButton } from '../load-more/load-more-button';
import { LOAD_FAILED, OFFLINE_NOTICE } from '../messages';

/** What a screen's data came to: shown, nothing to show (暂无内容), or the platform failed. */
export type LoadStatus = 'ok' | 'empty' | 'error';

const Root = styled.section`
  min-height: 60vh;
  background: ${({ theme }) => theme.colors.background};
`;

/** Root element of every screen: data-testid="screen" and data-screen name it (route tests, analytics). */
export function ScreenRoot({
  name,
  status,
  children,
}: {
  /** The screen's name (data-screen). */ name: string;
  /** How the load went (data-status). */ status?: LoadStatus;
  /** The screen's content. */ children: ReactNode;
}) {
  return (
    <Root data-testid="screen" data-screen={name} data-status={status}>
      {children}
    </Root>
  );
}

const More = styled.div`
  margin-top: 1px;
`;

const Retry = styled.button`
  display: block;
  width: 100%;
  height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

export interface MoreControlProps {
  /** There is another page. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading?: boolean;
  /** The last page failed: a retry is offered. */
  failed?: boolean;
  /** Loads the next page. */
  onLoadMore?: () => void;
}

/** Load more (加载更多 / 加载中… / 没有更多了), or a retry line after a failed page. */
export function MoreControl({ hasMore, loading = false, failed = false, onLoadMore }: MoreControlProps) {
  return (
    <More>
      {failed ? (
        <Retry type="button" onClick={onLoadMore}>
          {LOAD_FAILED}
        </Retry>
      ) : (
        <LoadMoreButton hasMore={hasMore} loading={loading} onLoadMore={() => onLoadMore?.()} />
      )}
    </More>
  );
}

const StatusWrap = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

const Notice = styled.p`
  margin-top: -32px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.meta};
`;

/** Empty state (暂无内容, or `text`); an outage adds a line saying the network failed. */
export function StatusBlock({
  status,
  text,
}: {
  /** Which block: empty, error or outage. */ status: LoadStatus;
  /** A text in place of the block's own. */ text?: ReactNode;
}) {
  return (
    <StatusWrap data-testid={status === 'error' ? 'error-state' : 'empty-state'}>
      <EmptyState text={text} />
      {status === 'error' ? <Notice>{OFFLINE_NOTICE}</Notice> : null}
    </StatusWrap>
  );
}

/** A section's title with the theme's accent bar. */
export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.title};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &::before {
    content: '';
    width: 4px;
    height: 16px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** A white block with a gap above it. */
export const Block = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;
