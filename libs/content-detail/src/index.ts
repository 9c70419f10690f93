// Public face of @share/content-detail: the detail pages of every content type (containers and
// props-only views), the docDetail layout's rules, and the pure rules they follow.
export { detailBlocksFor, TYPES_WITHOUT_COMMENT_FOOTER, TYPES_WITHOUT_RELATED_COMMENTS_RECOMMEND } from './lib/detail-blocks';
export type { DetailBlocks } from './lib/detail-blocks';
export { ContentDetailPage } from './lib/content-detail-page';
export type { ContentDetailPageProps } from './lib/content-detail-page';
export { ContentDetailView, liveScreenHrefs } from './lib/content-detail-view';
export type { ContentDetailViewProps, DetailLists } from './lib/content-detail-view';
export { SpecialPage, SpecialView } from './lib/special-page';
export type { SpecialViewProps, SpecialGroupState, SpecialScreen } from './lib/special-page';
export { SpecialShortPage, SpecialShortView, specialShortMeta } from './lib/special-short-page';
export type { SpecialShortViewProps } from './lib/special-short-page';
export { DetailLayout } from './lib/detail-layout';
export type { DetailLayoutProps } from './lib/detail-layout';
export { DetailHeader } from './lib/detail-header';
export type { DetailHeaderProps } from './lib/detail-header';
export { LinkCard, SpTopicCard, MiniProgramCard, LocalLiveBody } from './lib/action-cards';
export type { LiveScreen } from './lib/action-cards';
export { albumStatusText } from './lib/album-status';
export { normalizeSpecial, SPECIAL_PAGE_SIZE, SPECIAL_BATCH_SIZE } from './lib/special-groups';
export { readLinkPayload, linkTarget, readSpTopicPayload, spTopicTargets, galleryImagesOf } from './lib/payloads';
export { shareMeta, absoluteUrl, fullImageOf, plainDescription } from './lib/share-meta';
export type { MetaDescriptor } from './lib/share-meta';
export { RECOMMEND_PAGE_SIZE, COMMENTS_PAGE_SIZE, AUDIO_ALBUM_LIMIT } from './lib/detail-data';
export type { ContentDetailData, SpecialDetailData, SpecialShortData } from './lib/detail-data';
export { CommentsPanel } from './lib/comments/comments-panel';
export type { CommentsPanelProps, CommentThread } from './lib/comments/comments-panel';
export { CommentFooter } from './lib/comments/comment-footer';
export type { CommentFooterProps } from './lib/comments/comment-footer';
export {
  replyModeReducer,
  initialReplyMode,
  placeholderOf,
  replyTargetOf,
  commentRefusal,
  commentsAreOpen,
  commentBody,
} from './lib/comments/reply-mode';
export type { ReplyTarget, ReplyModeState, ReplyModeAction } from './lib/comments/reply-mode';
export { familyEndpoints } from './lib/actions/action-endpoints';
