// The Chinese strings of the clue-report and dejin pages (wording ours: the spec names the screens,
// not their text; 暂无内容 and the like-in-app prompt are ui's).

export const CLUE_STATUS_LABELS = ['待受理', '已受理', '已回复'] as const;
export const OFFICIAL_REPLY = '官方回复';
export const RELATED_POSTS = '相关报道';
export const TOPIC_REPORTS = '话题爆料';
export const REPORTER_CLUES = 'TA的爆料';
export const REPORTER_AT_CLUES = '提到TA的';
export const RECOMMENDED_TOPICS = '热门话题';
export const TOPIC_SQUARE = '话题广场';
export const WRITE_COMMENT = '写评论…';
export const PROMPT_FOLLOW = '请打开APP关注TA';
export const PROMPT_COMMENT = '请打开APP参与评论';
export const DEJIN_CATALOG_TITLE = '全部分类';
export const DEJIN_ALL_CONTENT = '全部内容';
export const DEJIN_TOPIC_POSTS = '热门内容';
export const DEJIN_PERSONAL_POSTS = 'TA的内容';
export const commentsTitle = (count: string) => `评论 ${count}`;
export const fansText = (count: string) => `${count}粉丝`;
export const followsText = (count: string) => `${count}关注`;
export const likesText = (count: string) => `${count}获赞`;
export const viewsText = (count: string) => `${count}浏览`;
export const cluesText = (count: string) => `${count}条爆料`;
export const postsText = (count: string) => `${count}篇内容`;
export const atText = (alias: string) => `@${alias}`;
