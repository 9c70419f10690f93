// What every detail page shows: the comment footer, the blocks' titles, the header's actions.

/** Comment input placeholder of spec §4. */
export const COMMENT_PLACEHOLDER = '我来讲两句';

// Block titles and labels (wording ours).
export const RELATED_TITLE = '相关阅读';
export const COMMENTS_TITLE = '评论';
export const RECOMMEND_TITLE = '推荐';
export const FOLLOW = '关注';
export const FOLLOWED = '已关注';
export const VIEW_LABEL = '阅读';
export const LIKE_LABEL = '点赞';
export const COLLECT_LABEL = '收藏';
