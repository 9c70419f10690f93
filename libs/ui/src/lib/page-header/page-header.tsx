import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeaderProps {
  /** The page title, centred. */
  title?: ReactNode;
  /** Slot on the left, e.g. a back control. */
  left?: ReactNode;
  /** Slot on the right, e.g. a share or menu control. */
  right?: ReactNode;
  /** Free content replacing the title row (e.g. the open-app banner). */
  children?: ReactNode;
  /** Keeps the header at the top while the page scrolls. */
  sticky?: boolean;
}

const Bar = styled.div<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 64px 1fr 64px;
  align-items: center;
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.title};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: center;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Slot = styled.div<{ $align: 'start' | 'end' }>`
  display: flex;
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : 'flex-end')};
`;

/** The page header slot of the layouts: a title row with left and right slots, or free content. */
export function PageHeader({ title, left, right, children, sticky = true }: PageHeaderProps) {
  return (
    <Bar as="header" $sticky={sticky}>
      {children ?? (
        <Row>
          <Slot $align="start">{left}</Slot>
          <h1>{title}</h1>
          <Slot $align="end">{right}</Slot>
        </Row>
      )}
    </Bar>
  );
}
