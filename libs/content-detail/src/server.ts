// Server-only entry of @share/content-detail: rich-text sanitising (DOMPurify on jsdom) and the
// loaders' data assembly. Never imported by browser code.
export { loadContentDetail, loadSpecialDetail, loadSpecialShort, DetailNotFoundError } from './lib/load-detail.server';
