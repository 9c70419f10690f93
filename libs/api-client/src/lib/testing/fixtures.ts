// The fixtures of @share/api-client/testing: the contract's types filled with fixed, readable data
// (a fixed now, public ids, share links), for stories and tests. Never imported by production code.
import { DETAIL_PAGE_TYPE, encodePublicId, shareLinkFor } from '@share/contract/browser';
import type {
  AppInfoContent,
  AuthToken,
  Comment,
  CommentList,
  ContentType,
  DocDetail,
  DocList,
  DocSummary,
  LiveDetail,
  MediaAccount,
  SpecialDetail,
  SpecialGroup,
  UserInfo,
} from '@share/contract';

/** 2026-11-21 12:00 (UTC+8) in unix seconds: a fixed "now" for fixtures. */
export const FIXTURE_NOW_S = 1_795_233_600;

export const FIXTURE_IDS = {
  user: encodePublicId(1001),
  post: encodePublicId(2001),
  mp: encodePublicId(3001),
  comment: encodePublicId(4001),
  live: encodePublicId(5001),
  special: encodePublicId(6001),
} as const;

export function fixtureAuthToken(overrides: Partial<AuthToken> = {}): AuthToken {
  return { token: 'user-token-1', user_id: FIXTURE_IDS.user, expires_at: FIXTURE_NOW_S + 30 * 86_400, ...overrides };
}

export function fixtureAnonymousToken(overrides: Partial<AuthToken> = {}): AuthToken {
  return { token: 'anonymous-token-1', expires_at: FIXTURE_NOW_S + 7 * 86_400, ...overrides };
}

export function fixtureUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    user_id: FIXTURE_IDS.user,
    alias: '读者1001',
    avatar: '/media/avatars/user-01.png',
    mobile: '138****8000',
    has_password: false,
    created_at: FIXTURE_NOW_S - 86_400,
    ...overrides,
  };
}

export function fixtureAppInfoContent(overrides: Partial<AppInfoContent> = {}): AppInfoContent {
  return {
    primaryColor: '#FF4A26',
    h5_config: {
      site_name: '掌上新闻',
      site_logo: '/media/brand/site-logo.png',
      descriptions: '打开APP，查看更多精彩内容',
    },
    bottomNavigationBar: {
      navigationItems: [
        { id: 'home', title: '首页', binding: 'home', category: 'group', isHome: true, groups: [], icons: {} },
      ],
      unselectedLabelColor: '#999999',
      selectedLabelColor: '#FF4A26',
    },
    ...overrides,
  };
}

export function fixtureDocSummary(overrides: Partial<DocSummary> = {}): DocSummary {
  const postId = overrides.post_id ?? FIXTURE_IDS.post;
  return {
    post_id: postId,
    id: postId,
    title: '城市新闻：地铁新线今日开通',
    summary: '新线全长32公里，设站20座。',
    share_link: `/davmu/share/news/doc/2026/11/${postId}/index.html`,
    content_type: 'article',
    track_id: `track-${postId}`,
    content_link: `/peony/v1/content/detail/${postId}`,
    mp: 0,
    type: 'docDetailspage',
    pc_link: '',
    source_alias: '城市频道',
    publish_at: FIXTURE_NOW_S - 3_600,
    view_count: 12_345,
    like_count: 321,
    collect_count: 45,
    comment_count: 6,
    duration_str: '',
    pic_num: 0,
    payload: {},
    style: {
      data: [
        {
          thumb: '/media/covers/cover-01.png',
          url: '/media/covers/cover-01.png',
          wbep_thumb: '/media/covers/cover-01.png',
        },
      ],
    },
    mp_user_id: '',
    meta: { comment_available: 'true' },
    enable_comment: true,
    album_status: null,
    expired_at: null,
    ...overrides,
  };
}

export function fixtureDocDetail(overrides: Partial<DocDetail> = {}): DocDetail {
  return {
    ...fixtureDocSummary(),
    relations: [
      fixtureDocSummary({ post_id: encodePublicId(2002), id: encodePublicId(2002), title: '相关阅读：新线沿线探访' }),
    ],
    content: '<p>新线全长32公里，设站20座。</p>',
    ...overrides,
  } as DocDetail;
}

/**
 * An inline SVG picture of one colour (hue by n): pictures of the per-type, list and special
 * fixtures show in Storybook and jsdom without a server.
 */
export function fixtureImage(n = 1, width = 640, height = 360): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="hsl(${(n * 37) % 360},45%,55%)"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const coverStyle = (n: number): DocSummary['style'] => {
  const url = fixtureImage(n);
  return { data: [{ thumb: url, url, wbep_thumb: url }] };
};

const media = (n: number, path: string, duration: number) => ({
  url: `https://media.example.com/${path}`,
  cover: fixtureImage(n),
  duration,
});

