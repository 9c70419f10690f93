// Records for the stories and tests of the clue-report and dejin views, in the platform's answer shapes.
import type { DocSummary } from '@share/contract';
import { FIXTURE_NOW_S } from '@share/api-client/testing';
import type { PagedItems } from '@share/ui';
import type {
  ClueChannel,
  ClueReport,
  ClueTopic,
  DejinCatalog,
  DejinComment,
  DejinPost,
  DejinTopic,
  Person,
} from './records';

export const STORY_NOW = FIXTURE_NOW_S * 1000;

const laochen = { user_id: 'yAKNw9Ah', alias: '老陈说事', avatar: '/media/avatars/user-03.png' };
const demo = { user_id: 'vQwEwRUZ', alias: '南岭读者', avatar: '/media/avatars/user-01.png' };

export const storyRelated = {
  id: 'BkYWvrgu',
  post_id: 'BkYWvrgu',
  title: '五一假期出行提示：这些路段易拥堵，请错峰出行',
  summary: '交警部门发布假期交通预测和绕行建议。',
  source_alias: '市交警支队',
  content_type: 'article',
  share_link: '/davmu/share/news/doc/2026/11/BkYWvrgu/index.html',
  publish_at: FIXTURE_NOW_S - 86_400,
  view_count: 98_765,
  comment_count: 3,
  style: { type: 'single', data: [{ thumb: '/media/covers/cover-07.png', url: '/media/covers/cover-07.png' }] },
} as unknown as DocSummary;

export const storyReport: ClueReport = {
  id: '9kmrbHRi',
  title: '中山路与解放路交叉口路面塌陷，已有电动车摔倒',
  content: '今天早上路过发现路口有一个直径约一米的坑，下雨后看不清，已经有两辆电动车摔倒了，希望尽快修复。',
  images: ['/media/gallery/gallery-08.png', '/media/gallery/gallery-09.png'],
  address: '越秀区中山路与解放路交叉口',
  reporter: laochen,
  topics: [{ id: 'zXSnvMrm', name: '路面坑洼' }],
  at_users: [demo],
  status: 2,
  reply: {
    mp: { uid: 'mp1', name: '法治在线', avatar: '/media/avatars/mp-01.png' },
    content: '已转交市政部门，施工队今天下午进场修复。感谢您的反映！',
    replied_at: FIXTURE_NOW_S - 3 * 3600,
  },
  relate_items: [storyRelated],
  view_count: 12_345,
  like_count: 567,
  published_at: FIXTURE_NOW_S - 9 * 3600,
  ip_location: '广东',
  share_link: '/davmu/share/clue_report/9kmrbHRi/index.html',
};

const { reply, ...unanswered } = storyReport;
void reply;

/** Received, not yet answered: no reply, no pictures, no related posts. */
export const storyPendingReport: ClueReport = {
  ...unanswered,
  id: 'c6AzaZxv',
  title: '学校门口接送时段车辆乱停，堵得水泄不通',
  content: '每天下午四点半，学校门口双向车道都被占满，建议设置临时停车区。',
  images: [],
  status: 0,
  relate_items: [],
  at_users: [],
  share_link: '/davmu/share/clue_report/c6AzaZxv/index.html',
};

export const storyReports: ClueReport[] = [storyReport, storyPendingReport];

export const storyReporter: Person = {
  id: laochen.user_id,
  user: laochen,
  intro: '退休老街坊，爱管闲事。',
  background: '/media/banners/banner-04.png',
  fans_count: 2345,
  follow_count: 12,
  clue_count: 16,
  share_link: '/davmu/share/clue_report/user/yAKNw9Ah/index.html',
};

export const storyClueTopic: ClueTopic = {
  id: 'zXSnvMrm',
  name: '路面坑洼',
  description: '家门口的路坏了？拍下来告诉我们。',
  cover: '/media/covers/cover-23.png',
  view_count: 45_678,
  channel: { id: 'xdDewvKb', name: '交通' },
  share_link: '/davmu/share/clue_report/topic/%E8%B7%AF%E9%9D%A2%E5%9D%91%E6%B4%BC/index.html',
};

export const storyClueTopics: ClueTopic[] = [
  storyClueTopic,
  {
    id: 'BkYWvrgu',
    name: '噪音扰民',
    description: '深夜施工、广场舞噪音，一起来反映。',
    cover: '/media/covers/cover-24.png',
    view_count: 12_345,
    share_link: '/davmu/share/clue_report/topic/%E5%99%AA%E9%9F%B3%E6%89%B0%E6%B0%91/index.html',
  },
];

