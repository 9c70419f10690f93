// What the detail page's actions say of the app (spec §1, §5).
/** Wording ours: liking happens in the app only (spec §1, §5). */
export const DIALOG_LIKE_IN_APP = '请打开APP点赞';
