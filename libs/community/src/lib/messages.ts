// The Chinese strings of the community pages (wording ours: the spec names the pages, not their text).

export const CIRCLES_TITLE = '热门圈子';
export const CIRCLE_TOPICS_TITLE = '圈子话题';
export const CIRCLE_POSTS_TITLE = '最新动态';
export const TOPIC_POSTS_TITLE = '话题动态';
export const JOIN_CIRCLE = '加入圈子';
export const PROMPT_JOIN_CIRCLE = '请打开APP加入圈子';
export const PROMPT_COMMENT = '请打开APP参与评论';
export const PROMPT_ASK = '请打开APP提问';
export const ASK_QUESTION = '我也要提问';
export const ANSWERS_TITLE = '律师解答';
export const LAW_QUESTION_LABEL = '法律问答';
export const OPEN_LIST_TITLE = '全部内容';
export const OPEN_CHILDREN_TITLE = '子目录';
export const SOURCE_LABEL = '来源';
export const membersText = (count: string) => `${count}成员`;
export const viewsText = (count: string) => `${count}浏览`;
export const answerCountText = (count: number) => `${count}个回答`;
