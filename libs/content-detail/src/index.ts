// Public face of @share/content-detail: the detail pages of every content type (containers and
// props-only views), the docDetail layout's rules, and the pure rules they follow.
export { ContentDetailPage, SpecialPage, SpecialShortPage } from './lib/lazy-pages';
export { shareMeta, fullImageOf, specialShortMeta } from './lib/share-meta';
export { detailBlocksFor } from './lib/detail-blocks';
