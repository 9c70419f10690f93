/**
 * Loads a data set in the demo-types shape into an empty database, once: the meta row `seeded`
 * marks it done, so restarts and re-runs never duplicate or overwrite anything.
 */
import { AppInfoContentSchema, encodePublicId } from '@share/contract';
import { nowSeconds, type Clock } from '../clock';
import { getMeta, getSetting, setMeta, setSetting, type Db } from '../db/database';
import { SETTING } from '../routes/site-routes';
import { hashPassword } from '../services/secrets';
import { inSeason, seasonShiftSeconds, seasonsNamedIn } from './demo-seasons';
import type { DemoDataSet, DemoItem, DemoPayload } from './demo-types';

/** Any part of the demo set; missing parts are simply not seeded. */
export type SeedData = Partial<DemoDataSet>;

export const SEEDED_META_KEY = 'seeded_at';
/** Key prefix of demo entities seeded after all others (see seedDatabase). */
const LATE_ENTITY_KEY_PREFIX = 'more-';

/** Demo families stored as JSON entities, served through services/entities.ts. */
const ENTITY_FAMILIES = [
  'clue_channels',
  'clue_topics',
  'clue_reporters',
  'clue_reports',
  'circles',
  'circle_topics',
  'circle_contents',
  'law_questions',
  'open_resources',
  'locations',
  'content_modules',
  'lists',
  'activities',
  'dejin_catalogs',
  'dejin_topics',
  'dejin_personals',
  'dejin_posts',
  'dejin_comments',
] as const;

/** Relative demo times become absolute: `x_seconds_ago` -> `x_at` (past), `x_offset_seconds` -> `x_at`. */
export function absoluteTimes(value: unknown, now: number): unknown {
  if (Array.isArray(value)) return value.map((entry) => absoluteTimes(entry, now));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (name.endsWith('_seconds_ago') && typeof field === 'number') out[`${name.slice(0, -12)}_at`] = now - field;
    else if (name.endsWith('_offset_seconds') && typeof field === 'number')
      out[`${name.slice(0, -15)}_at`] = now + field;
    else out[name] = absoluteTimes(field, now);
  }
  return out;
}

/**
 * How many seconds earlier than its relative time a story is dated so that it falls in every season
 * its text names (demo-seasons.ts): a story of the Spring Festival's flower market seeded in
 * November is dated in the last Spring Festival. 0 for a story that names none, or is in season.
 */
function seasonShift(text: string, secondsAgo: number, now: number): number {
  const seasons = seasonsNamedIn(text);
  let shift = 0;
  for (let round = 0; round < seasons.length + 1; round += 1) {
    const at = now - secondsAgo - shift;
    const missing = seasons.find((season) => !inSeason(at, season));
    if (!missing) return shift;
    shift += seasonShiftSeconds(at, missing, secondsAgo / 86_400);
  }
  throw new Error(`seed: no date holds every season of "${text.slice(0, 40)}"`);
}

/** The text of a stored story that may name its season, by family (items are read apart). */
const STORY_TEXT: Partial<Record<(typeof ENTITY_FAMILIES)[number], (record: Record<string, unknown>) => string>> = {
  clue_reports: (r) => `${r.title} ${r.content}`,
  circle_contents: (r) => String(r.content),
  dejin_posts: (r) => `${r.title} ${r.summary}`,
};

class KeyMap {
  private readonly ids = new Map<string, number>();
  constructor(private readonly what: string) {}
  set(key: string, id: number): void {
    this.ids.set(key, id);
  }
  get(key: string): number {
    const id = this.ids.get(key);
    if (id === undefined) throw new Error(`seed: unknown ${this.what} key ${key}`);
    return id;
  }
  maybe(key: string | undefined): number | null {
    return key === undefined ? null : this.get(key);
  }
}

