// The one image primitive (spec §2, §8: an image that fails to load shows a placeholder): an <img>
// that, missing or broken, gives way to a designed fallback instead of the browser's broken-image
// glyph and alt text. Before the page hydrates, IMAGE_FAILURE_SCRIPT (in the document head) marks
// a failed image and the global style hides it, so the glyph never shows there either.
import type { ImgHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { ImagePlaceholderIcon } from '../icons';
import { IMAGE_FAILED } from '../messages';
import { useImageFailed } from '../use-image-failed';

/** Marks a failed image before hydration; the global style hides an image so marked. */
const IMAGE_FAILED_ATTRIBUTE = 'data-img-failed';

/**
 * The head's inline script: an image's error event does not bubble, so a listener on the document
 * in the capture phase sees every one, from the first image the parser meets.
 */
export const IMAGE_FAILURE_SCRIPT =
  `document.addEventListener('error',function(e){var t=e.target;` +
  `if(t&&t.tagName==='IMG')t.setAttribute(${JSON.stringify(IMAGE_FAILED_ATTRIBUTE)},'')},true)`;

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'ref'> {
  /** The image URL; missing or broken, the fallback shows. */
  src?: string | null;
  /** What shows instead: the placeholder drawing (in the image's box) by default. */
  fallback?: ReactNode;
}

const Placeholder = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.placeholderIcon};
  background: ${({ theme }) => theme.colors.placeholder};
  svg {
    width: 60%;
    height: 60%;
    max-width: 48px;
    max-height: 48px;
  }
`;

/** An <img> with a designed fallback. `className` styles the image and the default fallback alike. */
export function Image({ src, fallback, alt = '', className, width, height, ...rest }: ImageProps) {
  const { failed, imgRef, onError } = useImageFailed(src);
  if (!src || failed) {
    if (fallback !== undefined) return <>{fallback}</>;
    return (
      <Placeholder
        className={className}
        style={width !== undefined && height !== undefined ? { width, height } : undefined}
        data-testid="image-fallback"
        {...(alt ? { role: 'img', 'aria-label': `${alt}：${IMAGE_FAILED}` } : { 'aria-hidden': true })}
      >
        <ImagePlaceholderIcon size={24} />
      </Placeholder>
    );
  }
  return (
    <img
      ref={imgRef}
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      onError={onError}
      {...rest}
    />
  );
}
