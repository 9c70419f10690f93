// Public face of @share/content-detail: the detail pages of every content type (containers and
// props-only views), the docDetail layout's rules, and the pure rules they follow.
export { ContentDetailPage } from './lib/content-detail-page';
export { SpecialPage } from './lib/special-page';
export { SpecialShortPage, specialShortMeta } from './lib/special-short-page';
export { shareMeta, fullImageOf } from './lib/share-meta';