/** Splits an item's payload into the stored payload and the derived DocDetail fields. */
export function docFieldsOf(item: DemoItem, now: number) {
  const extra: Record<string, unknown> = {};
  let payload: Record<string, unknown> = {};
  let topicName: string | null = null;
  const raw = item.payload as DemoPayload | undefined;
  if (raw) {
    // `kind` only tells the demo payloads apart; DocDetail payloads do not carry it.
    const { kind: _kind, ...rest } = raw as DemoPayload & Record<string, unknown>;
    void _kind;
    payload = rest;
    if (raw.kind === 'media') extra.media = { url: raw.play_url, cover: raw.cover, duration: raw.duration };
    if (raw.kind === 'gallery')
      extra.images = raw.images.map((image) => ({ url: image.url, description: image.caption }));
    if (raw.kind === 'topic') topicName = raw.topic_name;
    if (raw.kind === 'cloud_form') {
      const { deadline_offset_seconds: offset, ...form } = rest as Record<string, unknown>;
      payload = { ...form, deadline_at: now + Number(offset) };
    }
  }
  const pictures = (extra.images as unknown[] | undefined)?.length;
  const { comment_available, ...meta } = item.meta;
  const doc = {
    summary: item.summary,
    source_alias: item.source_alias,
    ...(item.author ? { author: item.author } : {}),
    ...(item.tags ? { tags: item.tags } : {}),
    duration_str: item.duration_str ?? '',
    pic_num: item.pic_num ?? pictures ?? 0,
    payload,
    style: item.style,
    meta,
    ...(item.content !== undefined ? { content: item.content } : {}),
    ...(item.location_key ? { location_key: item.location_key } : {}),
    ...extra,
  };
  return { doc, topicName, commentAvailable: comment_available === 'true' };
}

