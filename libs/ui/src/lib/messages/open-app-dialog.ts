// Open-app dialog (spec §2, §9).
export const DIALOG_GO = '立即前往';
export const DIALOG_LATER = '再考虑下';
export const DIALOG_CLOSE = '关闭弹窗';
/** Wording ours: the spec says the dialog invites the user to open the app. */
export const DIALOG_OPEN_APP_TITLE = '打开APP，体验更多精彩';
