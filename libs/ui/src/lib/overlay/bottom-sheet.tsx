// A sheet that rises from the bottom edge (login, navigation): the Overlay primitive placed at the
// bottom, padded above the device's safe area.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Overlay } from './overlay';

export interface BottomSheetProps {
  /** The sheet is shown. */
  open: boolean;
  /** Escape, a tap on the mask, or the sheet's own close control. */
  onClose: () => void;
  /** Id of the heading that names the sheet. */
  labelledBy?: string;
  /** The sheet's accessible name, when no heading names it. */
  label?: string;
  /** data-testid of the mask behind the sheet. */
  maskTestId?: string;
  /** Class of the sheet (styled-components extend it). */
  className?: string;
  /** The sheet's content. */
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
