// The bodies of the media types: galleries, audio, mini programs, links (wording ours).
export const PICTURE_COUNT = (n: number) => `共${n}张`;
/** Under a gallery of several pictures: they swipe sideways (not a string of the spec). */
export const GALLERY_SWIPE_HINT = '左右滑动查看更多图片';
/** The audio player's play/pause toggle (aria-pressed says which) and its track (not strings of the spec). */
export const AUDIO_PLAY_LABEL = '播放';
export const AUDIO_SEEK_LABEL = '播放进度';
export const OPEN_MINI_PROGRAM = '打开小程序';
export const OPEN_LINK = '打开链接';
export const OPEN_IN_APP = '在APP中打开';
export const OPEN_ON_PC = '在电脑上打开';
