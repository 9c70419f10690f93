/** Content-type tag labels, one per catalog of spec §2 (wording ours). */
export const CONTENT_TYPE_LABELS = {
  svideo: '短视频',
  video: '视频',
  h5: '链接',
  local_live: '直播',
  audio: '音频',
  image: '图集',
  audio_album: '音频专辑',
  video_album: '视频专辑',
  topic: '话题',
  mini_program: '小程序',
  sp_topic: '专题',
} as const;
