// A sheet that rises from the bottom edge (login, navigation): the Overlay primitive placed at the
// bottom, padded above the device's safe area.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Overlay } from './overlay';

export interface BottomSheetProps {
  open: boolean;
  /** Escape, a tap on the mask, or the sheet's own close control. */
  onClose: () => void;
  labelledBy?: string;
  label?: string;
  maskTestId?: string;
  className?: string;
  children: ReactNode;
}

const Sheet = styled(Overlay)`
  padding: 0 ${({ theme }) => theme.space.lg}
    calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.safeAreaBottom});
`;

/** Bottom sheet: focus kept inside, Escape and a tap above it close it, focus goes back. */
export function BottomSheet({ open, onClose, labelledBy, label, maskTestId, className, children }: BottomSheetProps) {
  return (
    <Sheet
      open={open}
      onClose={onClose}
      labelledBy={labelledBy}
      label={label}
      maskTestId={maskTestId}
      placement="bottom"
      className={className}
    >
      {children}
    </Sheet>
  );
}
