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
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  // ALLOWED_URI_REGEXP is tested against every attribute not listed as URI-safe, which would drop
  // plain values such as width="750" or colspan="2". Image dimensions matter most: they let the
  // browser reserve the box before the image arrives (no layout shift).
  ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan', 'align', 'dir', 'lang', 'start', 'scope'],
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
  for (const name of ['width', 'height']) {
    const value = el.getAttribute(name);
    if (value !== null && (el.tagName !== 'IMG' || !/^\d{1,5}$/.test(value))) el.removeAttribute(name);
  }
  if (el.tagName === 'A' && el.getAttribute('href')) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/**
 * Sanitising on jsdom costs milliseconds per article while every visitor of a shared link asks for
 * the same body, so clean results are kept by their input (the output depends on nothing else),
 * least recently used first out, within SANITIZE_CACHE_LIMITS.
 */
export const SANITIZE_CACHE_LIMITS = { entries: 300, chars: 6_000_000 } as const;
const cache = new Map<string, string>();
let cachedChars = 0;

function remember(input: string, output: string): void {
  const size = input.length + output.length;
  if (size > SANITIZE_CACHE_LIMITS.chars / 4) return;
  cache.set(input, output);
  cachedChars += size;
  for (const [key, value] of cache) {
    if (cache.size <= SANITIZE_CACHE_LIMITS.entries && cachedChars <= SANITIZE_CACHE_LIMITS.chars) break;
    cache.delete(key);
    cachedChars -= key.length + value.length;
  }
}

/** How many clean results are kept, and their size in characters (inputs and outputs). */
export function sanitizeCacheStats(): { entries: number; chars: number } {
  return { entries: cache.size, chars: cachedChars };
}

/** Clean HTML of an article body (or any rich-text field): no scripts, handlers or javascript: URLs. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const cached = cache.get(html);
  if (cached !== undefined) {
    // Most recently used goes last.
    cache.delete(html);
    cache.set(html, cached);
    return cached;
  }
  imagesSeen = 0;
  const clean = purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  remember(html, clean);
  return clean;
}
