// Specials, albums, live rooms and bookings of the demo data set.
import { DAY, HOUR, MINUTE, banner, cover, vertical } from './demo-media';
import { demoItems } from './demo-items';
import { DEMO_VIDEO, demoMediaUrl } from './demo-video';
import type { DemoAlbum, DemoBooking, DemoLiveRoom, DemoSpecial } from './demo-types';

/**
 * Spec §9 fetches a special's groups 50 at a time: this group holds 60 published items so that the
 * site's second batch is a real request.
 */
const MORE_REPORT_KEYS = demoItems
  .filter((item) => item.published && item.content_type !== 'special')
  .slice(0, 60)
  .map((item) => item.key);

export const demoSpecials: DemoSpecial[] = [
  {
    key: 'special-economy',
    item_key: 'sp-spring-economy',
    banner: banner(1),
    groups: [
      { key: 'sg-data', name: '数据解读', collapse: false, content_keys: ['a-economy', 'a-housing', 'a-farm'] },
      { key: 'sg-visit', name: '企业走访', collapse: false, content_keys: ['a-chip', 'a-ai', 'v-river'] },
      // No content list: dropped by the site, and its section with it.
      { key: 'sg-expert', name: '专家观点', collapse: false },
      { key: 'sg-empty', name: '图说经济', collapse: true, content_keys: [] },
      { key: 'sg-voices', name: '百姓声音', collapse: true, content_keys: ['a-metro', 'gl-spring'] },
      { key: 'sg-more', name: '更多报道', collapse: false, content_keys: MORE_REPORT_KEYS },
    ],
    sections: [
      { key: 'ss-data', group_key: 'sg-data', title: '数据解读', layout: 'list' },
      { key: 'ss-visit', group_key: 'sg-visit', title: '企业走访', layout: 'grid' },
      { key: 'ss-expert', group_key: 'sg-expert', title: '专家观点', layout: 'list' },
      { key: 'ss-voices', group_key: 'sg-voices', title: '百姓声音', layout: 'carousel' },
      { key: 'ss-more', group_key: 'sg-more', title: '更多报道', layout: 'list' },
    ],
  },
  {
    key: 'special-new-year',
    item_key: 'sp-new-year',
    banner: banner(2),
    groups: [
      { key: 'sg-custom', name: '年俗', collapse: false, content_keys: ['a-flower-market', 'gl-festival', 'sv-lion'] },
      { key: 'sg-craft', name: '手艺', collapse: false, content_keys: ['a-intangible', 'v-opera'] },
      { key: 'sg-taste', name: '年味', collapse: false },
    ],
    sections: [
      { key: 'ss-custom', group_key: 'sg-custom', title: '年俗', layout: 'grid' },
      { key: 'ss-craft', group_key: 'sg-craft', title: '手艺', layout: 'list' },
      { key: 'ss-taste', group_key: 'sg-taste', title: '年味', layout: 'list' },
    ],
  },
];

export const demoAlbums: DemoAlbum[] = [
  {
    key: 'album-history',
    item_key: 'aa-history',
    series: 'audio_album',
    status: 0,
    total: 5,
    track_keys: ['au-history-1', 'au-history-2', 'au-history-3', 'au-history-4', 'au-history-5'],
  },
  {
    key: 'album-idiom',
    item_key: 'aa-idiom',
    series: 'audio_album',
    status: 1,
    total: 6,
    track_keys: ['au-idiom-1', 'au-idiom-2', 'au-idiom-3', 'au-idiom-4', 'au-idiom-5', 'au-idiom-6'],
  },
  { key: 'album-coming', item_key: 'aa-coming', series: 'audio_album', status: 0, total: 0, track_keys: [] },
  {
    key: 'album-north-river',
    item_key: 'va-north-river',
    series: 'video_album',
    status: 1,
    total: 4,
    track_keys: ['v-river-doc-1', 'v-river-doc-2', 'v-river-doc-3', 'v-river-doc-4'],
  },
];

const DISCLAIMER = '直播内容仅代表嘉宾个人观点，不代表本平台立场。请文明发言，共同维护良好的互动环境。';
/** Every live playlist plays the generated demo stream (demo-video.ts; its playlist: services/live-playlist.ts). */
const hls = (name: string) => `${DEMO_VIDEO.hls}?camera=${name}`;

