// Shared overlay and panel of the dialogs (internal: not exported from the library).
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.mask};
`;

export const Panel = styled.div`
  width: 100%;
  max-width: 300px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
  /** Tapping the dark area outside the panel. */
  onDismiss?: () => void;
  children: ReactNode;
}

export function Modal({ open, labelledBy, onDismiss, children }: ModalProps) {
  if (!open) return null;
  return (
    <Overlay
      onClick={(e) => {
        if (e.target === e.currentTarget) onDismiss?.();
      }}
    >
      <Panel role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
        {children}
      </Panel>
    </Overlay>
  );
}
