// Comments (wording ours unless quoted by the spec).
/** The input's placeholder in reply mode (spec §4: "a reply to that user's alias"). */
export const replyPlaceholder = (alias: string) => `回复 ${alias}`;
export const REPLY = '回复';
export const SEND = '发送';
export const EXPAND_REPLIES = (n: number) => `展开${n}条回复`;
export const STAR_LABEL = '点赞';
