import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { GUIDE_DISMISS, GUIDE_HINT, GUIDE_STEP_BROWSER, GUIDE_STEP_MENU } from '../messages';

export interface OpenInBrowserGuideProps {
  open: boolean;
  onClose: () => void;
}

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.guideMask};
  color: ${({ theme }) => theme.colors.surface};
  text-align: right;
`;

/** A curved arrow from the middle of the screen to the menu in the top-right corner. */
const Arrow = styled.svg`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.lg};
  width: 96px;
  height: 120px;
`;

const Steps = styled.div`
  position: absolute;
  top: 148px;
  right: ${({ theme }) => theme.space.xxl};
  left: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  p {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  button {
    margin-top: ${({ theme }) => theme.space.xxl};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xxl}`};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.round};
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * The "open in browser" guide: a mask with an arrow to the top-right menu, shown where the page
 * cannot launch the app itself (WeChat before its open tag is ready, QQ, Weibo). A tap anywhere
 * or Escape closes it.
 */
export function OpenInBrowserGuide({ open, onClose }: OpenInBrowserGuideProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <Mask role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="open-in-browser-guide" onClick={onClose}>
      <Arrow viewBox="0 0 96 120" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M10 116 C 20 60, 50 30, 84 10" />
        <path d="M62 8 L 86 8 L 82 32" />
      </Arrow>
      <Steps>
        <h2 id={titleId}>
          {GUIDE_STEP_MENU}
          <br />
          {GUIDE_STEP_BROWSER}
        </h2>
        <p>{GUIDE_HINT}</p>
        <button
          ref={closeRef}
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          {GUIDE_DISMISS}
        </button>
      </Steps>
    </Mask>
  );
}
