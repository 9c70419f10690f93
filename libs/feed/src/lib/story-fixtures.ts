// Sample data for stories and tests, built on the api-client fixtures (contract types).
import { FIXTURE_NOW_S, fixtureDocSummary } from '@share/api-client/testing';
import type { DocSummary } from '@share/contract';
import type { FeedGroup, FeedPage } from './feed-data';

/** "Now" of every story, in ms. */
export const STORY_NOW = FIXTURE_NOW_S * 1000;

const COVER =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='16' height='9'><rect width='16' height='9' fill='%23f28b6b'/></svg>";

const id = (n: number) => `item${String(n).padStart(4, '0')}`;

/** A platform item (a FeedItem too: a feed's cards read a part of it). */
export function storyItem(n: number, overrides: Partial<DocSummary> = {}): DocSummary {
  return fixtureDocSummary({
    post_id: id(n),
    id: id(n),
    title: `第${n}条：城市新闻标题，地铁新线今日开通`,
    share_link: `/davmu/share/news/doc/2026/11/${id(n)}/index.html`,
    publish_at: FIXTURE_NOW_S - n * 600,
    style: { data: [{ thumb: COVER, url: COVER, wbep_thumb: COVER }] },
    ...overrides,
  });
}

export function storyPage(count: number, total = count, page = 1, size = 10): FeedPage {
  return { list: Array.from({ length: count }, (_, i) => storyItem((page - 1) * size + i + 1)), total, page, size };
}

export const STORY_GROUPS: FeedGroup[] = [
  { id: 'grp00001', name: '推荐', type: 'news', layout: 'recommend', is_default: true },
  { id: 'grp00002', name: '要闻', type: 'news', layout: 'news' },
  { id: 'grp00003', name: '视频', type: 'video', layout: 'video' },
  { id: 'grp00004', name: '本地', type: 'news', layout: 'local' },
];

export const STORY_NAVIGATION = {
  selectedLabelColor: '#FF4A26',
  unselectedLabelColor: '#999999',
  navigationItems: [
    {
      id: 'nav-home',
      title: '首页',
      isHome: true,
      binding: 'group',
      groups: [
        { id: 'grp00001', title: '推荐' },
        { id: 'grp00002', title: '要闻' },
        { id: 'grp00004', title: '本地' },
      ],
    },
    { id: 'nav-video', title: '视频', isHome: false, binding: 'group', groups: [{ id: 'grp00003', title: '视频' }] },
    { id: 'nav-mine', title: '我的', isHome: false, binding: 'mine', groups: [] },
  ],
};
