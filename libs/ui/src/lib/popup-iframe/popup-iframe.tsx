import styled from 'styled-components';
import { POPUP_IFRAME_HEIGHT, POPUP_IFRAME_WIDTH } from '../constants';
import { CloseIcon } from '../icons';
import { POPUP_CLOSE } from '../messages';

export interface PopupIframeProps {
  open: boolean;
  src: string;
  title: string;
  onClose: () => void;
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.mask};
`;

const Frame = styled.iframe`
  display: block;
  /* The spec's 500 × 280 px; on a phone narrower than that the frame keeps its ratio. */
  max-width: 100%;
  height: auto;
  aspect-ratio: ${POPUP_IFRAME_WIDTH} / ${POPUP_IFRAME_HEIGHT};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Close = styled.button`
  margin-top: ${({ theme }) => theme.space.xl};
  width: 36px;
  height: 36px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  border: 1.5px solid rgba(255, 255, 255, 0.8) !important;
  color: #fff;
`;

/** Popup iframe of 500 by 280 px (spec §2, §9) with a close control under it. */
export function PopupIframe({ open, src, title, onClose }: PopupIframeProps) {
  if (!open) return null;
  return (
    <Overlay role="dialog" aria-modal="true" aria-label={title}>
      <Frame src={src} title={title} width={POPUP_IFRAME_WIDTH} height={POPUP_IFRAME_HEIGHT} />
      <Close type="button" aria-label={POPUP_CLOSE} onClick={onClose}>
        <CloseIcon size={20} />
      </Close>
    </Overlay>
  );
}
