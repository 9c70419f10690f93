export { detailBlocksFor, TYPES_WITHOUT_COMMENT_FOOTER, TYPES_WITHOUT_RELATED_COMMENTS_RECOMMEND } from './lib/detail-blocks';
export type { DetailBlocks } from './lib/detail-blocks';
