import { useEffect, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { FixedRatioImage, ImageViewer, preloadWhenIdle } from '@share/ui';
import type { GalleryImage } from './payloads';
import { GALLERY_SWIPE_HINT, PICTURE_COUNT } from './messages';

/** The shape reserved for a picture until it loads (the demo set's and most cameras' 3:2). */
const RESERVED_RATIO = 3 / 2;

export interface GalleryBodyProps {
  title: string;
  images: GalleryImage[];
  /** pic_num of the item. */
  picNum: number;
}

// The gallery is a dark stage down to the comment bar, as a news app's picture set is: each picture
// centred in the room above its caption, the caption and the swipe hint at the stage's foot. As tall
// as its pictures, the stage left grey page under it; with the pictures and captions at its top, a
// band of empty dark under the caption.
const Wrap = styled.div`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.stageSoft};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Track = styled.ul`
  flex: 1 0 auto;
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  -webkit-overflow-scrolling: touch;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: 0 0 100%;
    display: flex;
    flex-direction: column;
    scroll-snap-align: center;
  }
  a {
    flex: 1 0 auto;
    display: flex;
    flex-direction: column;
    justify-content: center;
    cursor: zoom-in;
  }
`;

const Caption = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.6;
  strong {
    flex: none;
    font-variant-numeric: tabular-nums;
  }
  p {
    color: ${({ theme }) => theme.colors.onDarkSoft};
  }
`;

/** Under the captions, so a visitor knows the pictures go on sideways. */
const SwipeHint = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkSoft};
`;

/**
 * Gallery: swipeable pictures (scroll snapping, so it works before JS), each at its own shape with
 * n/pic_num and its caption. A tap opens the picture in the viewer (before JS, the picture itself).
 */
export function GalleryBody({ title, images, picNum }: GalleryBodyProps) {
  const total = picNum || images.length;
  const [viewing, setViewing] = useState<number | null>(null);
  // The viewer's code (with the overlay's focus trap) is not part of the first load: it arrives
  // when the page is idle, or on the first tap.
  useEffect(() => preloadWhenIdle([ImageViewer]), []);
  const shown = viewing === null ? undefined : images[viewing];
  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setViewing(index);
  };
  return (
    <Wrap data-testid="gallery">
      {/* Focusable, so a keyboard scrolls the pictures with the arrow keys (axe: scrollable-region-focusable). */}
      <Track aria-label={PICTURE_COUNT(total)} tabIndex={0}>
        {images.map((image, i) => (
          <li key={`${image.url}-${i}`}>
            <a href={image.url} onClick={open(i)}>
              <FixedRatioImage
                src={image.url}
                alt={image.caption || title}
                ratio={RESERVED_RATIO}
                natural
                radius="0"
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </a>
            <Caption>
              <strong data-testid="gallery-counter">
                {i + 1}/{total}
              </strong>
              <p>{image.caption}</p>
            </Caption>
          </li>
        ))}
      </Track>
      {images.length > 1 ? (
        <SwipeHint>
          <span aria-hidden>‹</span>
          {GALLERY_SWIPE_HINT}
          <span aria-hidden>›</span>
        </SwipeHint>
      ) : null}
      {shown ? (
        <ImageViewer
          open
          src={shown.url}
          alt={shown.caption || title}
          counter={`${(viewing ?? 0) + 1}/${total}`}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </Wrap>
  );
}
