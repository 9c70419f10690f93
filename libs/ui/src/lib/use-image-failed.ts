import { useEffect, useRef, useState } from 'react';

/**
 * Whether an image failed to load (spec §2: image failure shows a placeholder). A server-rendered
 * <img> may fail before hydration attaches onError, so the image is also checked once mounted.
 */
export function useImageFailed(src: string | null | undefined) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => setFailed(false), [src]);
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, [src]);
  return { failed, imgRef, onError: () => setFailed(true) };
}
