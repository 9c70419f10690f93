import styled from 'styled-components';
import { ImagePlaceholderIcon } from '../icons';
import { IMAGE_FAILED } from '../messages';
import { useImageFailed } from '../use-image-failed';

export interface FixedRatioImageProps {
  /** The image URL; missing or broken, a placeholder drawing shows instead. */
  src?: string | null;
  /** Text alternative; empty (the default) for a decorative cover. */
  alt?: string;
  /** Width divided by height; the box reserves this shape before the image arrives. Default 16/9. */
  ratio?: number;
  /** The box takes the picture's own shape once it has loaded (`ratio` until then): no cropping. */
  natural?: boolean;
  /** Lazy by default; 'eager' for the first screen's hero image. */
  loading?: 'lazy' | 'eager';
  /** Corner radius as a CSS length; the theme's medium radius by default. */
  radius?: string;
  /** Extra class for the box. */
  className?: string;
}

const Box = styled.div<{ $ratio: number; $radius?: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.md};
  background: ${({ theme }) => theme.colors.placeholder};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* The image sizes the box: the reserved shape until it loads, its own after (aspect-ratio: auto). */
  &[data-natural] {
    aspect-ratio: auto;
  }
  &[data-natural] > img {
    position: static;
    height: auto;
    aspect-ratio: auto ${({ $ratio }) => $ratio};
  }
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.placeholderIcon};
`;

/**
 * Image in a box of fixed aspect ratio (no layout shift), lazy loaded, with a placeholder when the
 * source is missing or fails to load.
 */
export function FixedRatioImage({
  src,
  alt = '',
  ratio = 16 / 9,
  natural = false,
  loading = 'lazy',
  radius,
  className,
}: FixedRatioImageProps) {
  const { failed, imgRef, onError } = useImageFailed(src);

  const showImage = Boolean(src) && !failed;
  return (
    <Box
      className={className}
      $ratio={ratio}
      $radius={radius}
      data-natural={natural && showImage ? '' : undefined}
      data-testid="fixed-ratio-image"
    >
      {showImage ? (
        <img ref={imgRef} src={src ?? undefined} alt={alt} loading={loading} decoding="async" onError={onError} />
      ) : (
        <Placeholder role="img" aria-label={alt ? `${alt}：${IMAGE_FAILED}` : IMAGE_FAILED}>
          <ImagePlaceholderIcon size="32%" style={{ maxWidth: 48, maxHeight: 48 }} />
        </Placeholder>
      )}
    </Box>
  );
}
