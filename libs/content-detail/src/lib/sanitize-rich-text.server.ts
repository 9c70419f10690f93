/**
 * Rich text from the platform is untrusted HTML: it is sanitised here, on the server, with DOMPurify
 * on a jsdom window, and the browser renders the clean result as is. Images but the first become
 * lazy (the first is likely the largest paint and loads at once), with a
 * class the page styles as a placeholder box until (or unless) they load.
 */
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

export const RICH_TEXT_IMAGE_CLASS = 'rt-img';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/)|#|mailto:|tel:)/i,
};

/** Images seen in the current sanitize call: the first one is likely above the fold (the LCP). */
let imagesSeen = 0;

purify.addHook('afterSanitizeAttributes', (node) => {
  const el = node as Element;
  if (el.tagName === 'IMG') {
    imagesSeen += 1;
    el.setAttribute('loading', imagesSeen === 1 ? 'eager' : 'lazy');
    if (imagesSeen === 1) el.setAttribute('fetchpriority', 'high');
    el.setAttribute('decoding', 'async');
    el.setAttribute('class', RICH_TEXT_IMAGE_CLASS);
  }
  if (el.tagName === 'A' && el.getAttribute('href')) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** Clean HTML of an article body (or any rich-text field): no scripts, handlers or javascript: URLs. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  imagesSeen = 0;
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
