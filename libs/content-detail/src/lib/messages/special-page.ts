// The special topic page's groups and chips (wording ours).
export const EXPAND_GROUP = '展开';
export const COLLAPSE_GROUP = '收起';
/** The special topic's chips that jump to its groups. */
export const SPECIAL_SECTIONS_LABEL = '专题栏目';
