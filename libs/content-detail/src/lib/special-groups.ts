/** Special topics (spec §4): page size 50, batch 50 (spec §9). */
export const SPECIAL_PAGE_SIZE = 50;
export const SPECIAL_BATCH_SIZE = 50;

export interface SpecialGroupInput<T> {
  group_id: string;
  name: string;
  collapse?: boolean;
  content_list?: T[] | null;
}

export interface SpecialSectionInput {
  group_id: string;
  name: string;
}

export interface SpecialGroup<T> {
  group_id: string;
  name: string;
  collapse: boolean;
  content_list: T[];
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
    .map((group) => ({
      group_id: group.group_id,
      name: group.name,
      collapse: false,
      content_list: group.content_list as T[],
    }));
  const ids = new Set(kept.map((group) => group.group_id));
  return { groups: kept, sections: sections.filter((section) => ids.has(section.group_id)) };
}

/** The items of a group shown after `batches` batches of 50. */
export function visibleBatch<T>(items: T[], batches: number): T[] {
  return items.slice(0, Math.max(1, batches) * SPECIAL_BATCH_SIZE);
}
