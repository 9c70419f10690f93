import { useEffect } from 'react';

/** The attribute of the article body's element (article-body.tsx). */
export const ARTICLE_BODY_ATTRIBUTE = 'data-article-body';
const BODY_IMAGES = `[${ARTICLE_BODY_ATTRIBUTE}] img`;

const markFailed = (img: Element) => img.setAttribute('data-failed', '');

/**
 * The article body's images that fail to load are marked data-failed, and its CSS shows them as a
 * placeholder. The page does it, not the body: the body is a static island, whose code is not there
 * while the page keeps the server's HTML. One capturing listener on the document for the images that
 * fail later (an image's error does not bubble), and a look at those that already failed.
 */
export function useFailedBodyImages(html: string | null | undefined): void {
  useEffect(() => {
    if (!html) return;
    for (const img of document.querySelectorAll<HTMLImageElement>(BODY_IMAGES)) {
      if (img.complete && img.naturalWidth === 0 && img.currentSrc) markFailed(img);
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(BODY_IMAGES)) markFailed(event.target);
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, [html]);
}
