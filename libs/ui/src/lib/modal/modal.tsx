// The centred dialog of the design system (the parts of its panel are shared by the dialogs):
// the Overlay primitive with a centred panel.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Overlay } from '../overlay/overlay';

const CentredPanel = styled(Overlay)`
  text-align: center;
`;

export const PanelBody = styled.div`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xl}`};
`;

export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

export const PanelText = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: pre-line;
`;

export const PanelActions = styled.div`
  display: flex;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  button {
    flex: 1;
    height: 48px;
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  button + button {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const SecondaryAction = styled.button`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const PrimaryAction = styled.button`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface ModalProps {
  open: boolean;
  labelledBy?: string;
  /** Escape, or a tap on the dark area outside the panel. */
  onDismiss?: () => void;
  children: ReactNode;
}

/** A centred dialog: focus kept inside, Escape and a tap outside dismiss it, focus goes back. */
export function Modal({ open, labelledBy, onDismiss, children }: ModalProps) {
  return (
    <CentredPanel open={open} labelledBy={labelledBy} onClose={onDismiss} placement="center">
      {children}
    </CentredPanel>
  );
}
