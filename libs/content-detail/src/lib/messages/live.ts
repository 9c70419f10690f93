// Live rooms (wording ours). The sub-screens' labels are libs/live's SCREEN_LABELS too, written twice
// on purpose: a module of @share/ui that both import is a chunk of its own, which Rollup merged into
// the 404 page's chunk, and the live, local live and mini-program pages then loaded 0.2 KB gzip more
// (the video and audio pages one file more).
export const LIVE_SCREEN_LABELS = {
  ImageScreen: '图文直播',
  LandscapeScreen: '横屏直播',
  PortraitScreen: '竖屏直播',
} as const;
export const LIVE_WATCH_IN_APP = '打开APP观看直播';
