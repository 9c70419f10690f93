// The rules a customer would check on the seeded demo, held over the whole seeded database (not the
// data set's source): counts that agree with each other, stories dated in the season they name,
// and no two reports, posts or comments that differ only by a name or a number.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database';
import { demoData } from './demo-data';
import { inSeason, seasonsNamedIn, type Season } from './demo-seasons';
import { seedDatabase } from './seed';

const work = mkdtempSync(path.join(tmpdir(), 'demo-database-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let seeds = 0;
/** The demo seeded into a fresh database at `isoTime`. */
function seededAt(isoTime: string): Db {
  seeds += 1;
  const db = openDatabase(path.join(work, String(seeds)));
  seedDatabase(db, demoData, { now: () => Date.parse(isoTime) });
  return db;
}

interface Row {
  key: string;
  title: string;
  doc: string;
  publish_at: number;
  view_count: number;
  like_count: number;
  collect_count: number;
  share_count: number;
}
const contentsOf = (db: Db) => db.prepare('SELECT * FROM contents WHERE published = 1').all() as Row[];
/** The fields of the stored community records these rules read. */
interface Stored {
  key: string;
  title: string;
  content: string;
  summary: string;
  post_key: string;
  user_key: string;
  view_count: number;
  like_count: number;
  comment_count: number;
  view_sum: number;
  published_at: number;
}
/** The stored records of an entity family, parsed, with their key. */
const entitiesOf = (db: Db, kind: string) =>
  (db.prepare('SELECT key, data FROM entities WHERE kind = ?').all(kind) as { key: string; data: string }[]).map(
    ({ key, data }) => ({ key, ...(JSON.parse(data) as Record<string, unknown>) }) as unknown as Stored,
  );
const summaryOf = (row: Row) => String((JSON.parse(row.doc) as { summary?: string }).summary ?? '');

/**
 * Near-identical texts: after dropping digits, Latin letters, punctuation and spaces, the share of
 * character pairs (bigrams) the two have in common (Dice's coefficient) is at least 0.5, or one
 * holds the other whole (4 pairs or more: 致敬！ under 辛苦了！向建设者致敬！ is a reply, not a copy). "东风路人行道地砖松动" and "农林下路人行道地砖松动" are; two reports of
 * different problems in different words are not.
 */
const NEAR_IDENTICAL = 0.5;
function bigrams(text: string): Set<string> {
  const chars = [...text.replace(/[\d\sA-Za-z\p{P}\p{S}]/gu, '')];
  return new Set(chars.slice(1).map((c, i) => chars[i] + c));
}
function similarity(a: string, b: string): number {
  const [x, y] = [bigrams(a), bigrams(b)];
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const pair of x) if (y.has(pair)) shared += 1;
  if (shared === Math.min(x.size, y.size) && shared >= 4) return 1;
  return (2 * shared) / (x.size + y.size);
}
/** The pairs of near-identical texts among `texts` ([label, text]). */
function nearIdentical(texts: [string, string][]): string[] {
  const found: string[] = [];
  for (let i = 0; i < texts.length; i += 1)
    for (let j = i + 1; j < texts.length; j += 1) {
      const score = similarity(texts[i][1], texts[j][1]);
      if (score >= NEAR_IDENTICAL)
        found.push(`${texts[i][0]} ~ ${texts[j][0]} (${score.toFixed(2)}): ${texts[i][1]} | ${texts[j][1]}`);
    }
  return found;
}

describe('the seeded demo database', () => {
  const db = seededAt('2026-11-26T05:00:00Z');
  const contents = contentsOf(db);
  const byId = new Map(
    (db.prepare('SELECT id, key, view_count, publish_at FROM contents').all() as Row[]).map((r) => [
      (r as unknown as { id: number }).id,
      r,
    ]),
  );

  it('keeps every item’s likes, collects and shares within its views, and collects within likes', () => {
    const wrong = contents.flatMap((r) => [
      ...(r.like_count > r.view_count ? [`${r.key}: 点赞 ${r.like_count} > 浏览 ${r.view_count}`] : []),
      ...(r.collect_count > r.view_count ? [`${r.key}: 收藏 ${r.collect_count} > 浏览 ${r.view_count}`] : []),
      ...(r.share_count > r.view_count ? [`${r.key}: 分享 ${r.share_count} > 浏览 ${r.view_count}`] : []),
      ...(r.collect_count > r.like_count ? [`${r.key}: 收藏 ${r.collect_count} > 点赞 ${r.like_count}`] : []),
    ]);
    expect(wrong).toEqual([]);
  });

  it('keeps every comment’s likes within its item’s views, and every comment after its item', () => {
    const comments = db.prepare('SELECT key, content_id, star_count, created_at FROM comments').all() as {
      key: string;
      content_id: number;
      star_count: number;
      created_at: number;
    }[];
    expect(comments.length).toBeGreaterThan(50);
    const wrong = comments.flatMap((c) => {
      const item = byId.get(c.content_id) as Row;
      return [
        ...(c.star_count > item.view_count
          ? [`${c.key}: 赞 ${c.star_count} > ${item.key} 浏览 ${item.view_count}`]
          : []),
        ...(c.created_at < item.publish_at ? [`${c.key}: before ${item.key}`] : []),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('keeps the likes of clue reports, circle posts, dejin posts and their comments within their views, and no author under their own post', () => {
    const wrong: string[] = [];
    for (const r of entitiesOf(db, 'clue_reports'))
      if (r.like_count > r.view_count) wrong.push(`${r.key}: ${r.like_count} > ${r.view_count}`);
    for (const r of entitiesOf(db, 'circle_contents'))
      if (r.like_count > r.view_count || r.comment_count > r.view_count) wrong.push(`${r.key}`);
    const posts = new Map(entitiesOf(db, 'dejin_posts').map((p) => [p.key, p]));
    for (const p of posts.values()) if (p.like_count > p.view_sum) wrong.push(`${p.key}: ${p.like_count}`);
    for (const c of entitiesOf(db, 'dejin_comments')) {
      const post = posts.get(c.post_key) as Stored;
      if (c.like_count > post.view_sum) wrong.push(`${c.key}: ${c.like_count} > ${post.view_sum}`);
      if (c.published_at < post.published_at) wrong.push(`${c.key}: before its post`);
      if (c.user_key === post.user_key) wrong.push(`${c.key}: the author comments on their own post`);
    }
    expect(wrong).toEqual([]);
  });

  it('has no two clue reports, circle posts, dejin posts, comments or item titles that are near-identical', () => {
    const family = (label: string, texts: [string, string][]) =>
      nearIdentical(texts).map((pair) => `${label}: ${pair}`);
    const comments = db.prepare('SELECT key, content FROM comments').all() as { key: string; content: string }[];
    expect([
      ...family(
        'clue report',
        entitiesOf(db, 'clue_reports').map((r) => [r.key, `${r.title}`]),
      ),
      ...family(
        'clue report body',
        entitiesOf(db, 'clue_reports').map((r) => [r.key, `${r.content}`]),
      ),
      ...family(
        'circle post',
        entitiesOf(db, 'circle_contents').map((r) => [r.key, `${r.content}`]),
      ),
      ...family(
        'dejin post',
        entitiesOf(db, 'dejin_posts').map((r) => [r.key, `${r.title}`]),
      ),
      ...family(
        'dejin comment',
        entitiesOf(db, 'dejin_comments').map((r) => [r.key, `${r.content}`]),
      ),
      ...family(
        'comment',
        comments.map((c) => [c.key, c.content]),
      ),
      ...family(
        'item title',
        contents.map((r) => [r.key, r.title]),
      ),
      ...family(
        'article summary',
        // A series' tracks share their series' line; stories each have their own.
        contents
          .filter((r) => (r as unknown as { content_type: string }).content_type === 'article')
          .map((r) => [r.key, summaryOf(r)]),
      ),
    ]).toEqual([]);
  });

  it('serves a user agreement of realistic length: many numbered sections', async () => {
    const { registerAgreementRoutes } = await import('../routes/agreement-routes');
    const pages = new Map<string, string>();
    const router = {
      get: (route: string, handler: (req: unknown, res: unknown) => void) => {
        const res = { type: () => res, send: (html: string) => pages.set(route, html) };
        handler({}, res);
      },
    };
    registerAgreementRoutes(router as never, { db } as never);
    // [sections, characters of text] at least: the user agreement's 15 sections (account, conduct,
    // rights, minors, liability, disputes…) and the privacy policy's 10; the old one had 3 sentences.
    const sizes = [...pages].map(([route, html]) => [
      route,
      (html.match(/<h2>/g) ?? []).length,
      html.replace(/<style>[^<]*<\/style>|<title>[^<]*<\/title>|<[^>]+>/g, '').length,
    ]);
    const [agreement, privacy] = sizes as [string, number, number][];
    expect(agreement[0]).toMatch(/user_agreement$/);
    expect([agreement[1] >= 12, agreement[2] >= 2500, privacy[1] >= 8, privacy[2] >= 1200]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('the seeded demo database, seeded in every month of the year', () => {
  const months = Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-15T02:00:00Z`);

  it.each(months)('dates every story that names a season or festival inside it (seeded %s)', (time) => {
    const db = seededAt(time);
    const now = Date.parse(time) / 1000;
    const stories: [string, string, number][] = [
      ...contentsOf(db).map((r): [string, string, number] => [r.key, `${r.title} ${summaryOf(r)}`, r.publish_at]),
      ...entitiesOf(db, 'clue_reports').map((r): [string, string, number] => [
        r.key,
        `${r.title} ${r.content}`,
        r.published_at,
      ]),
      ...entitiesOf(db, 'circle_contents').map((r): [string, string, number] => [r.key, r.content, r.published_at]),
      ...entitiesOf(db, 'dejin_posts').map((r): [string, string, number] => [
        r.key,
        `${r.title} ${r.summary}`,
        r.published_at,
      ]),
    ];
    const seasonal = stories.filter(([, text]) => seasonsNamedIn(text).length > 0);
    expect(seasonal.length).toBeGreaterThan(10);
    const outOfSeason = seasonal.flatMap(([key, text, at]) =>
      seasonsNamedIn(text)
        .filter((season: Season) => !inSeason(at, season) || at > now)
        .map((season) => `${key} (${season}): ${new Date((at + 8 * 3600) * 1000).toISOString().slice(0, 10)}`),
    );
    expect(outOfSeason).toEqual([]);
    db.close();
  });
});
