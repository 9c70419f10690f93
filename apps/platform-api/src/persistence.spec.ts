import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DocDetailSchema, LiveDetailSchema, type CommentList, type DocDetail, type DocList } from '@share/contract';
import { DATABASE_FILE, openDatabase } from './db/database';
import { MIGRATIONS } from './db/migrations';
import { demoData } from './seed/demo-data';
import { importItems } from './services/import-items';
import { startTestApi, TestClock } from './testing/test-server';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'platform-api-'));

describe('persistence', () => {
  it('keeps everything across a restart: tokens, comments, collects, follows, bookings, events', async () => {
    const dataDir = tempDir();
    const clock = new TestClock();
    const first = await startTestApi({ dataDir, clock });
    const user = await first.login('13600009999');
    const open = first.publicIdOf('contents', 'open');
    const mp = first.publicIdOf('media_accounts', 'mp-1');
    const live = first.publicIdOf('live_rooms', 'live-1');
    await first.call('POST', `/peony/v1/comment/${open}`, { token: user.token, body: { content: '重启前的评论' } });
    await first.call('POST', `/peony/v1/collection/${open}`, { token: user.token, body: { type: 'add' } });
    await first.call('POST', `/guzzle/v1/mp/follow/${mp}`, { token: user.token, body: { type: 1 } });
    await first.call('POST', '/peony/v3/booking', {
      token: user.token,
      body: { booking_id: live, booking_type: 'live' },
    });
    await first.call('POST', '/tracker/log', {
      body: { timestamp: 1, version: 1, terminal: 'wap', tid: open, behavior: 'read' },
    });
    await first.stop();

    const second = await startTestApi({ dataDir, clock });
    try {
      const comments = await second.call<CommentList>('GET', `/peony/v1/comment/${open}`);
      expect(comments.data.comments[0].content).toBe('重启前的评论');
      expect(comments.data.count).toBe(2);
      const account = await second.call('GET', `/peony/v1/account/${user.user_id}`, { token: user.token });
      expect(account.code).toBe(0);
      expect(
        (
          await second.call<{ is_collect: boolean }>('GET', `/peony/v3/content/article/${open}/user_related`, {
            token: user.token,
          })
        ).data.is_collect,
      ).toBe(true);
      expect(
        (await second.call<{ is_follow: boolean }>('POST', `/guzzle/v1/mp/is_followed/${mp}`, { token: user.token }))
          .data.is_follow,
      ).toBe(true);
      expect(
        (
          await second.call<{ list: string[] }>('GET', '/peony/v3/booking_list', {
            token: user.token,
            query: { booking_type: 'live', tiny: 1 },
          })
        ).data.list,
      ).toEqual([live]);
      expect((await second.call<{ list: unknown[] }>('GET', '/dev/tracker-events')).data.list).toHaveLength(1);
      // Seeding happened once: the fixture was not loaded a second time.
      expect((second.api.db.prepare('SELECT COUNT(*) AS n FROM contents').get() as { n: number }).n).toBe(15);
    } finally {
      await second.close();
    }
  });

  it('creates the database file in WAL mode at the latest numbered migration', () => {
    const dataDir = tempDir();
    const db = openDatabase(path.join(dataDir, 'nested'));
    try {
      expect(fs.existsSync(path.join(dataDir, 'nested', DATABASE_FILE))).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS[MIGRATIONS.length - 1].version);
      expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    } finally {
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('applies only migrations newer than the stored version', () => {
    const dataDir = tempDir();
    try {
      openDatabase(dataDir).close();
      const extra = [
        ...MIGRATIONS,
        { version: MIGRATIONS.length + 1, name: 'probe', sql: 'CREATE TABLE probe (id INTEGER);' },
      ];
      const db = openDatabase(dataDir, extra);
      expect(db.pragma('user_version', { simple: true })).toBe(extra.length);
      db.close();
      // Reopening with the same list is a no-op (CREATE TABLE probe would fail if re-run).
      openDatabase(dataDir, extra).close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('demo data set', () => {
  it('seeds on a fresh start and every item, list and live room answers in the contract shape', async () => {
    const t = await startTestApi({ seed: demoData });
    try {
      const ids = t.api.db.prepare('SELECT id, key, published FROM contents').all() as {
        id: number;
        key: string;
        published: number;
      }[];
      expect(ids.length).toBe(demoData.items.length);
      for (const item of demoData.items.filter((entry) => entry.published)) {
        const id = t.publicIdOf('contents', item.key);
        const family = item.mp_key ? 'guzzle' : 'peony';
        const answer = await t.call<DocDetail>('GET', `/${family}/v1/content/detail/${id}`);
        expect({ key: item.key, code: answer.code }).toEqual({ key: item.key, code: 0 });
        DocDetailSchema.parse(answer.data);
      }
      for (const preview of demoData.preview_documents) {
        const draft = t.publicIdOf('contents', preview.item_key);
        const answer = await t.call('GET', `/inner/preview/document/detail/${draft}`, {
          query: { preview_token: await t.previewToken(draft) },
        });
        expect(answer.code).toBe(0);
      }
      for (const room of demoData.live_rooms) {
        const answer = await t.call('GET', `/peony/v3/live/room/${t.publicIdOf('live_rooms', room.key)}`);
        LiveDetailSchema.parse(answer.data);
      }
      const hot = await t.call<DocList>('GET', '/peony/v3/hot/72h', { query: { size: 50 } });
      expect(hot.data.list.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('import', () => {
  const items = [
    {
      title: '导入的文章',
      content_type: 'article',
      summary: '摘要',
      content: '<p>正文</p>',
      groups: ['导入栏目'],
      style: { data: [{ thumb: '/media/covers/cover-01.png', url: '/media/covers/cover-01.png', wbep_thumb: '' }] },
    },
    { title: '', content_type: 'article' },
    { title: '未发布', content_type: 'video', published: false },
  ];

  it('imports DocDetail-shaped items, skipping invalid ones, and updates by post_id', async () => {
    const dataDir = tempDir();
    const t = await startTestApi({ dataDir });
    try {
      const result = importItems(t.api.db, items, 1773547200);
      expect(result.created).toHaveLength(2);
      expect(result.errors).toEqual([{ index: 1, message: expect.stringContaining('title') }]);
      const [articleId, draftId] = result.created;
      const detail = await t.call<DocDetail>('GET', `/peony/v1/content/detail/${articleId}`);
      expect(detail.data).toMatchObject({
        title: '导入的文章',
        content: '<p>正文</p>',
        share_link: `/davmu/share/news/doc/2026/03/${articleId}/index.html`,
      });
      expect((await t.call('GET', `/peony/v1/content/detail/${draftId}`)).code).toBe(404);
      const again = importItems(
        t.api.db,
        { items: [{ ...items[0], post_id: articleId, title: '改过的标题' }] },
        1773547200,
      );
      expect(again.updated).toEqual([articleId]);
      expect((await t.call<DocDetail>('GET', `/peony/v1/content/detail/${articleId}`)).data.title).toBe('改过的标题');
    } finally {
      await t.close();
    }
  });

  it('runs as `npm run platform:import -- items.json` against DATA_DIR', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'items.json');
    fs.writeFileSync(file, JSON.stringify([items[0]]));
    const root = path.resolve(__dirname, '../../..');
    const output = execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--tsconfig', 'apps/platform-api/tsconfig.json', 'apps/platform-api/src/cli/import.ts', '--', file],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(output).toMatch(/1 created, 0 updated, 0 skipped/);
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    expect((db.prepare('SELECT title FROM contents').get() as { title: string }).title).toBe('导入的文章');
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 20000);
});
