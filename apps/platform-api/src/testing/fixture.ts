/** A small data set in the demo shape, so tests do not depend on the demo content. */
import type { DemoItem, DemoLiveRoom } from '../seed/demo-types';
import type { SeedData } from '../seed/seed';

export const FIXTURE_PASSWORD = 'Secret@123';
export const FIXTURE_PHONE_WITH_PASSWORD = '13900001111';
export const FIXTURE_PHONE_PLAIN = '13700002222';

function item(key: string, overrides: Partial<DemoItem>): DemoItem {
  return {
    key,
    content_type: 'article',
    title: `标题 ${key}`,
    summary: `摘要 ${key}`,
    source_alias: '测试来源',
    published: true,
    published_seconds_ago: 3600,
    view_count: 100,
    like_count: 10,
    collect_count: 5,
    share_count: 1,
    group_keys: ['g-news'],
    enable_comment: true,
    meta: { comment_available: 'true' },
    content: `<p>正文 ${key}</p>`,
    style: { type: 'single', data: [{ thumb: `/media/covers/${key}.png`, url: `/media/covers/${key}.png` }] },
    relation_keys: [],
    ...overrides,
  };
}

const liveRoom: DemoLiveRoom = {
  key: 'live-1',
  item_key: 'live',
  status: 1,
  title: '测试直播',
  source: '测试台',
  type: 'video',
  start_offset_seconds: -600,
  end_offset_seconds: 3600,
  group_key: 'g-news',
  live_background: '/media/banners/live.png',
  play_background: '/media/banners/play.png',
  countdown_label: '距离开始',
  countdown_style: 1,
  countdown_switch: true,
  disclaimer: '免责声明',
  disclaimer_enable: true,
  live_count: 10,
  online_count: 5,
  view_count: 50,
  share_count: 2,
  notice_label: '公告',
  notice_switch: true,
  notice_video: '',
  notices: [{ content: '欢迎', published_seconds_ago: 60 }],
  reservation_label: '预约',
  playlists: [{ cover: '/media/covers/live.png', name: '主画面', play_url: '/media/live.m3u8', type: 'hls' }],
  columns: [{ enable_chat: true, name: '聊天', type: 'chat' }],
  chat: [
    { key: 'm1', user_key: 'u-pass', content: '第一条', sent_seconds_ago: 120, like_count: 0, msg_type: 'text' },
    { key: 'm2', mp_key: 'mp-1', content: '主持人发言', sent_seconds_ago: 60, like_count: 3, msg_type: 'host' },
  ],
};

