// Server-only entry of @share/content-detail: rich-text sanitising (DOMPurify on jsdom) and the
// loaders' data assembly. Never imported by browser code.
export { sanitizeRichText, RICH_TEXT_IMAGE_CLASS } from './lib/sanitize-rich-text.server';
export { loadContentDetail, loadSpecialDetail, loadSpecialShort, DetailNotFoundError } from './lib/load-detail.server';
export type { ContentDetailRequest, SpecialDetailRequest, SpecialShortRequest } from './lib/load-detail.server';
