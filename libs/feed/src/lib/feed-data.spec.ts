import { EXCLUDED_COLUMN_TYPES } from '@share/util-format';
import { cardOf } from '@share/ui';
import {
  cardLayoutOf,
  feedItemOf,
  hasMore,
  homeGroups,
  isUnsupportedEntry,
  moduleEntries,
  navItemHref,
  navItemOfGroup,
  navItemOfPage,
  selectGroup,
  tabsFor,
} from './feed-data';
import { STORY_GROUPS, STORY_NAVIGATION, storyItem, storyPage } from './story-fixtures';

describe('home groups (spec §3 column filter)', () => {
  it('drops groups of an excluded type and groups whose layout was already seen', () => {
    const groups = [
      ...STORY_GROUPS,
      { id: 'grp00009', name: '服务', type: 'service', layout: 'svc' },
      { id: 'grp00010', name: '推荐2', type: 'news', layout: 'recommend' },
    ];
    expect(EXCLUDED_COLUMN_TYPES).toContain('service');
    expect(homeGroups(groups).map((g) => g.name)).toEqual(['推荐', '要闻', '视频', '本地']);
  });

  it('selects the group of the query, else the is_default one, else the first', () => {
    expect(selectGroup(STORY_GROUPS, 'grp00003')?.name).toBe('视频');
    expect(selectGroup(STORY_GROUPS, 'nope')?.name).toBe('推荐');
    expect(selectGroup(STORY_GROUPS.slice(1), null)?.name).toBe('要闻');
    expect(selectGroup([], 'x')).toBeNull();
  });

  it('shows the bottom-bar item’s groups as tabs, all groups when the item has fewer than two', () => {
    expect(tabsFor(STORY_GROUPS, STORY_NAVIGATION, STORY_GROUPS[1]).map((g) => g.name)).toEqual([
      '推荐',
      '要闻',
      '本地',
    ]);
    expect(tabsFor(STORY_GROUPS, STORY_NAVIGATION, STORY_GROUPS[2])).toHaveLength(4);
    expect(tabsFor(STORY_GROUPS, null, STORY_GROUPS[0])).toHaveLength(4);
  });

  it('links bottom-bar items to home, their first group or the login page', () => {
    const [home, video, mine] = STORY_NAVIGATION.navigationItems;
    expect(navItemHref(home)).toBe('/davmu/share/');
    expect(navItemHref(video)).toBe('/davmu/share/?group=grp00003');
    expect(navItemHref(mine)).toBe('/davmu/share/auth');
  });

  it('links a content-module item to its module, with its first group', () => {
    const local = {
      id: 'nav-local',
      title: '本地',
      binding: 'content_model',
      groups: [{ id: 'grp00004', title: '本地' }],
      contentModelId: '3YutLC3E',
    };
    expect(navItemHref(local)).toBe('/davmu/share/content_model/index.html?id=3YutLC3E&group=grp00004');
    expect(navItemHref({ ...local, contentModelId: null })).toBe('/davmu/share/?group=grp00004');
  });

  it('finds the bar item a page is: the home by its group, 我的 on /auth, a module by its id, else none', () => {
    const local = { id: 'nav-local', title: '本地', binding: 'content_model', contentModelId: '3YutLC3E' };
    const items = [...STORY_NAVIGATION.navigationItems, local];
    const [home, video, mine] = items;
    expect(navItemOfPage(items, '/', '')).toBe(home);
    expect(navItemOfPage(items, '/', '?group=grp00003')).toBe(video);
    expect(navItemOfPage(items, '/auth', '?from=singlemessage')).toBe(mine);
    expect(navItemOfPage(items, '/content_model/index.html', '?id=3YutLC3E&from=singlemessage')).toBe(local);
    expect(navItemOfPage(items, '/content_model/index.html', '?id=otherMod')).toBeUndefined();
    expect(navItemOfPage(items, '/search/index.html', '')).toBeUndefined();
  });

  it('selects 专题 on the address its link leads to, though 首页 lists that group too', () => {
    const home = {
      id: 'nav-home',
      title: '首页',
      isHome: true,
      groups: [
        { id: 'g-news', title: '要闻' },
        { id: 'g-special', title: '专题' },
      ],
    };
    const special = {
      id: 'nav-special',
      title: '专题',
      groups: [
        { id: 'g-special', title: '专题' },
        { id: 'g-audio', title: '音频' },
      ],
    };
    const items = [home, special];
    expect(navItemOfPage(items, '/', `?group=g-special`)).toBe(special);
    expect(navItemOfGroup(items, 'g-special')).toBe(special);
    // A group only the home lists, or the second of 专题's, keeps its own item.
    expect(navItemOfGroup(items, 'g-news')).toBe(home);
    expect(navItemOfGroup(items, 'g-audio')).toBe(special);
  });
});