/** Seeds `data` when the database has never been seeded. Returns whether it did. */
export function seedDatabase(db: Db, data: SeedData, clock: Clock): boolean {
  if (getMeta(db, SEEDED_META_KEY)) return false;
  const now = nowSeconds(clock);
  const groups = new KeyMap('group');
  const accounts = new KeyMap('media account');
  const users = new KeyMap('user');
  const items = new KeyMap('item');
  const comments = new KeyMap('comment');
  const lives = new KeyMap('live room');
  const groupPublicId = (key: string | undefined) => (key ? encodePublicId(groups.get(key)) : '');

  db.transaction(() => {
    for (const group of data.groups ?? []) {
      const { lastInsertRowid } = db
        .prepare('INSERT INTO groups (key, name, type, layout, sort, is_default) VALUES (?, ?, ?, ?, ?, ?)')
        .run(group.key, group.name, group.type, group.layout, group.sort, group.is_default ? 1 : 0);
      groups.set(group.key, Number(lastInsertRowid));
    }

    if (data.site) {
      const { site } = data;
      // One schema for app info: what /peony/v1/app/info serves is the contract's AppInfoContent.
      setSetting(
        db,
        SETTING.appInfo,
        AppInfoContentSchema.parse({
          ...site.app_info,
          h5_config: site.h5_config,
          bottomNavigationBar: {
            ...site.bottom_navigation_bar,
            navigationItems: site.bottom_navigation_bar.navigationItems.map((entry) => ({
              ...entry,
              groups: entry.groups.map((key) => groupPublicId(key)),
            })),
          },
        }),
      );
      setSetting(db, SETTING.staticModules, { app_download_url: site.app_download_url });
      setSetting(db, SETTING.wxshare, site.wxshare);
      setSetting(db, SETTING.hotWords, site.hot_words);
    }

    for (const account of data.media_accounts ?? []) {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO media_accounts (key, name, avatar, description, fans, follow_count, verified, verify_label, ip_location)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          account.key,
          account.mp_name,
          account.avatar,
          account.description,
          account.fans,
          account.follow_count,
          account.verified ? 1 : 0,
          account.verify_label ?? '',
          account.ip_location,
        );
      accounts.set(account.key, Number(lastInsertRowid));
    }

    for (const user of data.users ?? []) {
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO users (key, phone, alias, avatar, password_hash, ip_location, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          user.key,
          user.phone,
          user.alias,
          user.avatar,
          user.password ? hashPassword(user.password) : null,
          user.ip_location,
          now - user.registered_seconds_ago,
        );
      users.set(user.key, Number(lastInsertRowid));
    }

    const insertItem = db.prepare(
      `INSERT INTO contents (key, content_type, title, published, publish_at, view_count, like_count, collect_count,
         share_count, mp_account_id, enable_comment, comment_available, topic_name, doc, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    /** Seconds each seasonal item is dated earlier; its comments move with it. */
    const itemShift = new Map<string, number>();
    for (const item of data.items ?? []) {
      const shift = item.published ? seasonShift(`${item.title} ${item.summary}`, item.published_seconds_ago, now) : 0;
      if (shift) itemShift.set(item.key, shift);
      const { doc, topicName, commentAvailable } = docFieldsOf(item, now);
      const { lastInsertRowid } = insertItem.run(
        item.key,
        item.content_type,
        item.title,
        item.published ? 1 : 0,
        now - item.published_seconds_ago - shift,
        item.view_count,
        item.like_count,
        item.collect_count,
        item.share_count,
        accounts.maybe(item.mp_key),
        item.enable_comment ? 1 : 0,
        commentAvailable ? 1 : 0,
        topicName,
        JSON.stringify(doc),
        now,
      );
      items.set(item.key, Number(lastInsertRowid));
    }
    for (const item of data.items ?? []) {
      const id = items.get(item.key);
      for (const groupKey of item.group_keys) {
        db.prepare('INSERT OR IGNORE INTO content_groups (content_id, group_id) VALUES (?, ?)').run(
          id,
          groups.get(groupKey),
        );
      }
      item.relation_keys.forEach((key, position) => {
        db.prepare('INSERT OR IGNORE INTO content_relations (content_id, related_id, position) VALUES (?, ?, ?)').run(
          id,
          items.get(key),
          position,
        );
      });
    }

    for (const preview of data.preview_documents ?? []) {
      const expiresAt = preview.expires_in_seconds === undefined ? null : now + preview.expires_in_seconds;
      db.prepare('UPDATE contents SET preview_expires_at = ? WHERE id = ?').run(expiresAt, items.get(preview.item_key));
    }

    const listings: [string, string[] | undefined][] = [
      ['hot', data.hot_list_keys],
      ['editor', data.editor_recommend_keys],
      ['recommend', data.recommend_keys],
    ];
    for (const [list, keys] of listings) {
      (keys ?? []).forEach((key, position) => {
        db.prepare('INSERT OR IGNORE INTO content_lists (list, content_id, position) VALUES (?, ?, ?)').run(
          list,
          items.get(key),
          position,
        );
      });
    }

    // Parents before their replies, oldest first, so ids grow with time.
    const ageOf = (comment: { item_key: string; published_seconds_ago: number }) =>
      comment.published_seconds_ago + (itemShift.get(comment.item_key) ?? 0);
    const ordered = [...(data.comments ?? [])].sort(
      (a, b) => Number(Boolean(a.parent_key)) - Number(Boolean(b.parent_key)) || ageOf(b) - ageOf(a),
    );
    for (const comment of ordered) {
      const parentId = comments.maybe(comment.parent_key);
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO comments (key, content_id, user_id, mp_account_id, parent_id, reply_to_user_id, comment_type, content,
             ip_location, star_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          comment.key,
          items.get(comment.item_key),
          users.maybe(comment.user_key),
          accounts.maybe(comment.mp_key),
          parentId,
          users.maybe(comment.reply_to_user_key),
          parentId === null ? 1 : 2,
          comment.content,
          comment.ip_location,
          comment.star_count,
          now - comment.published_seconds_ago - (itemShift.get(comment.item_key) ?? 0),
        );
      comments.set(comment.key, Number(lastInsertRowid));
    }
    db.exec(`
      UPDATE comments SET reply_count = (SELECT COUNT(*) FROM comments c WHERE c.parent_id = comments.id);
      UPDATE contents SET comment_count = (SELECT COUNT(*) FROM comments c WHERE c.content_id = contents.id);`);

    for (const special of data.specials ?? []) {
      const specialGroups = special.groups.map((group) => ({
        key: group.key,
        name: group.name,
        collapse: group.collapse,
        content_ids: (group.content_keys ?? []).map((key) => items.get(key)),
      }));
      db.prepare('INSERT INTO specials (content_id, banner, groups, sections) VALUES (?, ?, ?, ?)').run(
        items.get(special.item_key),
        special.banner,
        JSON.stringify(specialGroups),
        JSON.stringify(special.sections),
      );
    }

    for (const album of data.albums ?? []) {
      const albumId = items.get(album.item_key);
      db.prepare('INSERT INTO albums (content_id, series, status, total) VALUES (?, ?, ?, ?)').run(
        albumId,
        album.series,
        album.status,
        album.total,
      );
      album.track_keys.forEach((key, position) => {
        db.prepare('INSERT INTO album_tracks (album_id, content_id, position) VALUES (?, ?, ?)').run(
          albumId,
          items.get(key),
          position,
        );
      });
    }

    for (const room of data.live_rooms ?? []) {
      const contentId = items.get(room.item_key);
      const {
        chat,
        notices,
        columns,
        group_key,
        start_offset_seconds,
        end_offset_seconds,
        key,
        item_key,
        status,
        ...rest
      } = room;
      void item_key;
      const detail = {
        ...rest,
        group_id: groupPublicId(group_key),
        columns: columns.map(({ group_key: columnGroup, ...column }) => ({
          ...column,
          group_id: groupPublicId(columnGroup),
          link_url: column.link_url ?? '',
        })),
        notices: notices.map((notice) => ({
          content: notice.content,
          published_at: now - notice.published_seconds_ago,
        })),
      };
      // The room shares the id of its live item, so post_id and live_id are the same public id.
      db.prepare(
        `INSERT INTO live_rooms (id, key, content_id, status, start_time, end_time, online_count, view_count, live_count, share_count, detail)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        contentId,
        key,
        contentId,
        status,
        now + start_offset_seconds,
        now + end_offset_seconds,
        room.online_count,
        room.view_count,
        room.live_count,
        room.share_count,
        JSON.stringify(detail),
      );
      lives.set(key, contentId);
      const messages = [...chat].sort((a, b) => b.sent_seconds_ago - a.sent_seconds_ago);
      for (const message of messages) {
        db.prepare(
          'INSERT INTO live_messages (live_id, user_id, mp_account_id, msg_type, content, like_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(
          contentId,
          users.maybe(message.user_key),
          accounts.maybe(message.mp_key),
          message.msg_type,
          message.content,
          message.like_count,
          now - message.sent_seconds_ago,
        );
      }
      db.prepare(
        'UPDATE live_rooms SET like_count = (SELECT COALESCE(SUM(like_count), 0) FROM live_messages WHERE live_id = ?) WHERE id = ?',
      ).run(contentId, contentId);
    }

    for (const booking of data.bookings ?? []) {
      db.prepare(
        'INSERT OR IGNORE INTO bookings (user_id, booking_type, target_id, created_at) VALUES (?, ?, ?, ?)',
      ).run(
        users.get(booking.user_key),
        booking.booking_type,
        lives.get(booking.live_key),
        now - booking.booked_seconds_ago,
      );
    }

    for (const record of data.invite_records ?? []) {
      db.prepare(
        'INSERT INTO invite_records (inviter_id, invitee_id, reward_points, status, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(
        users.get(record.inviter_key),
        users.get(record.invitee_key),
        record.reward_points,
        record.status,
        now - record.invited_seconds_ago,
      );
    }

    // Entities keyed `more-…` (records added to fill lists) go in last, so adding them never moves
    // the public ids of the others.
    const entities = ENTITY_FAMILIES.flatMap((family) =>
      (data[family] ?? []).map((entity, index) => {
        const record = entity as unknown as Record<string, unknown>;
        return { family, entity, key: String(record.key ?? record.rid ?? record.user_key ?? index) };
      }),
    );
    const late = (key: string) => Number(key.startsWith(LATE_ENTITY_KEY_PREFIX));
    // A seasonal story is dated in its season with every time it holds (a reply, its comments).
    const entityShift = new Map<string, number>();
    for (const { family, entity, key } of entities) {
      const record = entity as unknown as Record<string, unknown>;
      const text = STORY_TEXT[family]?.(record);
      const ago = Number(record.published_seconds_ago);
      if (text !== undefined) entityShift.set(`${family}:${key}`, seasonShift(text, ago, now));
    }
    const shiftOf = (family: string, key: string, record: Record<string, unknown>) =>
      family === 'dejin_comments'
        ? (entityShift.get(`dejin_posts:${String(record.post_key)}`) ?? 0)
        : (entityShift.get(`${family}:${key}`) ?? 0);
    for (const { family, entity, key } of [...entities].sort((a, b) => late(a.key) - late(b.key))) {
      const shift = shiftOf(family, key, entity as unknown as Record<string, unknown>);
      db.prepare('INSERT OR IGNORE INTO entities (kind, key, data) VALUES (?, ?, ?)').run(
        family,
        key,
        JSON.stringify(absoluteTimes(entity, now - shift)),
      );
    }

    // A navigation item bound to a content module names it by its public id (the demo's 本地 opens
    // 本地服务, whose 热门话题 and 便民工具 show the unsupported-module toast of spec §2).
    const info = data.site
      ? getSetting<{ bottomNavigationBar: { navigationItems: Array<Record<string, unknown>> } }>(db, SETTING.appInfo)
      : null;
    if (info) {
      const moduleId = db.prepare("SELECT id FROM entities WHERE kind = 'content_modules' AND key = ?");
      for (const entry of info.bottomNavigationBar.navigationItems) {
        const row =
          typeof entry['content_model_key'] === 'string'
            ? (moduleId.get(entry['content_model_key']) as { id: number } | undefined)
            : undefined;
        if (row) entry['content_model_id'] = encodePublicId(row.id);
      }
      setSetting(db, SETTING.appInfo, info);
    }

    setMeta(db, SEEDED_META_KEY, String(now));
  })();
  return true;
}
