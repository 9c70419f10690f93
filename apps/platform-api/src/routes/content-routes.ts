import type { Router } from 'express';
import { API_CODE, encodePublicId } from '@share/contract';
import { nowSeconds } from '../clock';
import { ApiError, dbIdOf } from '../http/api-error';
import { addEndpoint } from '../http/endpoint-router';
import { viewerOf } from '../http/request-auth';
import { HOT_LIST_WINDOW_S } from '../limits';
import { MSG } from '../messages';
import type { ApiContext } from '../services/context';
import { previewLinkPath, signPreviewToken, verifyPreviewToken } from '../services/preview-links';
import {
  ALBUM_TYPES,
  findContent,
  findPublished,
  pageOf,
  previewExpiresAt,
  renderDetail,
  renderSummary,
  shownWith,
  type ContentRow,
  type Page,
} from '../services/content';

export type Family = 'peony' | 'guzzle';

/**
 * Published content of one backend family: media-account content lives behind /guzzle, the rest
 * behind /peony (spec §6), so each family answers "not found" for the other's items.
 */
export function publishedInFamily(ctx: ApiContext, publicId: string, family: Family): ContentRow {
  const row = findPublished(ctx.db, dbIdOf(publicId));
  if (!row || (row.mp_account_id !== null) !== (family === 'guzzle')) {
    throw new ApiError(API_CODE.NOT_FOUND, MSG.contentNotFound);
  }
  return row;
}

