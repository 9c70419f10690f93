// The Chinese strings of the invitation page (wording ours; the spec names the page, not its text).

export const INVITE_TITLE = '邀请你一起加入';
export const INVITE_CODE_LABEL = '邀请码';
export const INVITE_DOWNLOAD = '下载APP，领取新人福利';
export const INVITE_STEPS = ['下载并打开APP', '注册时填写邀请码', '双方各得积分奖励'] as const;
export const INVITE_RECORDS_TITLE = '我的邀请记录';
export const INVITE_RECORD_STATUS = ['已注册', '已奖励'] as const;
export const INVITE_POINTS = '积分';