export const storyChannels: ClueChannel[] = [
  { id: 'vQwEwRUZ', name: '民生', topics: [storyClueTopics[1]] },
  { id: 'xdDewvKb', name: '交通', topics: [storyClueTopic] },
  { id: 'gnxBHnAw', name: '环境', topics: [] },
];

const momo = { user_id: 'CJ7wv57F', alias: '默默的猫', avatar: '/media/avatars/user-06.png' };

export const storyDejinPost: DejinPost = {
  id: 'qDf3FdCa',
  title: '周末带娃去湿地公园看候鸟，记得带望远镜',
  summary: '周末带娃去湿地公园看候鸟……',
  content: '<p>周末带娃去湿地公园看候鸟，记得带望远镜。</p><p>欢迎在评论区分享你的经验。</p>',
  cover: '/media/gallery/gallery-01.png',
  images: ['/media/gallery/gallery-01.png', '/media/gallery/gallery-06.png'],
  user: momo,
  catalog: { id: 'eZr3HJKp', name: '亲子' },
  topics: [
    { id: 'kvTjGi7S', name: '遛娃攻略' },
    { id: 'hKEbH2rF', name: '周末好去处' },
  ],
  view_sum: 12_345,
  like_count: 617,
  comment_count: 49,
  published_at: FIXTURE_NOW_S - 19 * 3600,
  ip_location: '浙江',
  share_link: '/davmu/share/dejin/detail/qDf3FdCa/index.html',
};

export const storyDejinComments: DejinComment[] = [
  {
    id: 'c1',
    content: '收藏了，周末就去试试！',
    user: { user_id: 'u7', alias: '张工', avatar: '/media/avatars/user-07.png' },
    like_count: 5,
    published_at: FIXTURE_NOW_S - 2 * 3600,
    ip_location: '江苏',
  },
  {
    id: 'c2',
    content: '请问停车方便吗？',
    user: { user_id: 'u14', alias: '考研人' },
    like_count: 0,
    published_at: FIXTURE_NOW_S - 5 * 3600,
    ip_location: '陕西',
  },
];

export const storyDejinParagraphs = ['周末带娃去湿地公园看候鸟，记得带望远镜。', '欢迎在评论区分享你的经验。'];

export const storyDejinPosts: DejinPost[] = [
  storyDejinPost,
  {
    ...storyDejinPost,
    id: 'rDf3FdCa',
    title: '10分钟搞定的番茄炒蛋，酸甜下饭',
    summary: '10分钟搞定的番茄炒蛋……',
    catalog: { id: 'cfbTJt5g', name: '生活' },
    topics: [{ id: 'mT1', name: '家常菜' }],
    view_sum: 34_567,
    share_link: '/davmu/share/dejin/detail/rDf3FdCa/index.html',
  },
];

export const storyDejinTopic: DejinTopic = {
  id: 'qWrGN8Gx',
  name: '春天的第一口鲜',
  description: '分享你的春日时令美食。',
  cover: '/media/covers/cover-21.png',
  view_sum: 43_210,
  post_count: 12,
  share_link: '/davmu/share/dejin/topic/%E6%98%A5%E5%A4%A9%E7%9A%84%E7%AC%AC%E4%B8%80%E5%8F%A3%E9%B2%9C/index.html',
};

export const storyDejinPerson: Person = {
  id: momo.user_id,
  user: momo,
  intro: '爱旅行的猫奴，足迹遍布20个省份。',
  background: '/media/banners/banner-02.png',
  fans_count: 5678,
  follow_count: 123,
  like_sum: 45_678,
  post_count: 11,
  share_link: '/davmu/share/dejin/personal/CJ7wv57F/index.html',
};

export const storyCatalogs: DejinCatalog[] = [
  {
    id: 'cfbTJt5g',
    name: '生活',
    icon: '/media/avatars/mp-02.png',
    share_link: '/davmu/share/dejin/content/index.html?catalog_id=cfbTJt5g',
    children: [],
  },
  {
    id: 'dCitJ6Uj',
    name: '旅行',
    icon: '/media/avatars/mp-03.png',
    share_link: '/davmu/share/dejin/content/index.html?catalog_id=dCitJ6Uj',
    children: [
      { id: 'gnxBHnAw', name: '周末去哪儿', share_link: '/davmu/share/dejin/content/index.html?catalog_id=gnxBHnAw' },
    ],
  },
];

export const morePaged = <T>(items: T[]): PagedItems<T> => ({ items, hasMore: true });
export const nonePaged = <T>(): PagedItems<T> => ({ items: [], hasMore: false });
