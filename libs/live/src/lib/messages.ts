// Strings of the live room, verbatim.

export const STATUS_LABELS = {
  upcoming: '预告',
  live: '直播中',
  ended: '已结束',
  replay: '回放',
} as const;
/** Said once to screen readers when the countdown reaches zero (not a string of the spec). */
export const LIVE_STARTED_ANNOUNCEMENT = '直播已开始';
export const BOOK = '预约';
export const BOOKED = '已预约';
/** Spec §8 style success messages of booking (the platform's own wording). */
export const MSG_BOOKING_SUCCESS = '预约成功';
export const MSG_UNBOOKING_SUCCESS = '取消预约成功';
export const COUNTDOWN_DEFAULT_LABEL = '距离直播开始';
export const START_TIME_LABEL = '开播时间';
export const ONLINE_LABEL = '在线';
export const WATCHED_LABEL = '观看';
export const CHAT_DEFAULT_TAB = '聊天';
export const INTRO_DEFAULT_TAB = '简介';
export const CHAT_EMPTY = '暂无消息，来说两句吧～';
export const CHAT_PLACEHOLDER = '说点什么…';
export const CHAT_LOGIN_PLACEHOLDER = '登录后参与互动';
export const CHAT_SEND = '发送';
export const CHAT_LOAD_OLDER = '查看更早的消息';
export const CHAT_DISABLED = '本直播未开启互动';
export const CONNECTION_LABELS = {
  connecting: '连接中…',
  open: '已连接',
  closed: '连接已断开，正在重连…',
  stopped: '连接已断开',
} as const;
export const ROOM_LIKE = '点赞';
export const MESSAGE_LIKE = '点赞';
export const PLAYLIST_LABEL = '切换机位';
export const PLAYER_ERROR = '视频暂时无法播放';
export const SCREEN_LABELS = {
  ImageScreen: '图文直播',
  LandscapeScreen: '横屏直播',
  PortraitScreen: '竖屏直播',
} as const;
export const NOTICES_TITLE = '直播动态';
