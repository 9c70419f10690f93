import type { NavigationItem } from '../navigation-types';

/**
 * The bottom-bar item a group belongs to: the item whose link leads to that group (its first group:
 * /?group=g-special is 专题's address, though 首页 lists 专题 too, issue 61), else the home item when it
 * lists the group, else the first that does. A content-module item leads to its module, not a group.
 */
export function navItemOfGroup(
  items: readonly NavigationItem[],
  groupId: string | number | null | undefined,
): NavigationItem | undefined {
  if (groupId == null) return undefined;
  const id = String(groupId);
  const has = (item: NavigationItem) => (item.groups ?? []).some((group) => String(group.id) === id);
  const leadsTo = (item: NavigationItem) =>
    !item.isHome &&
    !(item.binding === 'content_model' && item.contentModelId) &&
    item.groups?.[0] !== undefined &&
    String(item.groups[0].id) === id;
  return items.find(leadsTo) ?? items.find((item) => item.isHome && has(item)) ?? items.find(has);
}