export function registerContentRoutes(router: Router, ctx: ApiContext): void {
  const { db } = ctx;
  const list = (rows: ContentRow[], total: number, page: Page) => ({
    list: rows.map((row) => renderSummary(db, row)),
    total,
    page: page.page,
    size: page.size,
  });
  const curated = (name: string, page: Page, without: number[] = []) => {
    const skip = without.length > 0 ? `AND c.id NOT IN (${without.map(() => '?').join(', ')})` : '';
    const { rows, total } = pageOf<ContentRow>(
      db,
      `SELECT c.* FROM content_lists l JOIN contents c ON c.id = l.content_id
       WHERE l.list = ? AND c.published = 1 ${skip} ORDER BY l.position`,
      `SELECT COUNT(*) AS total FROM content_lists l JOIN contents c ON c.id = l.content_id
       WHERE l.list = ? AND c.published = 1 ${skip}`,
      [name, ...without],
      page,
    );
    return list(rows, total, page);
  };
  const latest = (page: Page, where = '1', args: unknown[] = []) => {
    const { rows, total } = pageOf<ContentRow>(
      db,
      `SELECT * FROM contents WHERE published = 1 AND ${where} ORDER BY publish_at DESC, id DESC`,
      `SELECT COUNT(*) AS total FROM contents WHERE published = 1 AND ${where}`,
      args,
      page,
    );
    return list(rows, total, page);
  };

  addEndpoint(router, 'contentList', ({ query }) => {
    const groupId = dbIdOf(query.gid, MSG.groupNotFound);
    if (!db.prepare('SELECT 1 FROM groups WHERE id = ?').get(groupId))
      throw new ApiError(API_CODE.NOT_FOUND, MSG.groupNotFound);
    return latest(
      { page: query.pageindex, size: query.pagesize },
      'id IN (SELECT content_id FROM content_groups WHERE group_id = ?)',
      [groupId],
    );
  });

  // With the page's item (post_id), its recommendations leave out the item and the related reading
  // the page already shows.
  addEndpoint(router, 'recommend', ({ query }) => {
    const without = query.post_id ? shownWith(db, dbIdOf(query.post_id)) : [];
    const result = curated('recommend', query, without);
    if (result.total > 0) return result;
    const skip = without.length > 0 ? `id NOT IN (${without.map(() => '?').join(', ')})` : '1';
    return latest(query, skip, without);
  });

  addEndpoint(router, 'editorRecommend', ({ query }) => curated('editor', query));

  // The 72-hour hot list ranks by views (view_count is an integer, so 2 340 000 outranks 374): the
  // curated list, when there is one, chooses the members, never their order; either way only content
  // published in the last 72 hours is on it.
  addEndpoint(router, 'hot72h', ({ query }) => {
    const since = nowSeconds(ctx.clock) - HOT_LIST_WINDOW_S;
    const curatedCount = db.prepare("SELECT COUNT(*) AS total FROM content_lists WHERE list = 'hot'").get() as {
      total: number;
    };
    const members = curatedCount.total > 0 ? "AND id IN (SELECT content_id FROM content_lists WHERE list = 'hot')" : '';
    const { rows, total } = pageOf<ContentRow>(
      db,
      `SELECT * FROM contents WHERE published = 1 AND publish_at >= ? ${members} ORDER BY view_count DESC, id DESC`,
      `SELECT COUNT(*) AS total FROM contents WHERE published = 1 AND publish_at >= ? ${members}`,
      [since],
      query,
    );
    return list(rows, total, query);
  });

  addEndpoint(router, 'search', ({ query }) => {
    const keyword = query.keyword.trim();
    if (!keyword) return list([], 0, query);
    const like = `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    return latest(query, "(title LIKE ? ESCAPE '\\' OR json_extract(doc, '$.summary') LIKE ? ESCAPE '\\')", [
      like,
      like,
    ]);
  });

  for (const [name, family] of [
    ['contentDetail', 'peony'],
    ['mpContentDetail', 'guzzle'],
  ] as const) {
    addEndpoint(router, name, ({ params }) => {
      const row = publishedInFamily(ctx, params.post_id, family);
      db.prepare('UPDATE contents SET view_count = view_count + 1 WHERE id = ?').run(row.id);
      return renderDetail(db, { ...row, view_count: row.view_count + 1 });
    });
  }

  // A draft only to a link carrying its credential (issue 58): an unknown id, a missing, forged or
  // expired credential all get the same refusal, so the answer tells nothing about which ids exist.
  addEndpoint(router, 'previewDetail', ({ params, query }) => {
    const now = nowSeconds(ctx.clock);
    const linkEndsAt = verifyPreviewToken(ctx.previewLinks.secret, params.id, query.preview_token, now);
    if (linkEndsAt === null) throw new ApiError(API_CODE.NOT_FOUND, MSG.previewExpired);
    const row = findContent(db, dbIdOf(params.id));
    if (!row || previewExpiresAt(row) <= now) throw new ApiError(API_CODE.NOT_FOUND, MSG.previewExpired);
    return renderDetail(db, row, { preview: true, previewEndsAt: linkEndsAt });
  });

  addEndpoint(router, 'userRelated', ({ params, auth }) => {
    const id = dbIdOf(params.post_id);
    if (!findPublished(db, id)) throw new ApiError(API_CODE.NOT_FOUND, MSG.contentNotFound);
    const viewer = viewerOf(auth);
    const collected =
      viewer !== null && db.prepare('SELECT 1 FROM collections WHERE user_id = ? AND content_id = ?').get(viewer, id);
    return { is_collect: Boolean(collected) };
  });

  addEndpoint(router, 'albumTracks', ({ params, query }) => {
    const albumId = dbIdOf(params.uid);
    const album = db
      .prepare(
        'SELECT a.series FROM albums a JOIN contents c ON c.id = a.content_id WHERE a.content_id = ? AND c.published = 1',
      )
      .get(albumId) as { series: string } | undefined;
    if (!album || album.series !== params.series) throw new ApiError(API_CODE.NOT_FOUND, MSG.albumNotFound);
    const { rows, total } = pageOf<ContentRow>(
      db,
      `SELECT c.* FROM album_tracks t JOIN contents c ON c.id = t.content_id
       WHERE t.album_id = ? AND c.published = 1 ORDER BY t.position`,
      `SELECT COUNT(*) AS total FROM album_tracks t JOIN contents c ON c.id = t.content_id
       WHERE t.album_id = ? AND c.published = 1`,
      [albumId],
      query,
    );
    return list(rows, total, query);
  });

  addEndpoint(router, 'albumRelates', ({ params }) => {
    const album = findPublished(db, dbIdOf(params.uid));
    if (!album || !ALBUM_TYPES.has(album.content_type)) throw new ApiError(API_CODE.NOT_FOUND, MSG.albumNotFound);
    const page = { page: 1, size: 10 };
    return latest(page, 'content_type = ? AND id != ?', [album.content_type, album.id]);
  });

  // Each group answers one page of its published items with their total (spec §9: page size 50,
  // batch 50); the site asks for later pages of one group with group_id.
  addEndpoint(router, 'special', ({ params, query }) => {
    const row = findPublished(db, dbIdOf(params.id));
    const special = row
      ? (db.prepare('SELECT * FROM specials WHERE content_id = ?').get(row.id) as
          { banner: string; groups: string; sections: string } | undefined)
      : undefined;
    if (!row || !special) throw new ApiError(API_CODE.NOT_FOUND, MSG.specialNotFound);
    const stored = JSON.parse(special.groups) as {
      key: string;
      name: string;
      collapse: boolean;
      content_ids: number[];
    }[];
    const asked = query.group_id === undefined ? stored : stored.filter((group) => group.key === query.group_id);
    if (asked.length === 0) throw new ApiError(API_CODE.NOT_FOUND, MSG.specialGroupNotFound);
    const offset = (query.page - 1) * query.size;
    const groups = asked.map((group) => {
      const published = group.content_ids
        .map((id) => findPublished(db, id))
        .filter((item): item is ContentRow => item !== undefined);
      return {
        group_id: group.key,
        name: group.name,
        collapse: group.collapse,
        content_list: published.slice(offset, offset + query.size).map((item) => renderSummary(db, item)),
        total: published.length,
      };
    });
    const sections = (
      JSON.parse(special.sections) as { key: string; group_key: string; title: string; layout: string }[]
    )
      .filter((section) => query.group_id === undefined || section.group_key === query.group_id)
      .map((section) => ({
        key: section.key,
        group_id: section.group_key,
        name: section.title,
        layout: section.layout,
      }));
    return {
      special: renderSummary(db, row),
      banner: special.banner,
      groups,
      sections,
    };
  });

  addEndpoint(router, 'formDetail', ({ params }) => {
    const row = findPublished(db, dbIdOf(params.post_id));
    if (!row || row.content_type !== 'cloud_form') throw new ApiError(API_CODE.NOT_FOUND, MSG.formNotFound);
    const doc = JSON.parse(row.doc) as {
      payload?: { fields?: unknown[]; deadline_at?: number };
      content?: string;
      summary?: string;
      style?: { data?: { url?: string; thumb?: string }[] };
    };
    const picture = doc.style?.data?.[0];
    return {
      post_id: encodePublicId(row.id),
      title: row.title,
      description: doc.summary ?? '',
      fields: (doc.payload?.fields ?? []) as { name: string; label: string; type: string; required: boolean }[],
      start_at: row.publish_at,
      end_at: doc.payload?.deadline_at ?? 0,
      cover: picture?.url || picture?.thumb || '',
    };
  });
}

interface PreviewLink {
  id: string;
  path: string;
  preview_token: string;
  expires_at: number;
}

/**
 * The preview link of a draft as the platform would issue it with the draft: valid `ttlSeconds`
 * (PREVIEW_LINK_TTL by default), never past the preview's own end. Null for an unknown item.
 */
function issuePreviewLink(ctx: ApiContext, id: number, ttlSeconds = ctx.previewLinks.ttlSeconds): PreviewLink | null {
  const row = findContent(ctx.db, id);
  if (!row) return null;
  const postId = encodePublicId(row.id);
  const expiresAt = Math.min(nowSeconds(ctx.clock) + ttlSeconds, previewExpiresAt(row));
  const token = signPreviewToken(ctx.previewLinks.secret, postId, expiresAt);
  const path = previewLinkPath({ content_type: row.content_type, post_id: postId, publish_at: row.publish_at }, token);
  return { id: postId, path, preview_token: token, expires_at: expiresAt };
}

/** Demo endpoint (DEMO): a signed preview link of any item, for the README's "Trying it out" and tests. */
export function registerDevPreviewRoutes(router: Router, ctx: ApiContext): void {
  addEndpoint(router, 'devPreviewLink', ({ params, query }) => {
    const link = issuePreviewLink(ctx, dbIdOf(params.id), query.ttl);
    if (!link) throw new ApiError(API_CODE.NOT_FOUND, MSG.contentNotFound);
    return link;
  });
  addEndpoint(router, 'devPreviewLinks', ({ query }) => ({ list: draftPreviewLinks(ctx, query.ttl) }));
}

/** Preview links of the unpublished items (the demo drafts), for the API's log at start and the demo endpoint. */
export function draftPreviewLinks(ctx: ApiContext, ttlSeconds?: number): Array<PreviewLink & { title: string }> {
  const drafts = ctx.db.prepare('SELECT id, title FROM contents WHERE published = 0 ORDER BY id').all() as Array<{
    id: number;
    title: string;
  }>;
  return drafts.flatMap(({ id, title }) => {
    const link = issuePreviewLink(ctx, id, ttlSeconds);
    return link && link.path ? [{ ...link, title }] : [];
  });
}
