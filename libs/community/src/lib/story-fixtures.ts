// Records for the stories and tests of the community views, in the platform's answer shapes.
import { FIXTURE_NOW_S } from '@share/api-client/testing';
import type {
  Circle,
  CirclePost,
  CircleTopic,
  LawAnswer,
  LawQuestion,
  OpenCatalog,
  OpenContent,
} from './community-data';
import type { PagedItems } from '@share/ui';

export const STORY_NOW = FIXTURE_NOW_S * 1000;

export const storyCircle: Circle = {
  id: 'gdWh9V4R',
  name: '城市跑团',
  avatar: '/media/avatars/mp-03.png',
  cover: '/media/banners/banner-03.png',
  description: '约跑、分享路线、交流装备。',
  member_count: 3456,
  share_link: '/davmu/share/dimim/circle/index.html?id=gdWh9V4R',
};

export const storyTopics: CircleTopic[] = [
  {
    id: 'A8tH5eX7',
    name: '晨跑打卡',
    description: '每天晨跑，打卡记录。',
    cover: '/media/covers/cover-22.png',
    view_count: 23456,
    circle: { id: storyCircle.id, name: storyCircle.name },
    share_link: '/davmu/share/dimim/topic/index.html?id=A8tH5eX7',
  },
  { id: 'B8tH5eX7', name: '装备测评', view_count: 5678, share_link: '/davmu/share/dimim/topic/index.html?id=B8tH5eX7' },
];

export const storyPost: CirclePost = {
  id: '5mB3LfSJ',
  content: '今天沿江跑了12公里，配速5分半，日出太美了！',
  images: ['/media/covers/cover-22.png', '/media/gallery/gallery-07.png'],
  user: { user_id: 'u1', alias: '跑者阿杰', avatar: '/media/avatars/user-01.png' },
  circle: { id: storyCircle.id, name: storyCircle.name },
  topics: [{ id: 'A8tH5eX7', name: '晨跑打卡' }],
  published_at: FIXTURE_NOW_S - 7200,
  view_count: 1234,
  like_count: 89,
  comment_count: 12,
  ip_location: '广东',
  share_link: '/davmu/share/dimim/content/index.html?id=5mB3LfSJ',
};

export const storyPosts: CirclePost[] = [
  storyPost,
  {
    ...storyPost,
    id: '6mB3LfSJ',
    content: '网购的跑鞋穿了一周就开胶，商家不给退，律师是这么说的：',
    images: [],
    like_count: 6,
    published_at: FIXTURE_NOW_S - 2400,
    question: { id: 'qWh9V4Rg', name: '网购商品有质量问题，商家拒绝退货怎么办？' },
  },
];

export const storyQuestion: LawQuestion = {
  id: 'qWh9V4Rg',
  title: '网购商品有质量问题，商家拒绝退货怎么办？',
  content: '在网上买了一台空气净化器，用了一周就坏了，商家说超过七天不给退，只能维修，这样合理吗？',
  category: '消费维权',
  user: { user_id: 'u2', alias: '阿玉' },
  published_at: FIXTURE_NOW_S - 2 * 86_400,
  view_count: 5678,
  answer_count: 14,
  share_link: '/davmu/share/fazak/problemShare/index.html?id=qWh9V4Rg',
};

export const storyAnswers: LawAnswer[] = [
  {
    id: 'law-refund-a1',
    lawyer_name: '王律师',
    lawyer_avatar: '/media/avatars/user-12.png',
    law_firm: '南岭律师事务所',
    content: '质量问题不受七日限制，建议保留聊天记录和检测报告，向平台投诉或拨打12315。',
    published_at: FIXTURE_NOW_S - 86_400,
    like_count: 234,
  },
  {
    id: 'law-refund-a2',
    lawyer_name: '李律师',
    law_firm: '珠江律师事务所',
    content: '商品在三包有效期内修理两次仍不能正常使用的，经营者应当负责更换或者退货。',
    published_at: FIXTURE_NOW_S - 3600,
    like_count: 56,
  },
];

export const storyOpenItem: OpenContent = {
  id: '6f1c2a4e-01',
  uuid: '6f1c2a4e-01',
  catalog_id: 'cat-social',
  title: '医保异地就医备案指南',
  summary: '线上备案，即时生效。',
  cover: '/media/covers/cover-07.png',
  source: '市医疗保障局',
  published_at: FIXTURE_NOW_S - 12 * 86_400,
  view_count: 23456,
  resource_name: '办事指南',
  share_link: '/davmu/share/open/res-gov-guide/content/6f1c2a4e-01/index.html',
};

export const storyOpenItems: OpenContent[] = [
  storyOpenItem,
  {
    ...storyOpenItem,
    id: '6f1c2a4e-02',
    uuid: '6f1c2a4e-02',
    title: '灵活就业人员如何缴纳养老保险',
    cover: '/media/covers/cover-08.png',
    share_link: '/davmu/share/open/res-gov-guide/content/6f1c2a4e-02/index.html',
  },
];

export const storyCatalog: OpenCatalog = {
  id: 'cat-social',
  name: '社保医保',
  resource_name: '办事指南',
  share_link: '/davmu/share/open/res-gov-guide/catalog/cat-social/index.html',
  children: [
    {
      id: 'cat-pension',
      name: '养老保险',
      share_link: '/davmu/share/open/res-gov-guide/catalog/cat-pension/index.html',
    },
  ],
};

/** A list with more pages to load. */
export const morePaged = <T>(items: T[]): PagedItems<T> => ({ items, hasMore: true });
export const nonePaged = <T>(): PagedItems<T> => ({ items: [], hasMore: false });