describe('cards of feed items (@share/ui cardOf)', () => {
  it('carry title, cover, type, source, counts, time, duration and the share link', () => {
    const card = cardOf(storyItem(1, { content_type: 'video', duration_str: '03:15', comment_count: 0 }));
    expect(card).toMatchObject({
      title: '第1条：城市新闻标题，地铁新线今日开通',
      href: '/davmu/share/news/doc/2026/11/item0001/index.html',
      catalog: 'video',
      source: '城市频道',
      viewCount: 12_345,
      duration: '03:15',
    });
    // No comments: the card carries no comment count at all.
    expect(card).not.toHaveProperty('commentCount');
    expect(card.cover).toMatch(/^data:image/);
  });

  it('never links outside the site', () => {
    expect(cardOf(storyItem(1, { share_link: 'javascript:alert(1)' })).href).toBe('/davmu/share/');
  });

  it('knows when more pages exist', () => {
    expect(hasMore(storyPage(10, 19))).toBe(true);
    expect(hasMore({ page: 2, size: 10, total: 19 })).toBe(false);
  });
});

describe('the feed item a loader sends (feedItemOf)', () => {
  const platformItem = () =>
    storyItem(1, {
      content_type: 'video',
      duration_str: '03:15',
      summary: '摘要不在卡片上',
      style: { data: [{ thumb: '/media/thumb.png', url: '/media/full.png', wbep_thumb: '/media/w.webp' }] },
      meta: { comment_available: 'true' },
      content_link: '/peony/v1/content/detail/item0001',
      pc_link: '/davmu/share/pc/item0001',
    });

  it('keeps what the card shows: the same card, layout and cover as the platform item', () => {
    const item = platformItem();
    expect(cardOf(feedItemOf(item))).toEqual(cardOf(item));
    expect(cardLayoutOf(feedItemOf(item))).toBe(cardLayoutOf(item));
  });

  it('drops the summary, api paths, meta, the other picture sizes and an article’s payload', () => {
    const sent = JSON.stringify(feedItemOf(platformItem()));
    for (const dropped of [
      '摘要不在卡片上',
      '/peony/',
      '/davmu/share/pc/',
      'comment_available',
      '/media/full.png',
      '/media/w.webp',
      'like_count',
      'payload',
    ]) {
      expect(sent).not.toContain(dropped);
    }
  });

  it('keeps a link item’s payload: its card opens payload.url', () => {
    const link = storyItem(2, { content_type: 'h5', payload: { url: 'https://h5.example.com/vote' } });
    expect(cardOf(feedItemOf(link)).href).toBe('https://h5.example.com/vote');
  });
});

describe('content modules', () => {
  it('keep entries by the column filter and refuse app and topic entries on the web', () => {
    const entries = moduleEntries([
      { title: '本地快讯', type: 'news', layout: 'list', category: 'content' },
      { title: '更多快讯', type: 'news', layout: 'list', category: 'content' },
      { title: '政务服务', type: 'app', layout: 'grid', category: 'app' },
      { title: '热门话题', type: 'topic', layout: 'topic', category: 'topic' },
      { title: '便民工具', type: 'tool', layout: 'icons', category: 'app' },
    ]);
    expect(entries.map((e) => e.title)).toEqual(['本地快讯', '热门话题', '便民工具']);
    expect(entries.map(isUnsupportedEntry)).toEqual([false, true, true]);
  });
});
