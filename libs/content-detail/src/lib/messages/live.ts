// Live rooms (wording ours).
export const LIVE_SCREEN_LABELS = {
  ImageScreen: '图文直播',
  LandscapeScreen: '横屏直播',
  PortraitScreen: '竖屏直播',
} as const;
export const LIVE_WATCH_IN_APP = '打开APP观看直播';
