// Pure rules of the list screens (card props of an item are @share/ui's cardOf): the home's groups (column filter
// of spec §3), the selected group, the navigation links and module entries.
import type { DocSummary } from '@share/contract';
import { LINK_CONTENT_TYPES } from '@share/contract/browser';
import { coverOf, navItemOfGroup, type BottomNavigationConfig, type CardSource, type NavigationItem } from '@share/ui';
import { filterColumns } from '@share/util-format';
import { QUERY, SHARE_BASE_PATH, UNSUPPORTED_MODULE_CATEGORIES } from './constants';

/**
 * A content item of a feed as its cards read it: the loaders send this, not the platform's item (no
 * summary, api paths, meta, like/collect/share counts or picture sizes the card does not show).
 * Pages fetched in the browser hold whole DocSummary items, which are FeedItems too.
 */
export type FeedItem = CardSource;

/** The feed item of a platform item: the fields its card reads, its cover once, a payload only for a link. */
export function feedItemOf(item: DocSummary): FeedItem {
  const feedItem: FeedItem = {
    post_id: item.post_id,
    title: item.title,
    share_link: item.share_link,
    content_type: item.content_type,
    source_alias: item.source_alias,
    view_count: item.view_count,
    comment_count: item.comment_count,
    publish_at: item.publish_at,
    duration_str: item.duration_str,
  };
  const cover = coverOf(item);
  if (cover) feedItem.style = { data: [{ thumb: cover }] };
  if (LINK_CONTENT_TYPES.includes(item.content_type)) feedItem.payload = item.payload;
  return feedItem;
}

/** 'ok' with data, 'empty' when the data does not exist, 'error' when the platform failed. */
export type { LoadStatus } from '@share/ui';

export interface FeedPage {
  list: FeedItem[];
  total: number;
  page: number;
  size: number;
}

/** A content group (a home tab / column) of GET /peony/v1/group. */
export interface FeedGroup {
  id: string;
  name: string;
  type?: string | null;
  layout?: string | null;
  is_default?: boolean;
}

/** Items shown with a full-width cover: the eye-catching types of a news feed. */
const LARGE_TYPES = new Set(['video', 'video_album', 'special', 'image', 'live', 'local_live']);

export function cardLayoutOf(item: FeedItem): 'thumb' | 'large' {
  return LARGE_TYPES.has(item.content_type) && coverOf(item) ? 'large' : 'thumb';
}

/** True while a page is not the last one. */
export function hasMore(page: Pick<FeedPage, 'page' | 'size' | 'total'> | null | undefined): boolean {
  return page ? page.page * page.size < page.total : false;
}

/** The home's groups: the column filter of spec §3 over GET /peony/v1/group. */
export function homeGroups(groups: readonly FeedGroup[]): FeedGroup[] {
  return filterColumns(groups);
}

/** The group of the `group` query, else the one marked is_default, else the first. */
export function selectGroup(groups: readonly FeedGroup[], requested?: string | null): FeedGroup | null {
  return (
    (requested ? groups.find((group) => group.id === requested) : undefined) ??
    groups.find((group) => group.is_default) ??
    groups[0] ??
    null
  );
}

/** The home link of a group. */
export function groupHref(groupId: string | number): string {
  return `${SHARE_BASE_PATH}/?group=${encodeURIComponent(String(groupId))}`;
}

/** The bottom-bar item a group belongs to (the navigation panel marks its channel by the same rule). */
export { navItemOfGroup };

/** Where a bottom-bar item leads: home, its first group, or the login page for "mine". */
export function navItemHref(item: NavigationItem): string {
  if (item.isHome) return `${SHARE_BASE_PATH}/`;
  const first = item.groups?.[0];
  // A content-module item opens its module (spec §2 /content_model/{index}?id=, optional group).
  if (item.binding === 'content_model' && item.contentModelId) {
    const group = first ? `&group=${encodeURIComponent(String(first.id))}` : '';
    return `${SHARE_BASE_PATH}/content_model/index.html?id=${encodeURIComponent(item.contentModelId)}${group}`;
  }
  if (first) return groupHref(first.id);
  if (item.binding === 'mine') return `${SHARE_BASE_PATH}/auth`;
  return `${SHARE_BASE_PATH}/`;
}

/**
 * The bottom-bar item a page is the destination of (issue 53: 本地 and 我的 lead to pages that must
 * keep the bar): on the home, the selected group's item (else the home item); elsewhere the item whose
 * link leads to this page (a content module by its id, 我的's /auth). `pathname` is inside the base path.
 */
export function navItemOfPage(
  items: readonly NavigationItem[],
  pathname: string,
  search: string,
): NavigationItem | undefined {
  const query = new URLSearchParams(search);
  if (pathname === '/')
    return navItemOfGroup(items, query.get(QUERY.group)) ?? items.find((item) => item.isHome) ?? items[0];
  return items.find((item) => {
    const link = new URL(navItemHref(item), 'http://localhost');
    if (link.pathname !== `${SHARE_BASE_PATH}${pathname}`) return false;
    const moduleId = link.searchParams.get(QUERY.moduleId);
    return moduleId === null || moduleId === query.get(QUERY.moduleId);
  });
}

/**
 * The tabs of the home: the groups of the selected bottom-bar item (kept by the column filter, in
 * the item's order); all filtered groups when the item lists fewer than two.
 */
export function tabsFor(
  groups: readonly FeedGroup[],
  navigation: BottomNavigationConfig | null | undefined,
  selected: FeedGroup | null,
): FeedGroup[] {
  const item = navItemOfGroup(navigation?.navigationItems ?? [], selected?.id);
  const own = (item?.groups ?? [])
    .map((entry) => groups.find((group) => group.id === String(entry.id)))
    .filter((group): group is FeedGroup => group !== undefined);
  return own.length >= 2 ? own : [...groups];
}

/** One entry (column) of a content module. */
export interface ModuleEntry {
  id?: string;
  title: string;
  type?: string | null;
  layout?: string | null;
  category?: string | null;
  icon?: string | null;
  items?: FeedItem[];
  url?: string | null;
}

export interface ContentModule {
  id: string;
  name: string;
  entries: ModuleEntry[];
}

/** Entries a content module shows: the column filter of spec §3. */
export function moduleEntries(entries: readonly ModuleEntry[]): ModuleEntry[] {
  return filterColumns(entries);
}

/** App and topic entries cannot be opened on the web (spec §2: the unsupported-module toast). */
export function isUnsupportedEntry(entry: Pick<ModuleEntry, 'category' | 'type'>): boolean {
  return (
    UNSUPPORTED_MODULE_CATEGORIES.includes(entry.category ?? '') ||
    UNSUPPORTED_MODULE_CATEGORIES.includes(entry.type ?? '')
  );
}
