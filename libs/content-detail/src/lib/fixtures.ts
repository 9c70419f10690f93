// Fixtures for stories and specs, built from the contract types (@share/api-client/testing did not
// exist when these were written). Images are inline; nothing is fetched.
import type { Comment, DocDetail, DocList, DocSummary } from '@share/contract';
import type { ContentDetailData, SpecialDetailData } from './detail-data';

const svg = (fill: string, w = 640, h = 360) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/></svg>`)}`;

/** 2026-11-21 12:00 (UTC+8). */
export const FIXTURE_NOW = Date.UTC(2026, 10, 21, 4, 0, 0);
const nowS = FIXTURE_NOW / 1000;

export function docFixture(overrides: Partial<DocDetail> = {}): DocDetail {
  const id = overrides.post_id ?? 'vQwEwRUZ';
  return {
    post_id: id,
    id,
    title: '地铁12号线今日开通初期运营，沿线25座车站同步启用',
    summary: '新线全长37.6公里，串联起城市东西两翼。',
    share_link: `/davmu/share/news/doc/2026/11/${id}/index.html`,
    content_type: 'article',
    track_id: id,
    content_link: `/peony/v1/content/detail/${id}`,
    mp: 0,
    type: 'docDetailspage',
    pc_link: '',
    source_alias: '本台记者',
    publish_at: nowS - 300,
    view_count: 12345,
    like_count: 999,
    collect_count: 1000,
    comment_count: 2,
    duration_str: '',
    pic_num: 0,
    payload: {},
    style: { data: [{ thumb: svg('#2b5876'), url: svg('#2b5876'), wbep_thumb: svg('#2b5876') }] },
    mp_user_id: '',
    meta: { comment_available: 'true' },
    enable_comment: true,
    album_status: null,
    expired_at: null,
    relations: [],
    ...overrides,
  };
}

export const summaryFixture = (n: number, overrides: Partial<DocSummary> = {}): DocSummary => {
  const { relations: _relations, content: _content, ...rest } = docFixture({ post_id: `item000${n}`.slice(-8), title: `推荐内容第${n}条：城市更新进行时`, ...overrides });
  return rest;
};

const list = (count: number, total = count): DocList => ({
  list: Array.from({ length: count }, (_, i) => summaryFixture(i + 1)),
  total,
  page: 1,
  size: 10,
});

export const commentFixture: Comment = {
  gid: 'cmt00001',
  content: '通车太方便了，上班少走半小时！',
  created_at: nowS - 120,
  ip_location: '广东',
  alias: '市民小王',
  avatar: svg('#8fb3ff', 80, 80),
  user: { mp_name: '' },
  star: false,
  star_count: 12,
  reply_count: 1,
  replys: [],
  level: 1,
  comment_type: 1,
  owner_user_id: 'user0001',
  reply_alias: '',
  parent_id: '',
  target_user_id: '',
};

export function pageFixture(detail: Partial<DocDetail> = {}, pageType = 'doc', extra: Partial<ContentDetailData> = {}): ContentDetailData {
  return {
    detail: docFixture(detail),
    html: '<p>新线全长37.6公里，设车站25座。</p><p>开通初期，行车间隔为6分钟。</p>',
    pageType,
    preview: false,
    mp: false,
    account: null,
    tracks: null,
    comments: { comments: [commentFixture], count: 1, page: 1, size: 10 },
    hot: list(10, 25),
    editor: list(3),
    recommend: list(10, 30),
    now: FIXTURE_NOW,
    origin: 'https://m.example.cn',
    ...extra,
  };
}

export const specialFixture: SpecialDetailData = {
  special: summaryFixture(9, { content_type: 'special', title: '专题｜非遗里的中国年' }),
  banner: svg('#4e4376', 750, 300),
  groups: [
    { group_id: 'g1', name: '年俗', collapse: false, content_list: [summaryFixture(1), summaryFixture(2)], total: 2 },
    { group_id: 'g2', name: '手艺', collapse: false, content_list: [summaryFixture(3)], total: 1 },
  ],
  sections: [
    { group_id: 'g1', name: '年俗' },
    { group_id: 'g2', name: '手艺' },
  ],
  preview: false,
  now: FIXTURE_NOW,
  origin: 'https://m.example.cn',
};

export const FIXTURE_MEDIA = { url: 'https://media.example.com/vod/a.mp4', cover: svg('#222'), duration: 332 };
export const FIXTURE_TRACKS = list(6);
