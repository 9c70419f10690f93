// The spec's popup iframe of 500 × 280 px (§2, §9). The login panel opens the agreement pages in
// it; as an Overlay on the popup layer it sits above the login sheet and keeps focus inside.
import { useId } from 'react';
import styled from 'styled-components';
import { POPUP_IFRAME_HEIGHT, POPUP_IFRAME_WIDTH } from '../constants';
import { CloseIcon } from '../icons';
import { POPUP_CLOSE } from '../messages';
import { Overlay } from '../overlay/overlay';

export interface PopupIframeProps {
  /** Whether the frame is shown. */
  open: boolean;
  /** The page shown in the frame. */
  src: string;
  /** The sheet's title and the frame's accessible name. */
  title: string;
  /** The frame was closed. */
  onClose: () => void;
}

// && outranks the dialog panel's own 300 px width.
const Popup = styled(Overlay)`
  && {
    width: ${POPUP_IFRAME_WIDTH}px;
    max-width: 100%;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 44px;
  padding: 0 ${({ theme }) => `${theme.space.sm} 0 ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  button {
    width: 36px;
    height: 36px;
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${({ theme }) => theme.colors.meta};
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  /* The spec's 500 × 280 px: on a phone narrower than 500 px the frame keeps the 280 px height. */
  height: ${POPUP_IFRAME_HEIGHT}px;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Popup iframe of 500 by 280 px (spec §2, §9) with a title bar and a close control. */
export function PopupIframe({ open, src, title, onClose }: PopupIframeProps) {
  const titleId = useId();
  return (
    <Popup open={open} onClose={onClose} labelledBy={titleId} layer="popup" placement="center">
      <Bar>
        <span id={titleId}>{title}</span>
        <button type="button" aria-label={POPUP_CLOSE} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
      </Bar>
      <Frame src={src} title={title} width={POPUP_IFRAME_WIDTH} height={POPUP_IFRAME_HEIGHT} />
    </Popup>
  );
}
