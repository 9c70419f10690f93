// Albums (spec §4).
/** Album status of spec §4 (wording ours for 'updating', 'updated to N items', 'completed, N items total'). */
export const ALBUM_UPDATING = '更新中';
export const albumUpdatedTo = (n: number) => `已更新至${n}集`;
export const albumCompleted = (n: number) => `已完结，共${n}集`;
export const TRACKS_TITLE = '节目列表';
