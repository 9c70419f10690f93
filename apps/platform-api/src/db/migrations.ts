/**
 * Numbered migrations, applied in order inside one transaction each; PRAGMA user_version records
 * the last one applied. Never edit a released migration: add the next number.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'core tables',
    sql: `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE groups (
  id INTEGER PRIMARY KEY,
  key TEXT UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'news',
  layout TEXT NOT NULL DEFAULT 'news',
  sort INTEGER NOT NULL DEFAULT 0,
  is_default INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE media_accounts (
  id INTEGER PRIMARY KEY,
  key TEXT UNIQUE,
  name TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  fans INTEGER NOT NULL DEFAULT 0,
  follow_count INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0,
  verify_label TEXT NOT NULL DEFAULT '',
  ip_location TEXT NOT NULL DEFAULT ''
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  key TEXT UNIQUE,
  phone TEXT NOT NULL UNIQUE,
  alias TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  password_hash TEXT,
  ip_location TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  profile_pending INTEGER NOT NULL DEFAULT 0,
  profile_armed INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE tokens (
  hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('anonymous', 'user')),
  user_id INTEGER REFERENCES users(id),
  device_id TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX tokens_user ON tokens(user_id);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  used_device_id TEXT
);
CREATE INDEX sms_codes_phone ON sms_codes(phone, created_at);
CREATE INDEX sms_codes_ip ON sms_codes(ip, created_at);

CREATE TABLE contents (
  id INTEGER PRIMARY KEY,
  key TEXT UNIQUE,
  content_type TEXT NOT NULL,
  title TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 1,
  publish_at INTEGER NOT NULL,
  view_count INTEGER NOT NULL DEFAULT 0,
  like_count INTEGER NOT NULL DEFAULT 0,
  collect_count INTEGER NOT NULL DEFAULT 0,
  share_count INTEGER NOT NULL DEFAULT 0,
  comment_count INTEGER NOT NULL DEFAULT 0,
  mp_account_id INTEGER REFERENCES media_accounts(id),
  enable_comment INTEGER NOT NULL DEFAULT 1,
  comment_available INTEGER NOT NULL DEFAULT 1,
  topic_name TEXT,
  track_id TEXT,
  preview_expires_at INTEGER,
  doc TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX contents_published ON contents(published, publish_at);
CREATE INDEX contents_type ON contents(content_type);
CREATE INDEX contents_mp ON contents(mp_account_id);

CREATE TABLE content_groups (
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL REFERENCES groups(id),
  PRIMARY KEY (content_id, group_id)
);
CREATE INDEX content_groups_group ON content_groups(group_id);

CREATE TABLE content_relations (
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  related_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (content_id, related_id)
);

-- Curated orderings: hot (72-hour hot list), editor (编辑推荐), recommend.
CREATE TABLE content_lists (
  list TEXT NOT NULL,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (list, content_id)
);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  key TEXT UNIQUE,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id),
  mp_account_id INTEGER REFERENCES media_accounts(id),
  parent_id INTEGER REFERENCES comments(id),
  reply_to_user_id INTEGER REFERENCES users(id),
  comment_type INTEGER NOT NULL DEFAULT 1,
  content TEXT NOT NULL,
  ip_location TEXT NOT NULL DEFAULT '',
  star_count INTEGER NOT NULL DEFAULT 0,
  reply_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX comments_top ON comments(content_id, parent_id, created_at);
CREATE INDEX comments_parent ON comments(parent_id, created_at);

CREATE TABLE comment_stars (
  comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);

CREATE TABLE collections (
  user_id INTEGER NOT NULL REFERENCES users(id),
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, content_id)
);

CREATE TABLE follows (
  user_id INTEGER NOT NULL REFERENCES users(id),
  mp_account_id INTEGER NOT NULL REFERENCES media_accounts(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, mp_account_id)
);

CREATE TABLE specials (
  content_id INTEGER PRIMARY KEY REFERENCES contents(id) ON DELETE CASCADE,
  banner TEXT NOT NULL DEFAULT '',
  -- [{key, name, collapse, content_ids: number[]}] and [{key, group_key, title, layout}]
  groups TEXT NOT NULL,
  sections TEXT NOT NULL
);

CREATE TABLE albums (
  content_id INTEGER PRIMARY KEY REFERENCES contents(id) ON DELETE CASCADE,
  series TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE album_tracks (
  album_id INTEGER NOT NULL REFERENCES albums(content_id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (album_id, content_id)
);

CREATE TABLE live_rooms (
  id INTEGER PRIMARY KEY,
  key TEXT UNIQUE,
  content_id INTEGER REFERENCES contents(id) ON DELETE CASCADE,
  status INTEGER NOT NULL DEFAULT 0,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  online_count INTEGER NOT NULL DEFAULT 0,
  view_count INTEGER NOT NULL DEFAULT 0,
  live_count INTEGER NOT NULL DEFAULT 0,
  share_count INTEGER NOT NULL DEFAULT 0,
  like_count INTEGER NOT NULL DEFAULT 0,
  detail TEXT NOT NULL
);
CREATE INDEX live_rooms_content ON live_rooms(content_id);

CREATE TABLE live_messages (
  id INTEGER PRIMARY KEY,
  live_id INTEGER NOT NULL REFERENCES live_rooms(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id),
  mp_account_id INTEGER REFERENCES media_accounts(id),
  msg_type TEXT NOT NULL DEFAULT 'text',
  content TEXT NOT NULL,
  like_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX live_messages_live ON live_messages(live_id, id);

CREATE TABLE live_message_likes (
  message_id INTEGER NOT NULL REFERENCES live_messages(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (message_id, user_id)
);

CREATE TABLE bookings (
  user_id INTEGER NOT NULL REFERENCES users(id),
  booking_type TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, booking_type, target_id)
);

CREATE TABLE invite_records (
  id INTEGER PRIMARY KEY,
  inviter_id INTEGER NOT NULL REFERENCES users(id),
  invitee_id INTEGER NOT NULL REFERENCES users(id),
  reward_points INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  behavior TEXT NOT NULL,
  event TEXT NOT NULL
);

-- Demo entities of the families this server stores but does not model column by column yet
-- (clue reports, circles, law questions, open content, locations, modules, lists, activities, dejin).
CREATE TABLE entities (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  data TEXT NOT NULL,
  UNIQUE (kind, key)
);
`,
  },
  {
    version: 2,
    name: 'password login failures',
    sql: `
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX login_failures_user ON login_failures(user_id, created_at);
`,
  },
  {
    version: 3,
    name: 'login code replays are counted',
    sql: `
ALTER TABLE sms_codes ADD COLUMN replays INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    // Issue 58: failures counted by the phone asked for (registered or not) and by client address.
    version: 4,
    name: 'password failures per phone and per address',
    sql: `
CREATE TABLE password_failures (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX password_failures_phone ON password_failures(phone, created_at);
CREATE INDEX password_failures_ip ON password_failures(ip, created_at);
`,
  },
  {
    // Issue 63: the deferred deep link and the share funnel. A token is kept as its SHA-256 only, with
    // the item, the share id and the environment class: no address, agent or device. Rows are deleted
    // LINK_TOKEN_KEEP_S after they expire (services/link-tokens.ts). The funnel keeps counts only.
    version: 5,
    name: 'link tokens, share ids and funnel counts',
    sql: `
CREATE TABLE link_tokens (
  token_hash TEXT PRIMARY KEY,
  content_id INTEGER NOT NULL REFERENCES contents(id),
  share_id TEXT,
  env TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  claimed_at INTEGER
);
CREATE INDEX link_tokens_expiry ON link_tokens(expires_at);
CREATE TABLE shares (
  share_id TEXT PRIMARY KEY,
  content_id INTEGER NOT NULL REFERENCES contents(id),
  created_at INTEGER NOT NULL
);
CREATE TABLE funnel_counts (
  share_id TEXT NOT NULL DEFAULT '',
  content_id INTEGER NOT NULL,
  step TEXT NOT NULL,
  env TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (share_id, content_id, step, env)
);
CREATE INDEX funnel_counts_content ON funnel_counts(content_id);
`,
  },
];
