// The one overlay of the design system: a mask and a panel in a portal on <body> (so no sticky
// header's stacking context can put a bar above the mask), layered by the theme's z-index scale,
// with the keyboard behaviour of useFocusTrap. Dialogs, sheets, panels and frames are built on it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useFocusTrap } from './use-focus-trap';

export type OverlayPlacement = 'center' | 'bottom' | 'full';
export type OverlayLayer = 'overlay' | 'popup';

export interface OverlayProps {
  open: boolean;
  /** Escape and a tap on the mask; without it the overlay closes only from inside. */
  onClose?: () => void;
  /** Accessible name: a visible heading's id, or a label. */
  labelledBy?: string;
  label?: string;
  /** center: a dialog; bottom: a sheet from the bottom edge; full: the whole screen. */
  placement?: OverlayPlacement;
  /** Which step of the theme's zIndices scale the overlay takes (popup: above another overlay). */
  layer?: OverlayLayer;
  /** How dark the mask is: deep for a guide whose white text stands on the mask itself. */
  shade?: 'normal' | 'deep';
  /** Test id of the mask (the dark area a tap closes). */
  maskTestId?: string;
  /** Styles of the panel (width, padding, colours from the theme). */
  className?: string;
  children: ReactNode;
}

const Mask = styled.div<{ $layer: OverlayLayer; $placement: OverlayPlacement; $shade: 'normal' | 'deep' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $layer }) => theme.zIndices[$layer]};
  display: flex;
  justify-content: center;
  background: ${({ theme, $shade }) => ($shade === 'deep' ? theme.colors.guideMask : theme.colors.mask)};
  overscroll-behavior: contain;
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          align-items: center;
          padding: ${theme.space.xxl};
        `
      : $placement === 'bottom'
        ? css`
            align-items: flex-end;
          `
        : css`
            align-items: stretch;
          `}
`;

const panelStyles: Record<OverlayPlacement, ReturnType<typeof css>> = {
  center: css`
    width: 100%;
    max-width: 300px;
    max-height: 100%;
    overflow: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  `,
  bottom: css`
    position: relative;
    width: 100%;
    max-height: 85vh;
    overflow-y: auto;
    border-radius: ${({ theme }) => `${theme.radii.xl} ${theme.radii.xl} 0 0`};
  `,
  full: css`
    width: 100%;
    display: flex;
    flex-direction: column;
  `,
};

const Panel = styled.div<{ $placement: OverlayPlacement }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  ${({ $placement }) => panelStyles[$placement]}
`;

/** The element overlays are portalled into, once the page runs in a browser. */
function usePortalHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  return host;
}

/** A modal layer: mask, labelled dialog panel, focus kept inside, Escape and mask tap close it. */
export function Overlay({
  open,
  onClose,
  labelledBy,
  label,
  placement = 'center',
  layer = 'overlay',
  shade = 'normal',
  maskTestId,
  className,
  children,
}: OverlayProps) {
  const host = usePortalHost();
  const panel = useRef<HTMLDivElement>(null);
  const visible = open && host !== null;
  useFocusTrap(panel, visible, onClose);
  if (!visible) return null;
  return createPortal(
    <Mask
      $layer={layer}
      $placement={placement}
      $shade={shade}
      data-testid={maskTestId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <Panel
        ref={panel}
        $placement={placement}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
      >
        {children}
      </Panel>
    </Mask>,
    host,
  );
}
