import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_TYPES } from '@share/contract';
import { COMMENT_PAGING_ITEM_KEY, DEMO_PASSWORD, demoData } from './demo-data';
import { MEDIA_SIZES } from './demo-media';
import { seasonsNamedIn } from './demo-seasons';
import { DEMO_DOWNLOAD_PAGE, DEMO_H5_PATH, withDemoSettings } from './demo-settings';
import type { DemoItem } from './demo-types';
import { DEMO_VIDEO_URL_PREFIX } from './demo-video';

const ASSETS_DIR = join(__dirname, '..', '..', 'assets');

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

const itemsByKey = new Map(demoData.items.map((i) => [i.key, i]));
const userKeys = new Set(demoData.users.map((u) => u.key));
const mpKeys = new Set(demoData.media_accounts.map((m) => m.key));
const groupKeys = new Set(demoData.groups.map((g) => g.key));
const published = demoData.items.filter((i) => i.published);
const item = (key: string): DemoItem => {
  const found = itemsByKey.get(key);
  if (!found) throw new Error(`unknown item key ${key}`);
  return found;
};

function expectItems(keys: string[]): void {
  for (const key of keys) expect(itemsByKey.has(key) ? key : `missing item ${key}`).toBe(key);
}

function expectUnique(keys: string[]): void {
  expect(new Set(keys).size).toBe(keys.length);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

describe('demo data set: content types and groups', () => {
  it.each(CONTENT_TYPES)('has a published %s item listed on a home tab', (type) => {
    expect(published.some((i) => i.content_type === type && i.group_keys.length > 0)).toBe(true);
  });

  it('has several published articles and videos', () => {
    expect(published.filter((i) => i.content_type === 'article').length).toBeGreaterThanOrEqual(10);
    expect(published.filter((i) => i.content_type === 'video').length).toBeGreaterThanOrEqual(4);
  });

  it('has unique keys for every entity', () => {
    expectUnique(demoData.items.map((i) => i.key));
    expectUnique(demoData.groups.map((g) => g.key));
    expectUnique(demoData.users.map((u) => u.key));
    expectUnique(demoData.media_accounts.map((m) => m.key));
    expectUnique(demoData.comments.map((c) => c.key));
    expectUnique(demoData.live_rooms.flatMap((r) => r.chat.map((m) => m.key)));
    expectUnique(demoData.dejin_posts.map((p) => p.key));
  });

  it('resolves the group, media-account, relation and location keys of items', () => {
    const locationKeys = new Set(demoData.locations.map((l) => l.key));
    for (const i of demoData.items) {
      for (const g of i.group_keys) expect(groupKeys.has(g) ? g : `${i.key} -> ${g}`).toBe(g);
      if (i.mp_key) expect(mpKeys.has(i.mp_key)).toBe(true);
      if (i.location_key) expect(locationKeys.has(i.location_key)).toBe(true);
      expectItems(i.relation_keys);
    }
  });

  it('gives every home tab content and one default tab, and resolves the navigation bar', () => {
    for (const g of demoData.groups)
      expect(published.some((i) => i.group_keys.includes(g.key)) ? g.key : `empty ${g.key}`).toBe(g.key);
    expect(demoData.groups.filter((g) => g.is_default)).toHaveLength(1);
    const nav = demoData.site.bottom_navigation_bar;
    expect(nav.navigationItems.filter((n) => n.isHome)).toHaveLength(1);
    const moduleKeys = new Set(demoData.content_modules.map((m) => m.key));
    for (const n of nav.navigationItems) {
      for (const g of n.groups) expect(groupKeys.has(g)).toBe(true);
      if (n.content_model_key) expect(moduleKeys.has(n.content_model_key)).toBe(true);
    }
  });

  it('uses the default theme colour as primaryColor', () => {
    expect(demoData.site.app_info.primaryColor).toBe('#FF4A26');
  });

  it('has media accounts with their own content (one with at least 3 items)', () => {
    const counts = demoData.media_accounts.map((m) => published.filter((i) => i.mp_key === m.key).length);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(3);
  });
});

describe('demo data set: display ranges', () => {
  // A regional news app: hundreds to tens of thousands, a few viral items at a few 十万.
  const ranges: [string, (n: number) => boolean][] = [
    ['under 1000', (n) => n < 1000],
    ['thousands', (n) => n >= 1000 && n < 10000],
    ['tens of thousands', (n) => n >= 10000 && n < 100_000],
  ];
  const VIRAL_MAX = 500_000;

  it.each(['view_count', 'like_count', 'collect_count'] as const)('%s covers every count range', (field) => {
    for (const [name, test] of ranges) {
      expect(published.some((i) => test(i[field])) ? name : `no ${field} ${name}`).toBe(name);
    }
  });

  /** Every count of the data set (fields named *_count, *_sum and fans), with where it is. */
  function counts(value: unknown, path = ''): [string, number][] {
    if (Array.isArray(value))
      return value.flatMap((entry, i) => counts(entry, `${path}[${(entry as { key?: string })?.key ?? i}]`));
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([name, field]): [string, number][] =>
      typeof field === 'number' && /(_count|_sum|^fans)$/.test(name)
        ? [[`${path}.${name}`, field]]
        : counts(field, `${path}.${name}`),
    );
  }
  /** 1234, 3456, 98765…: four digits in a row up or down, a count nobody would believe. */
  const staircase = (n: number) =>
    [...String(n)].some(
      (_, i, d) =>
        i + 4 <= d.length &&
        [1, -1].some((step) => [1, 2, 3].every((j) => Number(d[i + j]) - Number(d[i + j - 1]) === step)),
    );

  it('keeps every count at most a few 十万, and only a few items above 十万', () => {
    expect(counts(demoData).filter(([, n]) => n > VIRAL_MAX)).toEqual([]);
    expect(published.filter((i) => i.view_count >= 100_000).length).toBeLessThanOrEqual(4);
    expect(published.some((i) => i.view_count >= 100_000)).toBe(true);
  });

  it('has no staircase counts (12345, 98765)', () => {
    expect(counts(demoData).filter(([, n]) => staircase(n))).toEqual([]);
  });

  it('publish times cover seconds, minutes, hours, days and over 72 hours', () => {
    const ages = published.map((i) => i.published_seconds_ago);
    expect(ages.some((s) => s < MINUTE)).toBe(true);
    expect(ages.some((s) => s >= MINUTE && s < HOUR)).toBe(true);
    expect(ages.some((s) => s >= HOUR && s < DAY)).toBe(true);
    expect(ages.some((s) => s >= DAY && s < 72 * HOUR)).toBe(true);
    expect(ages.some((s) => s > 72 * HOUR)).toBe(true);
    expect(ages.every((s) => s >= 0)).toBe(true);
  });
});

