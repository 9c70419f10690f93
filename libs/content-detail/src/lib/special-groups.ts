/**
 * Special topics (spec §4): page size 50, batch 50 (spec §9). The loader fetches page 1 of every
 * group; each load-more fetches the group's next page of the same size, so pages line up.
 */
export const SPECIAL_PAGE_SIZE = 50;
export const SPECIAL_BATCH_SIZE = 50;

export interface SpecialGroupInput<T> {
  group_id: string;
  name: string;
  collapse?: boolean;
  content_list?: T[] | null;
  /** The group's number of items on the platform; absent means the list is whole. */
  total?: number | null;
}

export interface SpecialSectionInput {
  group_id: string;
  name: string;
}

export interface SpecialGroup<T> {
  group_id: string;
  name: string;
  collapse: boolean;
  /** The first page. */
  content_list: T[];
  total: number;
}

/**
 * Spec §4: the collapsed flag starts false; groups without a content list are dropped; sections are
 * kept only for the remaining groups.
 */
export function normalizeSpecial<T, S extends SpecialSectionInput>(
  groups: SpecialGroupInput<T>[],
  sections: S[],
): { groups: SpecialGroup<T>[]; sections: S[] } {
  const kept = groups
    .filter((group) => Array.isArray(group.content_list) && group.content_list.length > 0)
    .map((group) => {
      const list = group.content_list as T[];
      return {
        group_id: group.group_id,
        name: group.name,
        collapse: false,
        content_list: list,
        total: Math.max(group.total ?? list.length, list.length),
      };
    });
  const ids = new Set(kept.map((group) => group.group_id));
  return { groups: kept, sections: sections.filter((section) => ids.has(section.group_id)) };
}

/** What the page holds for one group: collapsed or not, the items shown and the batch in flight. */
export interface SpecialGroupState<T> {
  collapsed: boolean;
  /** The loader's first page, then every batch fetched since, in order. */
  items: T[];
  total: number;
  /** A batch request is running. */
  loading: boolean;
}

export function initialGroupState<T>(group: SpecialGroup<T>): SpecialGroupState<T> {
  return { collapsed: group.collapse, items: group.content_list, total: group.total, loading: false };
}

/** Load-more shows until every one of the group's `total` items is shown. */
export function groupHasMore(state: SpecialGroupState<unknown>): boolean {
  return state.items.length < state.total;
}

/** The query of a group's batch `page` (the loader's is 1). */
export function batchQuery(groupId: string, page: number): { group_id: string; page: number; size: number } {
  return { group_id: groupId, page, size: SPECIAL_BATCH_SIZE };
}

/** One batch of a group: its items and the group's total at the time. */
export interface SpecialBatch<T> {
  content_list: T[];
  total: number;
}

/**
 * Whether a group has more after these batches (the first is the loader's) and the items shown from
 * them (items already shown are skipped, the list may shift between requests): until `total` is
 * shown, and an empty batch ends the group, so load-more cannot loop on a total that no longer holds.
 */
export function batchesHaveMore(batches: SpecialBatch<unknown>[], shown: unknown[]): boolean {
  const last = batches[batches.length - 1];
  return last !== undefined && (batches.length === 1 || last.content_list.length > 0) && shown.length < last.total;
}
