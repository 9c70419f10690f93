import { fixtureDocDetailOf, fixtureListItems, fixtureMediaAccount, fixturePagedList } from '@share/api-client/testing';
import {
  accountViewOf,
  albumTracksOf,
  cardCache,
  cardGroupsOf,
  cardPageOf,
  detailViewOf,
  hotRowOf,
  rowPageOf,
} from './detail-view-model';

/** A platform item with everything a page never shows: every picture size, meta, pc_link, a body. */
const article = () =>
  fixtureDocDetailOf('article', {
    title: '迎春花市开锣',
    content: '<p>正文</p>',
    style: { data: [{ url: '/media/full.png', thumb: '/media/thumb.png', wbep_thumb: '/media/wbep.webp' }] },
    meta: { comment_available: 'true' },
    enable_comment: true,
    pc_link: '/davmu/share/pc/only-on-desktop',
    payload: { images: [{ url: '/media/payload-only.png' }] },
    relations: fixtureListItems(2, 41),
  });

describe('the detail a page gets (detailViewOf)', () => {
  it('keeps what the page shows: the full picture once, the counts, whether comments are open', () => {
    const view = detailViewOf(article());
    expect(view).toMatchObject({ title: '迎春花市开锣', cover: '/media/full.png', commentsOpen: true });
    // An article's body reads no payload, pictures or media: none is sent.
    expect(view).not.toHaveProperty('payload');
    expect(view).not.toHaveProperty('images');
    expect(view).not.toHaveProperty('media');
    expect(detailViewOf({ ...article(), meta: { comment_available: 'false' } }).commentsOpen).toBe(false);
  });

  it('drops the body source, other picture sizes, meta, pc_link and an article’s payload', () => {
    const sent = JSON.stringify(detailViewOf(article()));
    for (const dropped of [
      '<p>正文</p>',
      '/media/thumb.png',
      'wbep_thumb',
      '/media/wbep.webp',
      'comment_available',
      'pc_link',
      '/davmu/share/pc/',
      '/media/payload-only.png',
    ]) {
      expect(sent).not.toContain(dropped);
    }
  });

  it('shows related reading as cards', () => {
    const [first] = fixtureListItems(1, 41);
    expect(detailViewOf(article()).relations[0]).toEqual({
      id: first.post_id,
      title: first.title,
      href: first.share_link,
      cover: first.style.data[0].thumb,
      catalog: first.content_type,
      source: first.source_alias,
      viewCount: first.view_count,
      publishAt: first.publish_at,
      ...(first.comment_count ? { commentCount: first.comment_count } : {}),
    });
  });

  it('keeps a gallery’s pictures once (not also its payload) and the payload of the types whose body reads it', () => {
    const gallery = detailViewOf(
      fixtureDocDetailOf('image', {
        images: [{ url: '/media/g1.png', description: '花田' }],
        payload: { images: [{ url: '/media/g1.png', caption: '花田' }] },
      }),
    );
    expect(gallery.images).toEqual([{ url: '/media/g1.png', caption: '花田' }]);
    expect(gallery).not.toHaveProperty('payload');
    const link = detailViewOf(
      fixtureDocDetailOf('link', { payload: { url: 'https://example.com/a', bizName: '南岭' } }),
    );
    expect(link.payload).toEqual({ url: 'https://example.com/a', bizName: '南岭' });
  });
});

describe('the lists a page gets', () => {
  it('a card is the same object in every list of the page, so it is serialised once', () => {
    const card = cardCache();
    const [a, b] = fixtureListItems(2, 1);
    const related = cardPageOf({ list: [a], total: 1, page: 1, size: 10 }, card);
    const recommend = cardPageOf({ list: [b, a], total: 2, page: 1, size: 10 }, card);
    expect(recommend.list[1]).toBe(related.list[0]);
    expect(recommend).toEqual({
      list: [expect.objectContaining({ id: b.post_id }), expect.objectContaining({ id: a.post_id })],
      total: 2,
    });
  });

  it('a special’s groups hold cards; an item in two groups is one card', () => {
    const [a, b] = fixtureListItems(2, 1);
    const group = (group_id: string, content_list = [a, b]) => ({
      group_id,
      name: group_id,
      collapse: false,
      content_list,
      total: 2,
    });
    const [first, second] = cardGroupsOf([group('g1'), group('g2', [b])]);
    expect(first).toMatchObject({
      group_id: 'g1',
      total: 2,
      content_list: [{ id: a.post_id, title: a.title }, { id: b.post_id }],
    });
    expect(second.content_list[0]).toBe(first.content_list[1]);
    expect(JSON.stringify(first)).not.toContain('wbep_thumb');
  });

  it('a hot-list row is its title, link and heat only', () => {
    const [item] = fixtureListItems(1, 1);
    expect(rowPageOf(fixturePagedList(1, 25), hotRowOf)).toEqual({
      list: [{ id: item.post_id, title: item.title, href: item.share_link, heat: item.view_count }],
      total: 25,
    });
  });

  it('an album track is its id, title, link and duration; an account its name, avatar and follow state', () => {
    const [track] = albumTracksOf(fixturePagedList(1, 6));
    expect(Object.keys(track)).toEqual(['id', 'title', 'href', 'duration']);
    expect(accountViewOf(fixtureMediaAccount({ name: '岭南味道' }))).toEqual({
      uid: fixtureMediaAccount().uid,
      name: '岭南味道',
      avatar: '/media/avatars/mp-01.png',
      is_follow: fixtureMediaAccount().is_follow,
    });
  });
});