/** What each content type's page reads beyond the common fields (spec §3): media, pictures, payload, album status. */
const TYPE_FIELDS: Record<ContentType, Partial<DocDetail>> = {
  article: {},
  video: {
    title: '新线开通首日探访：早高峰客流平稳',
    duration_str: '05:32',
    media: media(2, 'vod/metro-day-one.mp4', 332),
    content: '<p>记者实地探访新线早高峰。</p>',
  },
  svideo: { title: '15秒看懂新线换乘', duration_str: '00:59', media: media(3, 'vod/transfer.mp4', 59), content: '' },
  audio: {
    title: '早安城市：新线开通特别节目',
    duration_str: '06:12',
    media: media(4, 'aod/morning.mp3', 372),
    content: '<p>主持人带你听新线故事。</p>',
  },
  image: {
    title: '组图：华灯初上的珠江新城',
    pic_num: 3,
    images: [
      { url: fixtureImage(5), description: '华灯初上的珠江新城。' },
      { url: fixtureImage(6), description: '江上游船。' },
      { url: fixtureImage(7), description: '新线车站的夜景。' },
    ],
    content: '',
  },
  audio_album: { title: '城市声音·第一季', album_status: { status: 1, total: 6 }, content: '' },
  video_album: { title: '纪录片《地下长龙》', album_status: { status: 0, total: 4 }, content: '' },
  mini_program: {
    title: '博物馆预约｜小程序一键预约参观',
    source_alias: '文博小站',
    payload: { appid: 'wx1234567890abcdef', username: 'gh_museum', path: 'pages/index/index', env_version: 'release' },
    content: '',
  },
  local_live: { title: '新线开通现场直播', content: '' },
  live: { title: '新线开通现场直播', content: '' },
  h5: {
    title: '投票：你最期待的新线站点',
    payload: { url: 'https://h5.example.com/vote', real_url: '', nav: true, capsule: false, bizName: '投票' },
    content: '',
  },
  link: {
    title: '地铁官网：最新线路图',
    payload: {
      url: 'https://www.example.com/metro',
      real_url: 'https://www.example.com/metro/map',
      nav: false,
      capsule: true,
      bizName: '地铁官网',
    },
    content: '',
  },
  sp_topic: {
    title: '聚焦两会｜代表委员话发展',
    payload: {
      enable_app: true,
      app_url: 'nanling://special/two-sessions',
      enable_pc: true,
      pc_url: 'https://www.example.com/special/two-sessions',
    },
    content: '',
  },
  special: { title: '专题｜非遗里的中国年', summary: '年俗、手艺与老味道。', content: '' },
  topic: { title: '话题：城市生活', topic_name: '城市生活', content: '' },
  cloud_form: { title: '摄影大赛报名', content: '' },
};

/**
 * A DocDetail of one content type with what its page reads (spec §3): media for video, svideo and
 * audio, pictures for image, album status for albums, the payload of mini_program, h5, link and
 * sp_topic; its `type` and share link follow the type. Pictures are inline.
 */
export function fixtureDocDetailOf(contentType: ContentType, overrides: Partial<DocDetail> = {}): DocDetail {
  const base = fixtureDocDetail({
    content_type: contentType,
    type: DETAIL_PAGE_TYPE[contentType] ?? '',
    style: coverStyle(1),
    ...TYPE_FIELDS[contentType],
  });
  const doc = { ...base, ...overrides } as DocDetail;
  return {
    ...doc,
    share_link: overrides.share_link ?? shareLinkFor({ ...doc, actor: doc.mp === 1 ? 'mp' : undefined }),
  };
}

/** The summary (list form) of a detail: no body, no relations. */
export function fixtureSummaryOf(detail: DocDetail): DocSummary {
  const summary: Partial<DocDetail> = { ...detail };
  for (const key of ['relations', 'content', 'images', 'media'] as const) delete summary[key];
  return summary as DocSummary;
}

/** Item n of a list (1, 2, …): an article with its own public id, title, time and inline cover. */
export function fixtureListItem(n: number, overrides: Partial<DocSummary> = {}): DocSummary {
  const postId = encodePublicId(10_000 + n);
  const item = fixtureDocSummary({
    post_id: postId,
    id: postId,
    track_id: `track-${postId}`,
    content_link: `/peony/v1/content/detail/${postId}`,
    title: `推荐阅读第${n}篇：城市更新进行时`,
    publish_at: FIXTURE_NOW_S - n * 600,
    style: coverStyle(n),
    ...overrides,
  });
  return { ...item, share_link: overrides.share_link ?? shareLinkFor(item) };
}

/** Items first..first+count-1 of a list. */
export function fixtureListItems(count: number, first = 1, overrides: Partial<DocSummary> = {}): DocSummary[] {
  return Array.from({ length: count }, (_, i) => fixtureListItem(first + i, overrides));
}

export function fixtureDocList(list: DocSummary[] = [fixtureDocSummary()], page = 1, size = 10): DocList {
  return { list, total: list.length, page, size };
}

