import type { DocSummary } from '@share/contract';
import { cardOf, coverOf, hrefOf } from './card-of';

const item = (overrides: Partial<DocSummary> = {}) =>
  ({
    post_id: 'p1',
    title: '标题',
    share_link: '/davmu/share/news/doc/2026/11/p1/index.html',
    content_type: 'article',
    source_alias: '城市频道',
    view_count: 10,
    comment_count: 2,
    publish_at: 1_790_000_000,
    style: { data: [{ url: '/media/large.jpg', thumb: '/media/thumb.jpg', wbep_thumb: '/media/w.webp' }] },
    ...overrides,
  }) as DocSummary;

describe('one card mapping for every list', () => {
  it('takes the thumb first, then the url, then wbep_thumb; none is null', () => {
    expect(coverOf(item())).toBe('/media/thumb.jpg');
    expect(coverOf(item({ style: { data: [{ url: '/media/large.jpg', thumb: '', wbep_thumb: '/w.webp' }] } }))).toBe(
      '/media/large.jpg',
    );
    expect(coverOf(item({ style: { data: [{ url: '', thumb: '', wbep_thumb: '/w.webp' }] } }))).toBe('/w.webp');
    expect(coverOf(item({ style: { data: [] } }))).toBeNull();
  });

  it('links only to site paths', () => {
    expect(hrefOf(item())).toBe('/davmu/share/news/doc/2026/11/p1/index.html');
    expect(hrefOf(item({ share_link: 'https://evil.example/x' }))).toBe('/davmu/share/');
    expect(hrefOf(item({ share_link: '//evil.example/davmu/share/' }))).toBe('/davmu/share/');
  });

  it('opens an h5 or link item at its payload.url, never at a javascript: or data: address', () => {
    const linkItem = (url: string, content_type: 'h5' | 'link' = 'h5') =>
      item({ content_type, share_link: url, payload: { url } });
    expect(hrefOf(linkItem('https://h5.example.com/vote/street-2026'))).toBe('https://h5.example.com/vote/street-2026');
    expect(hrefOf(linkItem('https://weather.example.com/15days', 'link'))).toBe('https://weather.example.com/15days');
    expect(hrefOf(linkItem('javascript:alert(1)'))).toBe('/davmu/share/');
    expect(hrefOf(linkItem('data:text/html,x', 'link'))).toBe('/davmu/share/');
    // An article's payload never decides where its card goes.
    expect(hrefOf(item({ payload: { url: 'https://example.com/' } }))).toBe(
      '/davmu/share/news/doc/2026/11/p1/index.html',
    );
  });

  it('carries the id for keys and exposure, and the counts and time as given', () => {
    expect(cardOf(item())).toEqual({
      id: 'p1',
      title: '标题',
      href: '/davmu/share/news/doc/2026/11/p1/index.html',
      cover: '/media/thumb.jpg',
      catalog: 'article',
      source: '城市频道',
      viewCount: 10,
      commentCount: 2,
      publishAt: 1_790_000_000,
    });
    expect(cardOf(item({ duration_str: '03:24' })).duration).toBe('03:24');
  });

  it('keeps only what the card shows: one picture, no payload, meta, api path or other sizes', () => {
    const full = item({
      payload: { images: [{ url: '/media/g1.png' }] },
      meta: { comment_available: 'true' },
      content_link: '/peony/v1/content/detail/p1',
      pc_link: '/davmu/share/news/doc/2026/11/p1/index.html?pc',
      summary: '摘要不在卡片上',
    });
    const card = cardOf(full);
    const sent = JSON.stringify(card);
    for (const dropped of [
      '/media/large.jpg',
      '/media/w.webp',
      'wbep_thumb',
      '/media/g1.png',
      'comment_available',
      '/peony/',
      '?pc',
      '摘要不在卡片上',
    ]) {
      expect(sent).not.toContain(dropped);
    }
    // A part the card does not show is left out rather than sent as null.
    expect(Object.keys(cardOf(item({ comment_count: 0, source_alias: '', style: { data: [] } })))).toEqual([
      'id',
      'title',
      'href',
      'catalog',
      'viewCount',
      'publishAt',
    ]);
  });
});
