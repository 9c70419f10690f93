// The detail page's lists rule (issue 61): a story appears once per page. The lists are taken in the
// order they appear on the page (相关阅读, 72小时, 编辑推荐, 推荐); the first to list a story keeps it,
// the later ones skip it, so their next rows move up to fill its place.

/**
 * Each list without what the page already shows: `taken` (the page's own item) and whatever an
 * earlier list in `lists` holds. Lists keep their own order; an id repeated inside one list shows once.
 */
export function oneStoryPerPage<L extends readonly (readonly { id: string }[])[]>(
  lists: readonly [...L],
  taken: readonly (string | undefined)[] = [],
): { [K in keyof L]: L[K][number][] } {
  const shown = new Set(taken.filter((id): id is string => id !== undefined));
  return lists.map((items) =>
    items.filter((item) => {
      if (shown.has(item.id)) return false;
      shown.add(item.id);
      return true;
    }),
  ) as { [K in keyof L]: L[K][number][] };
}
