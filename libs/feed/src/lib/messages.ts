// Chinese strings of the list screens. The spec's own strings come from @share/ui (EMPTY_DEFAULT,
// MSG_MODULE_UNSUPPORTED, LOAD_MORE...); these are the screens' labels.
export { MSG_MODULE_UNSUPPORTED } from '@share/ui';

export const GROUP_TABS_LABEL = '频道';
export const SEARCH_PLACEHOLDER = '搜索你感兴趣的内容';
export const SEARCH_BUTTON = '搜索';
/** The page titles of the search, activity and bar routes. */
export const SEARCH_TITLE = '搜索';
export const HOT_WORDS_TITLE = '热门搜索';
export const SEARCH_RESULTS_TITLE = '搜索结果';
export const LIST_DEFAULT_TITLE = '推荐阅读';
export const FLY_CARD_DEFAULT_TITLE = '飞卡';
export const FLY_CARD_READ_MORE = '查看详情';
export const ACTIVITY_DEFAULT_TITLE = '活动';
export const ACTIVITY_TIME = '活动时间';
export const ACTIVITY_ADDRESS = '活动地点';
export const ACTIVITY_SIGNUP = '报名';
export const ACTIVITY_SIGNUP_COUNT = '人已报名';
export const ACTIVITY_STATUS = ['未开始', '进行中', '已结束'] as const;
export const ACTIVITY_JOIN = '打开APP参与活动';
export const BAR_TITLE = '热榜';
export const UPDATED_AT = '更新于';
