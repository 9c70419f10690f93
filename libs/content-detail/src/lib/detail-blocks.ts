/**
 * Which blocks of the docDetail layout a page shows (spec §2): related, comment and recommend blocks
 * are hidden for gallery, audio_album, svideo, special and local_live; the comment footer for
 * audio_album, svideo, special and local_live.
 */
export const TYPES_WITHOUT_RELATED_COMMENTS_RECOMMEND = [
  'gallery',
  'audio_album',
  'svideo',
  'special',
  'local_live',
] as const;
export const TYPES_WITHOUT_COMMENT_FOOTER = ['audio_album', 'svideo', 'special', 'local_live'] as const;

export interface DetailBlocks {
  related: boolean;
  comments: boolean;
  recommend: boolean;
  commentFooter: boolean;
}

/** @param pageType the detail page type of the route (doc, gallery, svideo…, or special). */
export function detailBlocksFor(pageType: string): DetailBlocks {
  const bodyOnly = (TYPES_WITHOUT_RELATED_COMMENTS_RECOMMEND as readonly string[]).includes(pageType);
  return {
    related: !bodyOnly,
    comments: !bodyOnly,
    recommend: !bodyOnly,
    commentFooter: !(TYPES_WITHOUT_COMMENT_FOOTER as readonly string[]).includes(pageType),
  };
}
