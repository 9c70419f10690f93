import { useId } from 'react';
import styled from 'styled-components';
import { GUIDE_DISMISS, GUIDE_HINT, GUIDE_STEP_BROWSER, GUIDE_STEP_MENU } from '../messages';
import { Overlay } from '../overlay/overlay';

export interface OpenInBrowserGuideProps {
  /** Whether the guide is shown. */
  open: boolean;
  /** 我知道了, a tap on the mask or Escape. */
  onClose: () => void;
}

/** The panel is the whole screen and lets the deep mask show through: the text stands on the mask. */
const GuideOverlay = styled(Overlay)`
  position: relative;
  background: transparent;
  color: ${({ theme }) => theme.colors.surface};
  text-align: right;
`;

/** Covers the screen, so a tap anywhere closes the guide. */
const TapArea = styled.div`
  flex: 1;
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
 * The "open in browser" guide: a deep mask with an arrow to the top-right menu, shown where the page
 * cannot launch the app itself (WeChat before its open tag is ready, QQ, Weibo). On the design
 * system's Overlay (focus moves to 我知道了 and stays inside, Escape closes, focus returns); a tap
 * anywhere closes it too.
 */
export function OpenInBrowserGuide({ open, onClose }: OpenInBrowserGuideProps) {
  const titleId = useId();
  return (
    <GuideOverlay
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      placement="full"
      shade="deep"
      maskTestId="open-in-browser-guide"
    >
      <TapArea onClick={onClose}>
        <Arrow
          viewBox="0 0 96 120"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
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
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onClose();
            }}
          >
            {GUIDE_DISMISS}
          </button>
        </Steps>
      </TapArea>
    </GuideOverlay>
  );
}
