import { albumStatusText } from './album-status';
import { normalizeSpecial, SPECIAL_BATCH_SIZE, SPECIAL_PAGE_SIZE } from './special-groups';
import {
  isSafeAppUrl,
  linkTarget,
  readLinkPayload,
  readSpTopicPayload,
  spTopicTargets,
  galleryImagesOf,
} from './payloads';
import { absoluteUrl, shareMeta } from './share-meta';
import { AUDIO_ALBUM_LIMIT, RECOMMEND_PAGE_SIZE } from './detail-data';

describe('album status (spec §4)', () => {
  it('is 更新中 when total is 0', () => expect(albumStatusText({ status: 1, total: 0 })).toBe('更新中'));
  it('is updated to N when status is 0', () => expect(albumStatusText({ status: 0, total: 12 })).toBe('已更新至12集'));
  it('is completed, N in all otherwise', () => expect(albumStatusText({ status: 1, total: 6 })).toBe('已完结，共6集'));
  it('treats a missing status as updating', () => expect(albumStatusText(null)).toBe('更新中'));
});

describe('special-topic groups (spec §4)', () => {
  const groups = [
    { group_id: 'a', name: 'A', collapse: true, content_list: [1, 2] },
    { group_id: 'b', name: 'B', collapse: false, content_list: [] },
    { group_id: 'c', name: 'C', collapse: true, content_list: null },
    { group_id: 'd', name: 'D', collapse: true, content_list: [3] },
  ];
  const sections = [
    { group_id: 'a', name: 'sa' },
    { group_id: 'b', name: 'sb' },
    { group_id: 'c', name: 'sc' },
    { group_id: 'd', name: 'sd' },
  ];
  const result = normalizeSpecial(groups, sections);

  it('starts every group with the collapsed flag false', () => {
    expect(result.groups.map((g) => g.collapse)).toEqual([false, false]);
  });
  it('drops groups without a content list', () => {
    expect(result.groups.map((g) => g.group_id)).toEqual(['a', 'd']);
  });
  it('keeps sections only for the remaining groups', () => {
    expect(result.sections.map((s) => s.name)).toEqual(['sa', 'sd']);
  });
  it('fetches with page size 50 and batches of 50 (spec §9)', () => {
    expect(SPECIAL_PAGE_SIZE).toBe(50);
    expect(SPECIAL_BATCH_SIZE).toBe(50);
  });
  it("keeps each group's total, and the list's length when the platform gives none", () => {
    expect(normalizeSpecial([{ group_id: 'a', name: 'A', content_list: [1, 2], total: 60 }], []).groups[0]?.total).toBe(
      60,
    );
    expect(result.groups.map((g) => g.total)).toEqual([2, 1]);
  });
});

describe('constants (spec §9)', () => {
  it('pages recommendations by 10 and limits audio albums to 30', () => {
    expect(RECOMMEND_PAGE_SIZE).toBe(10);
    expect(AUDIO_ALBUM_LIMIT).toBe(30);
  });
});

describe('payloads (spec §3)', () => {
  it('reads url, real_url, nav, capsule and bizName of h5 and link items', () => {
    const payload = readLinkPayload({
      url: 'https://a.example/x',
      real_url: 'https://b.example/y',
      nav: true,
      capsule: 0,
      bizName: '政务',
    });
    expect(payload).toEqual({
      url: 'https://a.example/x',
      real_url: 'https://b.example/y',
      nav: true,
      capsule: false,
      bizName: '政务',
    });
    expect(linkTarget(payload)).toBe('https://b.example/y');
    expect(linkTarget(readLinkPayload({ url: 'javascript:alert(1)' }))).toBeNull();
  });
  it('honours enable_app/app_url and enable_pc/pc_url of sp_topic', () => {
    expect(
      spTopicTargets(
        readSpTopicPayload({ enable_app: true, app_url: 'app://x', enable_pc: false, pc_url: 'https://pc' }),
      ),
    ).toEqual({
      appUrl: 'app://x',
      pcUrl: null,
    });
    expect(
      spTopicTargets(
        readSpTopicPayload({ enable_app: false, app_url: 'app://x', enable_pc: true, pc_url: 'https://pc' }),
      ),
    ).toEqual({
      appUrl: null,
      pcUrl: 'https://pc',
    });
  });
  it('reads gallery pictures from images or payload.images', () => {
    expect(galleryImagesOf({ images: [{ url: '/a', description: 'x' }] })).toEqual([{ url: '/a', caption: 'x' }]);
    expect(galleryImagesOf({ payload: { images: [{ url: '/b', caption: 'y' }] } })).toEqual([
      { url: '/b', caption: 'y' },
    ]);
  });
});

describe('share meta', () => {
  it('makes the cover absolute with the request origin', () => {
    expect(absoluteUrl('https://m.example.cn', '/media/covers/a.png')).toBe('https://m.example.cn/media/covers/a.png');
    const tags = shareMeta(
      {
        title: '标题',
        summary: '<p>摘要</p>',
        cover: '/media/c.png',
        link: '/davmu/share/news/doc/2026/11/x/index.html',
      },
      'https://m.example.cn',
    );
    expect(tags).toContainEqual({ title: '标题 - 客户端分享' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://m.example.cn/media/c.png' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ property: 'og:description', content: '摘要' });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:image/svg+xml,<svg/onload=alert(1)>',
    'vbscript:x',
    'ftp://files.example.cn/a.png',
  ])('leaves out a cover that is not an http(s) or site-relative address: %s', (cover) => {
    const tags = shareMeta({ title: '标题', cover }, 'https://m.example.cn');
    expect(tags.filter((tag) => 'content' in tag && /image/.test(JSON.stringify(tag)))).toEqual([]);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('keeps http(s) and site-relative covers', () => {
    expect(absoluteUrl('https://m.example.cn', 'http://cdn.example.cn/a.png')).toBe('http://cdn.example.cn/a.png');
    expect(absoluteUrl('https://m.example.cn', 'media/a.png')).toBe('https://m.example.cn/media/a.png');
    expect(absoluteUrl('https://m.example.cn', 'javascript:alert(1)')).toBe('');
  });
});

describe('isSafeAppUrl', () => {
  it.each([
    ['nanling://special/42', true],
    ['https://m.example.cn/app', true],
    ['/davmu/share/news/doc/2026/11/aB3dE5gH/index.html', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['//evil.example.com/', false],
    ['', false],
    ['no scheme', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeAppUrl(url)).toBe(safe);
    expect(spTopicTargets(readSpTopicPayload({ enable_app: true, app_url: url })).appUrl !== null).toBe(safe);
  });
});
