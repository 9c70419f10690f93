// Confirm dialog (wording ours, common Chinese UI).
export const CONFIRM_OK = '确定';
export const CONFIRM_CANCEL = '取消';
