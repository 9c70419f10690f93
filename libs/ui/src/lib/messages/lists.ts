// Lists (spec §2).
export const HOT_LIST_TITLE = '72小时';
export const HOT_LIST_BADGE = '热点';
export const EDITOR_PICKS_TITLE = '编辑推荐';
export const LOAD_MORE = '加载更多';
export const LOADING = '加载中…';
export const NO_MORE = '没有更多了';
/** A page of a list failed (wording ours). */
export const LOAD_FAILED = '加载失败，点击重试';
/** Under the empty state when the platform failed (wording ours). */
export const OFFLINE_NOTICE = '网络不给力，请稍后再试';