describe('demo data set: comments', () => {
  const byKey = new Map(demoData.comments.map((c) => [c.key, c]));

  it(`has at least 25 top-level comments on ${COMMENT_PAGING_ITEM_KEY} (paging size 10)`, () => {
    const top = demoData.comments.filter((c) => c.item_key === COMMENT_PAGING_ITEM_KEY && !c.parent_key);
    expect(top.length).toBeGreaterThanOrEqual(25);
    expect(item(COMMENT_PAGING_ITEM_KEY).content_type).toBe('article');
  });

  it('resolves authors, items and level-2 replies under level-1 comments of the same item', () => {
    for (const c of demoData.comments) {
      expect(itemsByKey.has(c.item_key)).toBe(true);
      expect(Boolean(c.user_key) !== Boolean(c.mp_key)).toBe(true);
      if (c.user_key) expect(userKeys.has(c.user_key)).toBe(true);
      if (c.mp_key) expect(mpKeys.has(c.mp_key)).toBe(true);
      expect(c.ip_location).not.toBe('');
      if (c.parent_key) {
        const parent = byKey.get(c.parent_key);
        expect(parent?.item_key).toBe(c.item_key);
        expect(parent?.parent_key).toBeUndefined();
        if (c.reply_to_user_key) expect(userKeys.has(c.reply_to_user_key)).toBe(true);
      } else {
        expect(c.reply_to_user_key).toBeUndefined();
      }
    }
  });

  it('has replies on several comments and items, stars and several provinces', () => {
    const replies = demoData.comments.filter((c) => c.parent_key);
    expect(new Set(replies.map((c) => c.parent_key)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(replies.map((c) => c.item_key)).size).toBeGreaterThanOrEqual(3);
    expect(demoData.comments.some((c) => c.star_count >= 1000)).toBe(true);
    expect(new Set(demoData.comments.map((c) => c.ip_location)).size).toBeGreaterThanOrEqual(5);
    expect(demoData.comments.some((c) => c.ip_location === '广东')).toBe(true);
    expect(demoData.comments.some((c) => c.ip_location === '北京')).toBe(true);
  });

  it('has no one replying to himself', () => {
    for (const c of demoData.comments.filter((c) => c.parent_key && c.user_key)) {
      const parent = byKey.get(c.parent_key ?? '');
      const to = c.reply_to_user_key ?? parent?.user_key;
      expect(`${c.key} ${c.user_key === to ? 'replies to himself' : 'ok'}`).toBe(`${c.key} ok`);
    }
  });

  it('has items with comments closed by enable_comment and by meta.comment_available', () => {
    expect(published.some((i) => !i.enable_comment)).toBe(true);
    expect(published.some((i) => i.enable_comment && i.meta.comment_available === 'false')).toBe(true);
    expect(published.some((i) => i.enable_comment && i.meta.comment_available === 'true')).toBe(true);
  });
});

describe('demo data set: payloads', () => {
  it('h5 and link items carry url, real_url (pages of the site itself), nav, capsule and bizName', () => {
    const seeded = withDemoSettings(demoData, { siteOrigin: 'https://m.nanling.test' });
    const onSite = expect.stringMatching(/^https:\/\/m\.nanling\.test\/media\/h5\/[a-z0-9-]+\.html/);
    for (const i of seeded.items.filter((i) => i.published && (i.content_type === 'h5' || i.content_type === 'link'))) {
      expect(i.payload).toEqual({
        kind: 'link',
        url: onSite,
        real_url: onSite,
        nav: expect.any(Boolean),
        capsule: expect.any(Boolean),
        bizName: expect.any(String),
      });
    }
  });

  it('sp_topic items carry enable_app, app_url, enable_pc and pc_url', () => {
    for (const i of published.filter((i) => i.content_type === 'sp_topic')) {
      expect(i.payload).toEqual({
        kind: 'sp_topic',
        enable_app: expect.any(Boolean),
        app_url: expect.any(String),
        enable_pc: expect.any(Boolean),
        pc_url: expect.any(String),
      });
    }
  });

  it('mini_program items carry appid and path', () => {
    for (const i of published.filter((i) => i.content_type === 'mini_program')) {
      expect(i.payload).toMatchObject({
        kind: 'mini_program',
        appid: expect.stringMatching(/^wx/),
        path: expect.any(String),
      });
    }
  });

  it('galleries have pic_num equal to their captioned images', () => {
    for (const i of published.filter((i) => i.content_type === 'image')) {
      if (i.payload?.kind !== 'gallery') throw new Error(`${i.key} has no gallery payload`);
      expect(i.pic_num).toBe(i.payload.images.length);
      for (const image of i.payload.images) expect(image.caption.length).toBeGreaterThan(0);
    }
  });

  it('video, svideo and audio items have duration_str and a media payload', () => {
    for (const i of demoData.items.filter((i) => ['video', 'svideo', 'audio'].includes(i.content_type))) {
      expect(i.duration_str).toMatch(/^\d{2}:\d{2}$/);
      expect(i.payload).toMatchObject({
        kind: 'media',
        play_url: expect.any(String),
        cover: expect.stringMatching(/^\/media\//),
      });
    }
  });

  it('article bodies use paragraphs, headings, local images, quotes and lists', () => {
    const bodies = published.filter((i) => i.content_type === 'article').map((i) => i.content ?? '');
    expect(bodies.every((b) => b.includes('<p>'))).toBe(true);
    for (const tag of ['<h2>', '<img src="/media/', '<blockquote>', '<ul>', '<ol>']) {
      expect(bodies.some((b) => b.includes(tag)) ? tag : `no ${tag}`).toBe(tag);
    }
    expect(published.some((i) => i.source_alias === '新华社')).toBe(true);
    expect(published.some((i) => i.source_alias === '本台记者')).toBe(true);
  });

  it('every item has a cover in style.data[0]', () => {
    for (const i of demoData.items) expect(i.style.data[0]?.thumb).toMatch(/^\/media\//);
  });
});

describe('demo data set: lists, specials, albums and live', () => {
  it.each(['hot_list_keys', 'editor_recommend_keys', 'recommend_keys'] as const)(
    '%s has at least 12 unique published items (load more with size 10)',
    (field) => {
      const keys = demoData[field];
      expect(keys.length).toBeGreaterThanOrEqual(12);
      expectUnique(keys);
      expectItems(keys);
      expect(keys.every((k) => item(k).published)).toBe(true);
    },
  );

  it('the 72-hour hot list only holds items from the last 72 hours, none dated back into its season', () => {
    expect(demoData.hot_list_keys.every((k) => item(k).published_seconds_ago <= 72 * HOUR)).toBe(true);
    // The seeder dates a story naming a season in that season (demo-seasons.ts), months back maybe.
    expect(demoData.hot_list_keys.filter((k) => seasonsNamedIn(`${item(k).title} ${item(k).summary}`).length)).toEqual(
      [],
    );
  });

  it('specials point at special items, keep sections on their groups and include groups without a content list', () => {
    for (const s of demoData.specials) {
      expect(item(s.item_key).content_type).toBe('special');
      const keys = new Set(s.groups.map((g) => g.key));
      for (const g of s.groups) expectItems(g.content_keys ?? []);
      for (const section of s.sections) expect(keys.has(section.group_key)).toBe(true);
      expect(s.groups.some((g) => g.content_keys && g.content_keys.length > 0)).toBe(true);
    }
    expect(demoData.specials.some((s) => s.groups.some((g) => g.content_keys === undefined))).toBe(true);
    expect(demoData.specials.some((s) => s.groups.some((g) => g.collapse))).toBe(true);
  });

  it('keeps a special to its own reports: no other special, live, audio or album, no item twice', () => {
    const OFF_TOPIC = ['special', 'live', 'local_live', 'audio', 'audio_album', 'video_album'];
    for (const s of demoData.specials) {
      const keys = s.groups.flatMap((g) => g.content_keys ?? []);
      expectUnique(keys);
      expect(keys.filter((k) => OFF_TOPIC.includes(item(k).content_type))).toEqual([]);
    }
    const more = demoData.specials.flatMap((s) => s.groups).find((g) => g.name === '更多报道');
    expect(more?.content_keys?.length).toBeGreaterThan(50);
    expect(more?.content_keys?.filter((k) => !item(k).tags?.includes('一季度经济'))).toEqual([]);
  });

  it('albums cover updating, completed and empty, with tracks of the right type', () => {
    for (const a of demoData.albums) {
      expect(item(a.item_key).content_type).toBe(a.series);
      expect(a.track_keys).toHaveLength(a.total);
      const trackType = a.series === 'audio_album' ? 'audio' : 'video';
      expect(a.track_keys.every((k) => item(k).content_type === trackType && item(k).published)).toBe(true);
    }
    const audio = demoData.albums.filter((a) => a.series === 'audio_album');
    expect(audio.some((a) => a.status === 0 && a.total > 0)).toBe(true);
    expect(audio.some((a) => a.status === 1 && a.total > 0)).toBe(true);
    expect(audio.some((a) => a.total === 0)).toBe(true);
    expect(demoData.albums.some((a) => a.series === 'video_album')).toBe(true);
  });

  it('live rooms cover upcoming, live and ended, with playlists, notices, countdowns and chat', () => {
    const statuses = new Set(demoData.live_rooms.map((r) => r.status));
    for (const s of [0, 1, 2]) expect(statuses.has(s as 0 | 1 | 2)).toBe(true);
    for (const r of demoData.live_rooms) {
      expect(['live', 'local_live']).toContain(item(r.item_key).content_type);
      expect(r.playlists.length).toBeGreaterThan(0);
      if (r.group_key) expect(groupKeys.has(r.group_key)).toBe(true);
      for (const c of r.columns) if (c.group_key) expect(groupKeys.has(c.group_key)).toBe(true);
      for (const m of r.chat) {
        if (m.user_key) expect(userKeys.has(m.user_key)).toBe(true);
        if (m.mp_key) expect(mpKeys.has(m.mp_key)).toBe(true);
      }
      if (r.status === 0) expect(r.start_offset_seconds).toBeGreaterThan(0);
      if (r.status === 1) expect(r.start_offset_seconds).toBeLessThan(0);
      expect(r.end_offset_seconds).toBeGreaterThan(r.start_offset_seconds);
    }
    expect(demoData.live_rooms.some((r) => r.countdown_switch && r.status === 0)).toBe(true);
    expect(demoData.live_rooms.some((r) => r.notice_switch && r.notices.length > 0)).toBe(true);
    expect(demoData.live_rooms.some((r) => r.status === 1 && r.chat.length >= 5)).toBe(true);
    const liveKeys = new Set(demoData.live_rooms.map((r) => r.key));
    for (const b of demoData.bookings) {
      expect(liveKeys.has(b.live_key)).toBe(true);
      expect(userKeys.has(b.user_key)).toBe(true);
    }
  });

  it('names no clock time or day in live titles, notices and chat, which the seed times relative to now', () => {
    // A room starts and ends at offsets from the seeding time: 今晚8点 would start at 01:38 too.
    const CLOCK = /\d{1,2}(点|:\d{2})|今晚|今天|明天|明早|明晚|昨天|上午|下午|凌晨|新年|除夕|元宵|中秋/;
    const texts = demoData.live_rooms.flatMap((r) => [
      r.title,
      item(r.item_key).title,
      item(r.item_key).summary ?? '',
      ...r.notices.map((n) => n.content),
      ...r.chat.filter((m) => m.msg_type !== 'text').map((m) => m.content),
    ]);
    expect(texts.filter((text) => CLOCK.test(text))).toEqual([]);
  });

  it('content modules include app and topic categories and excluded column types', () => {
    const entries = demoData.content_modules.flatMap((m) => m.entries);
    expect(entries.some((e) => e.category === 'app')).toBe(true);
    expect(entries.some((e) => e.category === 'topic')).toBe(true);
    expect(entries.some((e) => e.type === 'app')).toBe(true);
    for (const m of demoData.content_modules) if (m.group_key) expect(groupKeys.has(m.group_key)).toBe(true);
    expectItems(entries.flatMap((e) => e.item_keys));
  });

  it('lists and fly cards resolve their items', () => {
    expect(new Set(demoData.lists.map((l) => l.kind))).toEqual(new Set(['list', 'fly_card']));
    for (const l of demoData.lists) {
      expectItems(l.item_keys);
      expectItems(l.cards.flatMap((c) => (c.item_key ? [c.item_key] : [])));
    }
  });
});

describe('demo data set: users, previews and other pages', () => {
  it('has valid unique phones (1[3-9] and nine digits) and a user with the demo password', () => {
    for (const u of demoData.users) expect(u.phone).toMatch(/^1[3-9]\d{9}$/);
    expectUnique(demoData.users.map((u) => u.phone));
    expect(DEMO_PASSWORD).toBe('Demo@2026');
    expect(demoData.users.some((u) => u.password === 'Demo@2026')).toBe(true);
  });

  it('has preview documents of unpublished items, with and without expiry', () => {
    expect(demoData.items.some((i) => !i.published)).toBe(true);
    for (const p of demoData.preview_documents) expect(item(p.item_key).published).toBe(false);
    expect(demoData.preview_documents.some((p) => (p.expires_in_seconds ?? 0) > 0)).toBe(true);
    expect(demoData.preview_documents.some((p) => p.expires_in_seconds === undefined)).toBe(true);
  });

  it('unpublished items are on no tab or list', () => {
    const listed = new Set([
      ...demoData.hot_list_keys,
      ...demoData.editor_recommend_keys,
      ...demoData.recommend_keys,
      ...demoData.specials.flatMap((s) => s.groups.flatMap((g) => g.content_keys ?? [])),
    ]);
    for (const i of demoData.items.filter((i) => !i.published)) {
      expect(i.group_keys).toEqual([]);
      expect(listed.has(i.key)).toBe(false);
    }
  });

  it('resolves clue reports, circles, law questions, invites and dejin references', () => {
    const clueTopics = new Set(demoData.clue_topics.map((t) => t.key));
    const channels = new Set(demoData.clue_channels.map((c) => c.key));
    for (const t of demoData.clue_topics) expect(channels.has(t.channel_key)).toBe(true);
    for (const r of demoData.clue_reporters) expect(userKeys.has(r.user_key)).toBe(true);
    for (const r of demoData.clue_reports) {
      expect(userKeys.has(r.reporter_key)).toBe(true);
      for (const t of r.topic_keys) expect(clueTopics.has(t)).toBe(true);
      for (const u of r.at_user_keys) expect(userKeys.has(u)).toBe(true);
      if (r.reply) expect(mpKeys.has(r.reply.mp_key)).toBe(true);
      expectItems(r.relate_item_keys);
    }
    expect(demoData.clue_topics.some((t) => t.recommended)).toBe(true);

    const circles = new Set(demoData.circles.map((c) => c.key));
    const circleTopics = new Set(demoData.circle_topics.map((t) => t.key));
    for (const t of demoData.circle_topics) expect(circles.has(t.circle_key)).toBe(true);
    for (const c of demoData.circle_contents) {
      expect(circles.has(c.circle_key)).toBe(true);
      expect(userKeys.has(c.user_key)).toBe(true);
      for (const t of c.topic_keys) expect(circleTopics.has(t)).toBe(true);
    }

    for (const q of demoData.law_questions) expect(userKeys.has(q.user_key)).toBe(true);
    expect(demoData.law_questions.some((q) => q.answers.length > 0)).toBe(true);

    for (const r of demoData.invite_records) {
      expect(userKeys.has(r.inviter_key)).toBe(true);
      expect(userKeys.has(r.invitee_key)).toBe(true);
    }

    for (const res of demoData.open_resources) {
      const catalogs = new Set(res.catalogs.map((c) => c.id));
      for (const c of res.catalogs) if (c.parent_id) expect(catalogs.has(c.parent_id)).toBe(true);
      for (const c of res.contents) expect(catalogs.has(c.catalog_id)).toBe(true);
    }

    const dejinCatalogs = new Set(demoData.dejin_catalogs.map((c) => c.key));
    const dejinTopics = new Set(demoData.dejin_topics.map((t) => t.key));
    for (const p of demoData.dejin_personals) expect(userKeys.has(p.user_key)).toBe(true);
    for (const p of demoData.dejin_posts) {
      expect(dejinCatalogs.has(p.catalog_key)).toBe(true);
      expect(userKeys.has(p.user_key)).toBe(true);
      for (const t of p.topic_keys) expect(dejinTopics.has(t)).toBe(true);
    }
    // The dejin topic page fetches 10 at a time: more than 10 posts exercise load-more.
    expect(demoData.dejin_posts.length).toBeGreaterThan(10);
  });
});

describe('demo data set: texts a customer reads', () => {
  it('gives every law question distinct answers by distinct lawyers', () => {
    for (const q of demoData.law_questions) {
      expectUnique(q.answers.map((a) => a.content));
      expectUnique(q.answers.map((a) => a.lawyer_name));
    }
    const lengths = demoData.law_questions.flatMap((q) => q.answers.map((a) => a.content.length));
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeGreaterThan(60);
  });

  it('gives circles distinct descriptions and member counts that are no arithmetic series', () => {
    expectUnique(demoData.circles.map((c) => c.description));
    const steps = demoData.circles.slice(1).map((c, i) => c.member_count - demoData.circles[i].member_count);
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('gives dejin posts bodies and summaries other than their titles', () => {
    expectUnique(demoData.dejin_posts.map((p) => p.content));
    for (const p of demoData.dejin_posts) {
      expect(p.content.includes(`<p>${p.title}`) ? `${p.key} repeats its title` : p.key).toBe(p.key);
      expect(p.summary.startsWith(p.title.slice(0, 12)) ? `${p.key} summary is its title` : p.key).toBe(p.key);
    }
  });
});

describe('demo data set: settings and addresses a visitor can see', () => {
  const json = JSON.stringify(withDemoSettings(demoData));

  it('names no placeholder host or id: example.com, 1234567890, wx0000…', () => {
    expect(json.match(/[\w.-]*example\.(com|org|net)[^"]*|com\.example\.\w+/g)).toBeNull();
    expect(json.match(/1234567890|wx0{6,}\w*/g)).toBeNull();
  });

  it('points every demo H5 address at a page of its own under assets/h5', () => {
    const pages = [...new Set(json.match(/\/media\/h5\/[a-z0-9-]+\.html/g) ?? [])];
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const page of pages)
      expect(existsSync(join(ASSETS_DIR, page.slice('/media/'.length))) ? page : `missing ${page}`).toBe(page);
    expect(json.includes(`"${DEMO_H5_PATH}`)).toBe(false);
    expect(json).toContain(`"http://127.0.0.1:4200${DEMO_H5_PATH}street-vote.html"`);
  });

  it('leaves the app ids empty and offers the demo download page until the operator sets them', () => {
    const site = withDemoSettings(demoData).site;
    expect([site.app_info.ios_app_id, site.wxshare.appId]).toEqual(['', '']);
    expect(site.app_download_url.url).toBe(`http://127.0.0.1:4200${DEMO_DOWNLOAD_PAGE}`);
    expect(existsSync(join(ASSETS_DIR, DEMO_DOWNLOAD_PAGE.slice('/media/'.length)))).toBe(true);
    const set = withDemoSettings(demoData, {
      iosAppId: '6443',
      wxAppId: 'wx77',
      downloadUrl: 'https://dl.nanling.test/app',
    }).site;
    expect([set.app_info.ios_app_id, set.wxshare.appId, set.app_download_url.url]).toEqual([
      '6443',
      'wx77',
      'https://dl.nanling.test/app',
    ]);
  });
});

describe('demo data set: images', () => {
  const json = JSON.stringify(demoData);
  const mediaPaths = [...new Set(json.match(/\/media\/[^"'\\\s<>)]+/g) ?? [])];

  it('every /media/ path in the data exists under assets/ (the demo video is generated at start-up)', () => {
    expect(mediaPaths.length).toBeGreaterThan(50);
    const missing = mediaPaths
      .filter((p) => !p.startsWith(`${DEMO_VIDEO_URL_PREFIX}/`))
      .filter((p) => !existsSync(join(ASSETS_DIR, p.slice('/media/'.length).split('?')[0])));
    expect(missing).toEqual([]);
  });

  it('no image is loaded from outside', () => {
    expect(json.match(/https?:\/\/[^"'\s<>]+\.(png|jpe?g|gif|webp|svg)/gi)).toBeNull();
  });

  it('keeps the committed assets under 3 MB', () => {
    const total = listFiles(ASSETS_DIR).reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it('gives every rich-text image the pixel size of its PNG file', () => {
    const tags = json.match(/<img [^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(5);
    for (const tag of tags) {
      const src = /src=\\"([^"\\]+)/.exec(tag)?.[1] ?? '';
      const file = readFileSync(join(ASSETS_DIR, src.slice('/media/'.length)));
      // PNG: width and height are the big-endian words at bytes 16 and 20 (IHDR).
      const size = `width=\\"${file.readUInt32BE(16)}\\" height=\\"${file.readUInt32BE(20)}\\"`;
      expect(`${src} ${tag.includes(size) ? size : tag}`).toBe(`${src} ${size}`);
      expect(MEDIA_SIZES[src.split('/')[2]]).toEqual([file.readUInt32BE(16), file.readUInt32BE(20)]);
    }
  });

  it('ships real PNG files', () => {
    const pngs = listFiles(ASSETS_DIR).filter((f) => f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThanOrEqual(70);
  });
});