/**
 * A page of a list of `total` items (fixtureListItem numbering, from `start`): fixturePagedList(10, 25)
 * is page 1 of 10 of 25; page 3 of it holds items 21 to 25. Lists of one page that must not share
 * stories (a detail page shows a story once) start apart.
 */
export function fixturePagedList(size: number, total = size, page = 1, start = 1): DocList {
  const first = (page - 1) * size + 1;
  return {
    list: fixtureListItems(Math.max(0, Math.min(size, total - first + 1)), start + first - 1),
    total,
    page,
    size,
  };
}

/**
 * A group of a special as GET /peony/v3/special/{id} answers it: page `page` (of `size`) of its
 * `total` items, numbered from `first` (so two groups need not share items).
 */
export function fixtureSpecialGroup(
  groupId: string,
  name: string,
  {
    total,
    first = 1,
    page = 1,
    size = 50,
    title,
  }: { total: number; first?: number; page?: number; size?: number; title?: (n: number) => string },
): SpecialGroup {
  const from = (page - 1) * size;
  const count = Math.max(0, Math.min(size, total - from));
  const items = Array.from({ length: count }, (_, i) => {
    const n = first + from + i;
    return fixtureListItem(n, title ? { title: title(n) } : {});
  });
  return { group_id: groupId, name, collapse: false, content_list: items, total };
}

export type FixtureSpecial = SpecialDetail & { banner: string };

/**
 * A special topic as GET /peony/v3/special/{id} answers page 1 (spec §3 groups and sections): the
 * special, an inline banner, two short groups (年俗 of 2 items, 手艺 of 1) and their sections.
 */
export function fixtureSpecialDetail(overrides: Partial<FixtureSpecial> = {}): FixtureSpecial {
  return {
    special: fixtureSummaryOf(fixtureDocDetailOf('special', { post_id: FIXTURE_IDS.special, id: FIXTURE_IDS.special })),
    banner: fixtureImage(9, 750, 300),
    groups: [
      fixtureSpecialGroup('g1', '年俗', { total: 2, first: 101 }),
      fixtureSpecialGroup('g2', '手艺', { total: 1, first: 201 }),
    ],
    sections: [
      { key: 's1', group_id: 'g1', name: '年俗', layout: 'list' },
      { key: 's2', group_id: 'g2', name: '手艺', layout: 'list' },
    ],
    ...overrides,
  };
}

export function fixtureComment(overrides: Partial<Comment> = {}): Comment {
  return {
    gid: FIXTURE_IDS.comment,
    content: '期待已久！',
    created_at: FIXTURE_NOW_S - 120,
    ip_location: '广东',
    alias: '读者1001',
    avatar: '/media/avatars/user-01.png',
    user: { mp_name: '' },
    star: false,
    star_count: 3,
    reply_count: 0,
    replys: [],
    level: 1,
    comment_type: 1,
    owner_user_id: FIXTURE_IDS.user,
    reply_alias: '',
    parent_id: '',
    target_user_id: '',
    ...overrides,
  };
}

export function fixtureCommentList(comments: Comment[] = [fixtureComment()], page = 1, size = 10): CommentList {
  return { comments, count: comments.length, page, size };
}

export function fixtureMediaAccount(overrides: Partial<MediaAccount> = {}): MediaAccount {
  return {
    uid: FIXTURE_IDS.mp,
    name: '城市观察',
    avatar: '/media/avatars/mp-01.png',
    description: '关注城市的每一天',
    fans_count: 1_024,
    content_count: 88,
    is_follow: false,
    ...overrides,
  };
}

export function fixtureLiveDetail(overrides: Partial<LiveDetail> = {}): LiveDetail {
  return {
    live_id: FIXTURE_IDS.live,
    post_id: FIXTURE_IDS.live,
    track_id: `track-${FIXTURE_IDS.live}`,
    title: '新线开通现场直播',
    type: 'live',
    source: '城市频道',
    status: 1,
    start_time: FIXTURE_NOW_S - 600,
    end_time: FIXTURE_NOW_S + 3_000,
    group_id: '',
    columns: [{ enable_chat: true, group_id: '', link_url: '', name: '聊天', type: 'chat' }],
    countdown_label: '',
    countdown_style: 0,
    countdown_switch: false,
    disclaimer: '',
    disclaimer_enable: false,
    live_background: '',
    play_background: '',
    live_count: 1,
    online_count: 128,
    view_count: 2_048,
    share_count: 16,
    like_count: 64,
    notice_label: '',
    notice_switch: false,
    notice_video: '',
    playlists: [
      { cover: '/media/covers/cover-01.png', name: '主机位', play_url: '/media/live/main.m3u8', type: 'hls' },
    ],
    reservation_label: '',
    share_link: `/davmu/share/news/local_live/2026/11/${FIXTURE_IDS.live}/index.html`,
    booked: false,
    ...overrides,
  };
}
