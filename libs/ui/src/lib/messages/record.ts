// A person's post on a record page (circle posts, clue reports, dejin posts): its counts' buttons
// and a person's follow button (wording ours).
export const LABEL_LIKE = '点赞';
export const LABEL_COMMENT = '评论';
export const LABEL_FOLLOW = '关注';
