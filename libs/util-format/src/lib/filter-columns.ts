/** Column types the web site cannot show; their entries are dropped (spec §3, column filter). */
export const EXCLUDED_COLUMN_TYPES: readonly string[] = [
  'app',
  'naoce',
  'applet',
  'dimim',
  'circle',
  'dejin',
  'report',
  'wzlist',
  'ask-politics',
  'fazak',
  'link',
  'maavd',
  'ilive',
  'zoceh',
  'service',
  'clue_report',
];

export interface ColumnLike {
  type?: string | null;
  layout?: string | null;
}

/**
 * Column filter of spec §3: drops entries whose type is excluded and entries whose layout was
 * already seen (first one wins, order kept). Entries without a layout are never deduplicated.
 */
export function filterColumns<T extends ColumnLike>(columns: readonly T[]): T[] {
  const seenLayouts = new Set<string>();
  return columns.filter((column) => {
    if (column.type && EXCLUDED_COLUMN_TYPES.includes(column.type)) return false;
    if (column.layout) {
      if (seenLayouts.has(column.layout)) return false;
      seenLayouts.add(column.layout);
    }
    return true;
  });
}