export const demoLiveRooms: DemoLiveRoom[] = [
  {
    key: 'live-room-forum',
    item_key: 'live-forum',
    status: 0,
    title: '2026湾区科技创新论坛',
    source: '南岭新闻',
    type: 'video',
    start_offset_seconds: 18 * HOUR,
    end_offset_seconds: 22 * HOUR,
    group_key: 'g-live',
    live_background: cover(17),
    play_background: vertical(6),
    countdown_label: '距离直播开始',
    countdown_style: 1,
    countdown_switch: true,
    disclaimer: DISCLAIMER,
    disclaimer_enable: true,
    live_count: 0,
    online_count: 0,
    view_count: 1890,
    share_count: 45,
    notice_label: '直播预告',
    notice_switch: true,
    notice_video: '',
    notices: [{ content: '论坛开幕后将直播主会场全程，预约后开播时提醒你。', published_seconds_ago: 6 * HOUR }],
    reservation_label: '预约直播',
    playlists: [{ cover: cover(17), name: '主会场', play_url: hls('forum-main'), type: 'hls' }],
    columns: [
      { enable_chat: true, name: '聊天', type: 'chat' },
      { enable_chat: false, name: '简介', type: 'intro' },
    ],
    chat: [
      { key: 'chat-forum-1', user_key: 'u-student', content: '已预约，期待！', sent_seconds_ago: 5 * HOUR, like_count: 3, msg_type: 'text' },
      { key: 'chat-forum-2', user_key: 'u-zhang', content: '有哪些嘉宾？', sent_seconds_ago: 3 * HOUR, like_count: 0, msg_type: 'text' },
    ],
  },
  {
    key: 'live-room-press',
    item_key: 'live-press',
    status: 1,
    title: '全市防汛工作新闻发布会',
    source: '南岭新闻',
    type: 'video',
    start_offset_seconds: -40 * MINUTE,
    end_offset_seconds: 50 * MINUTE,
    group_key: 'g-live',
    live_background: cover(18),
    play_background: vertical(5),
    countdown_label: '',
    countdown_style: 0,
    countdown_switch: false,
    disclaimer: DISCLAIMER,
    disclaimer_enable: true,
    live_count: 1,
    online_count: 3871,
    view_count: 13348,
    share_count: 623,
    notice_label: '公告',
    notice_switch: true,
    notice_video: '',
    notices: [
      { content: '发布会现场提问环节将在15分钟后开始。', published_seconds_ago: 5 * MINUTE },
      { content: '欢迎进入直播间，请文明发言。', published_seconds_ago: 40 * MINUTE },
    ],
    reservation_label: '',
    playlists: [
      { cover: cover(18), name: '主机位', play_url: hls('press-main'), type: 'hls' },
      { cover: cover(30), name: '手语翻译', play_url: hls('press-sign'), type: 'hls' },
    ],
    columns: [
      { enable_chat: true, name: '互动', type: 'chat' },
      { enable_chat: false, name: '相关报道', type: 'content', group_key: 'g-local' },
      { enable_chat: false, name: '防汛指南', type: 'link', link_url: 'https://h5.example.com/flood-guide' },
    ],
    chat: [
      { key: 'chat-press-1', mp_key: 'mp-weather', content: '最新：暴雨橙色预警信号生效中。', sent_seconds_ago: 35 * MINUTE, like_count: 230, msg_type: 'host' },
      { key: 'chat-press-2', user_key: 'u-liu', content: '我们小区地下车库进水了，请问找谁？', sent_seconds_ago: 30 * MINUTE, like_count: 12, msg_type: 'text' },
      { key: 'chat-press-3', user_key: 'u-teacher', content: '明天会继续停课吗？', sent_seconds_ago: 20 * MINUTE, like_count: 45, msg_type: 'text' },
      { key: 'chat-press-4', content: '欢迎 老周 进入直播间', sent_seconds_ago: 10 * MINUTE, like_count: 0, msg_type: 'system' },
      { key: 'chat-press-5', user_key: 'u-grandpa', content: '辛苦了，一线的工作人员！', sent_seconds_ago: 2 * MINUTE, like_count: 8, msg_type: 'text' },
      { key: 'chat-press-6', user_key: 'u-new', content: '天河区现在雨小了。', sent_seconds_ago: 20, like_count: 0, msg_type: 'text' },
    ],
  },
  {
    key: 'live-room-concert',
    item_key: 'live-concert',
    status: 3,
    title: '城市交响音乐会',
    source: '南岭新闻',
    type: 'video',
    start_offset_seconds: -21 * DAY,
    end_offset_seconds: -21 * DAY + 2 * HOUR,
    group_key: 'g-live',
    live_background: cover(19),
    play_background: vertical(4),
    countdown_label: '',
    countdown_style: 0,
    countdown_switch: false,
    disclaimer: '',
    disclaimer_enable: false,
    live_count: 0,
    online_count: 0,
    view_count: 118503,
    share_count: 12285,
    notice_label: '',
    notice_switch: false,
    notice_video: demoMediaUrl('landscape', 30),
    notices: [],
    reservation_label: '',
    playlists: [
      // Replays are videos on demand: an HLS playlist that ends, and an MP4.
      { cover: cover(19), name: '上半场', play_url: DEMO_VIDEO.replay, type: 'replay' },
      { cover: cover(20), name: '下半场', play_url: demoMediaUrl('landscape', 245), type: 'replay' },
    ],
    columns: [{ enable_chat: false, name: '节目单', type: 'intro' }],
    chat: [
      { key: 'chat-concert-1', user_key: 'u-qing', content: '《拉德茨基进行曲》全场打拍子！', sent_seconds_ago: 21 * DAY - HOUR, like_count: 567, msg_type: 'text' },
    ],
  },
  {
    key: 'live-room-marathon',
    item_key: 'll-marathon',
    status: 2,
    title: '城市马拉松赛况实时播报',
    source: '本台记者',
    type: 'image_text',
    start_offset_seconds: -22 * HOUR,
    end_offset_seconds: -16 * HOUR,
    group_key: 'g-local',
    live_background: cover(20),
    play_background: vertical(3),
    countdown_label: '',
    countdown_style: 0,
    countdown_switch: false,
    disclaimer: DISCLAIMER,
    disclaimer_enable: false,
    live_count: 0,
    online_count: 0,
    view_count: 9974,
    share_count: 678,
    notice_label: '公告',
    notice_switch: false,
    notice_video: '',
    notices: [{ content: '直播已结束，感谢观看。', published_seconds_ago: 16 * HOUR }],
    reservation_label: '',
    playlists: [{ cover: cover(13), name: '终点直击', play_url: demoMediaUrl('landscape', 95), type: 'mp4' }],
    columns: [
      { enable_chat: true, name: '实况', type: 'chat' },
      { enable_chat: false, name: '相关报道', type: 'content', group_key: 'g-local' },
    ],
    chat: [
      { key: 'chat-marathon-1', mp_key: 'mp-run', content: '鸣枪开跑！3万名跑者从海心沙出发。', sent_seconds_ago: 22 * HOUR, like_count: 89, msg_type: 'host' },
      { key: 'chat-marathon-2', mp_key: 'mp-run', content: '男子组冠军冲线，成绩2小时08分。', sent_seconds_ago: 20 * HOUR, like_count: 345, msg_type: 'host' },
      { key: 'chat-marathon-3', user_key: 'u-runner', content: '我在30公里处，加油！', sent_seconds_ago: 19 * HOUR, like_count: 12, msg_type: 'text' },
    ],
  },
  {
    key: 'live-room-lantern',
    item_key: 'll-lantern',
    status: 0,
    title: '珠江两岸灯光秀即将亮灯',
    source: '本台记者',
    type: 'video',
    start_offset_seconds: 2 * HOUR + 15 * MINUTE,
    end_offset_seconds: 3 * HOUR,
    group_key: 'g-culture',
    live_background: vertical(5),
    play_background: vertical(5),
    countdown_label: '距离亮灯还有',
    countdown_style: 2,
    countdown_switch: true,
    disclaimer: DISCLAIMER,
    disclaimer_enable: true,
    live_count: 0,
    online_count: 0,
    view_count: 1313,
    share_count: 98,
    notice_label: '预告片',
    notice_switch: true,
    notice_video: demoMediaUrl('portrait', 15),
    notices: [{ content: '最佳观赏点：海心沙、二沙岛东侧。', published_seconds_ago: 5 * MINUTE }],
    reservation_label: '开播提醒我',
    playlists: [{ cover: vertical(5), name: '江面机位', play_url: hls('lantern'), type: 'hls' }],
    columns: [{ enable_chat: true, name: '聊天', type: 'chat' }],
    chat: [],
  },
];

export const demoBookings: DemoBooking[] = [
  { key: 'bk-1', user_key: 'u-demo', booking_type: 'live', live_key: 'live-room-forum', booked_seconds_ago: 2 * HOUR },
  { key: 'bk-2', user_key: 'u-demo', booking_type: 'live', live_key: 'live-room-lantern', booked_seconds_ago: 3 * MINUTE },
  { key: 'bk-3', user_key: 'u-xiaolin', booking_type: 'live', live_key: 'live-room-forum', booked_seconds_ago: 5 * HOUR },
  { key: 'bk-4', user_key: 'u-student', booking_type: 'live', live_key: 'live-room-forum', booked_seconds_ago: 4 * HOUR },
];
