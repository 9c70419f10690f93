// Preview (spec §2, §6, §9).
export const WATERMARK = '内部临时预览';
/** Wording ours: countdown banner text before the remaining time. */
export const PREVIEW_COUNTDOWN_PREFIX = '内部临时预览，链接将在';
export const PREVIEW_COUNTDOWN_SUFFIX = '后失效';
export const PREVIEW_EXPIRED = '预览链接已失效';
