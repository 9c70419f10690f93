// The picture viewer: one picture at its full resolution on a dark full screen, fitted to it. The
// page's viewport forbids pinch zoom (spec §2), so a tap on the picture zooms it to at least its own
// pixel size (the visitor pans by scrolling) and a second tap fits it again. A tap on the dark area,
// the close button or Escape closes it.
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../icons';
import { VIEWER_CLOSE, VIEWER_LABEL, VIEWER_ZOOM_IN, VIEWER_ZOOM_OUT } from '../messages';
import { Overlay } from './overlay';

export interface ImageViewerProps {
  /** The viewer is shown. */
  open: boolean;
  /** The picture shown fitted to the screen. */
  src: string;
  /** The picture's text alternative. */
  alt: string;
  /** Where the picture stands in its set, e.g. 2/6. */
  counter?: string;
  /** Called on a tap or Escape: the viewer closes. */
  onClose: () => void;
}

/** A zoomed picture is at least this many times as wide as the fitted one. */
const ZOOM_MIN_SCALE = 2;

const Stage = styled(Overlay)`
  position: relative;
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Bar = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  background: linear-gradient(${({ theme }) => theme.colors.mask}, transparent);
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
  button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    margin-left: auto;
    color: inherit;
  }
`;

const Scroller = styled.div`
  flex: 1;
  display: flex;
  overflow: auto;
  overscroll-behavior: contain;
  /* margin: auto centres the picture and still lets a zoomed one scroll to every edge. */
  .zoom {
    flex: none;
    margin: auto;
    padding: 0;
    border: 0;
    background: none;
    cursor: zoom-in;
  }
  .zoom[aria-pressed='true'] {
    cursor: zoom-out;
  }
  img {
    display: block;
    max-width: 100vw;
    max-height: 100vh;
    max-height: 100dvh;
  }
  .zoom[aria-pressed='true'] img {
    max-width: none;
    max-height: none;
    height: auto;
  }
`;

/** The full-screen viewer of one picture, with tap-to-zoom. */
export function ImageViewer({ open, src, alt, counter, onClose }: ImageViewerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The zoomed width in CSS px, and the point of the picture (0..1 each way) to bring to the centre.
  const [zoom, setZoom] = useState<{ width: number; x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!zoom || !box) return;
    box.scrollLeft = zoom.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = zoom.y * box.scrollHeight - box.clientHeight / 2;
  }, [zoom]);

  const close = () => {
    setZoom(null);
    onClose();
  };
  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    if (zoom) {
      setZoom(null);
      return;
    }
    const img = event.currentTarget.querySelector('img');
    if (!img) return;
    const rect = img.getBoundingClientRect();
    // A keyboard press has no point: zoom into the middle.
    const pointed = event.detail > 0 && rect.width > 0 && rect.height > 0;
    setZoom({
      width: Math.max(img.naturalWidth, rect.width * ZOOM_MIN_SCALE),
      x: pointed ? (event.clientX - rect.left) / rect.width : 0.5,
      y: pointed ? (event.clientY - rect.top) / rect.height : 0.5,
    });
  };

  return (
    <Stage open={open} onClose={close} label={VIEWER_LABEL} placement="full">
      <Bar>
        {counter ? <span data-testid="viewer-counter">{counter}</span> : null}
        <button type="button" aria-label={VIEWER_CLOSE} onClick={close}>
          <CloseIcon size={24} />
        </button>
      </Bar>
      <Scroller
        ref={scroller}
        data-testid="viewer-stage"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <button
          type="button"
          className="zoom"
          aria-pressed={zoom !== null}
          aria-label={zoom ? VIEWER_ZOOM_OUT : VIEWER_ZOOM_IN}
          onClick={toggleZoom}
        >
          <img src={src} alt={alt} style={zoom ? { width: `${zoom.width}px` } : undefined} />
        </button>
      </Scroller>
    </Stage>
  );
}
