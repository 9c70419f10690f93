import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EMPTY_COMMENTS, EMPTY_DEFAULT } from '../messages';
import { EmptyBoxIcon } from '../icons';

export interface EmptyStateProps {
  /** 'comments' shows 暂无评论，快来抢沙发; the default shows 暂无内容. */
  variant?: 'default' | 'comments';
  /** Overrides the text. */
  text?: ReactNode;
  /** Class of the block (styled-components extend it). */
  className?: string;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 48px ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.meta};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;
  svg {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** Empty-state placeholder of spec §2. */
export function EmptyState({ variant = 'default', text, className }: EmptyStateProps) {
  return (
    <Wrap className={className} role="status">
      <EmptyBoxIcon size={96} />
      <p>{text ?? (variant === 'comments' ? EMPTY_COMMENTS : EMPTY_DEFAULT)}</p>
    </Wrap>
  );
}