export const FIXTURE: SeedData = {
  site: {
    app_info: {
      primaryColor: '#1677FF',
      app_name: '测试App',
      app_logo: '/media/brand/logo.png',
      slogan: '口号',
      scheme: 'testapp://',
      ios_app_id: '1',
      android_package: 'com.example.test',
    },
    h5_config: { site_name: '测试站', site_logo: '/media/brand/logo.png', descriptions: '打开APP查看更多内容' },
    bottom_navigation_bar: {
      navigationItems: [
        {
          id: 'home',
          title: '首页',
          binding: 'group',
          category: 'news',
          isHome: true,
          groups: ['g-news'],
          icons: { normal: '', selected: '' },
        },
      ],
      unselectedLabelColor: '#999999',
      selectedLabelColor: '#1677FF',
    },
    app_download_url: { url: 'https://download.example.com/app' },
    wxshare: { title: '分享标题', desc: '分享描述', imgUrl: '/media/brand/logo.png', appId: 'wx-test' },
    hot_words: ['经济', '天气'],
  },
  groups: [
    { key: 'g-news', name: '新闻', layout: 'news', type: 'news', sort: 1, is_default: true },
    { key: 'g-video', name: '视频', layout: 'video', type: 'news', sort: 2 },
  ],
  media_accounts: [
    {
      key: 'mp-1',
      mp_name: '测试媒体号',
      avatar: '/media/avatars/mp-01.png',
      description: '简介',
      fans: 10,
      follow_count: 0,
      verified: true,
      ip_location: '广东',
    },
  ],
  users: [
    {
      key: 'u-pass',
      phone: FIXTURE_PHONE_WITH_PASSWORD,
      alias: '有密码',
      avatar: '/media/avatars/user-01.png',
      password: FIXTURE_PASSWORD,
      ip_location: '广东',
      registered_seconds_ago: 86400,
    },
    {
      key: 'u-plain',
      phone: FIXTURE_PHONE_PLAIN,
      alias: '无密码',
      avatar: '/media/avatars/user-02.png',
      ip_location: '湖南',
      registered_seconds_ago: 86400,
    },
  ],
  items: [
    item('open', { relation_keys: ['video', 'draft'] }),
    item('closed', { enable_comment: false }),
    item('switch-off', { meta: { comment_available: 'false' } }),
    item('draft', { published: false }),
    item('expired-draft', { published: false }),
    item('mp-doc', { mp_key: 'mp-1' }),
    item('video', {
      content_type: 'video',
      group_keys: ['g-video'],
      duration_str: '01:30',
      payload: {
        kind: 'media',
        play_url: '/media/v.mp4',
        cover: '/media/covers/v.png',
        duration: 90,
        mime_type: 'video/mp4',
      },
    }),
    item('album', { content_type: 'audio_album', group_keys: [] }),
    item('track-1', { content_type: 'audio', group_keys: [] }),
    item('track-2', { content_type: 'audio', group_keys: [] }),
    item('special', { content_type: 'special', group_keys: [] }),
    item('topic', {
      content_type: 'topic',
      payload: { kind: 'topic', topic_name: '城市 记忆', description: '', participant_count: 3 },
    }),
    item('link', {
      content_type: 'link',
      payload: {
        kind: 'link',
        url: 'https://example.com/page',
        real_url: 'https://example.com/page',
        nav: true,
        capsule: false,
        bizName: '',
      },
    }),
    item('form', {
      content_type: 'cloud_form',
      payload: {
        kind: 'cloud_form',
        form_id: 'f1',
        url: '',
        fields: [{ name: 'name', label: '姓名', type: 'text', required: true }],
        deadline_offset_seconds: 86400,
      },
    }),
    item('live', { content_type: 'live' }),
  ],
  comments: [
    {
      key: 'c1',
      item_key: 'open',
      user_key: 'u-plain',
      content: '第一条评论',
      published_seconds_ago: 300,
      ip_location: '湖南',
      star_count: 2,
    },
    {
      key: 'c1r',
      item_key: 'open',
      user_key: 'u-pass',
      content: '回复第一条',
      published_seconds_ago: 200,
      ip_location: '广东',
      star_count: 0,
      parent_key: 'c1',
      reply_to_user_key: 'u-plain',
    },
    {
      key: 'c-mp',
      item_key: 'mp-doc',
      user_key: 'u-plain',
      content: '媒体号内容的评论',
      published_seconds_ago: 100,
      ip_location: '湖南',
      star_count: 0,
    },
  ],
  hot_list_keys: ['video', 'open'],
  editor_recommend_keys: ['open'],
  recommend_keys: ['open', 'video'],
  specials: [
    {
      key: 's1',
      item_key: 'special',
      banner: '/media/banners/s.png',
      groups: [
        { key: 'sg1', name: '第一组', collapse: false, content_keys: ['open', 'draft'] },
        { key: 'sg2', name: '空组', collapse: false },
      ],
      sections: [{ key: 'sec1', group_key: 'sg1', title: '第一组', layout: 'list' }],
    },
  ],
  albums: [
    { key: 'al1', item_key: 'album', series: 'audio_album', status: 0, total: 2, track_keys: ['track-1', 'track-2'] },
  ],
  live_rooms: [liveRoom],
  bookings: [],
  preview_documents: [
    { key: 'p1', item_key: 'draft' },
    { key: 'p2', item_key: 'expired-draft', expires_in_seconds: 60 },
  ],
  invite_records: [
    {
      key: 'i1',
      inviter_key: 'u-pass',
      invitee_key: 'u-plain',
      invited_seconds_ago: 100,
      reward_points: 10,
      status: 1,
    },
  ],
};
