import styled from 'styled-components';
import { FixedRatioImage } from '@share/ui';
import type { GalleryImage } from './payloads';
import { PICTURE_COUNT } from './messages';

/** The banner, the title block above the pictures and the comment bar below them. */
const GALLERY_ROOM = '260px';

export interface GalleryBodyProps {
  title: string;
  images: GalleryImage[];
  /** pic_num of the item. */
  picNum: number;
}

// The gallery is a dark stage that fills the first screen under the banner, so the comment bar
// sits at the bottom of the screen rather than mid-screen over empty grey.
const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: calc(100vh - ${GALLERY_ROOM});
  min-height: calc(100svh - ${GALLERY_ROOM});
  background: ${({ theme }) => theme.colors.stageSoft};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Track = styled.ul`
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
    scroll-snap-align: center;
  }
`;

const Caption = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
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

/** Gallery: swipeable pictures (scroll snapping, so it works before JS), each with n/pic_num and its caption. */
export function GalleryBody({ title, images, picNum }: GalleryBodyProps) {
  const total = picNum || images.length;
  return (
    <Wrap data-testid="gallery">
      {/* Focusable, so a keyboard scrolls the pictures with the arrow keys (axe: scrollable-region-focusable). */}
      <Track aria-label={PICTURE_COUNT(total)} tabIndex={0}>
        {images.map((image, i) => (
          <li key={`${image.url}-${i}`}>
            <FixedRatioImage
              src={image.url}
              alt={image.caption || title}
              ratio={3 / 2}
              radius="0"
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <Caption>
              <strong data-testid="gallery-counter">
                {i + 1}/{total}
              </strong>
              <p>{image.caption}</p>
            </Caption>
          </li>
        ))}
      </Track>
    </Wrap>
  );
}
