// Paging and query names of the clue-report and dejin pages.

/** Items per page of the clue-report lists (a topic's reports, a reporter's clues and mentions). */
export const CLUE_PAGE_SIZE = 10;

/** Dejin lists fetch 10 at a time, most viewed first (spec §9: dejin topic default fetch). */
export const DEJIN_LIMIT = 10;
export const DEJIN_SORT_VIEWS = 'view_sum';
/** The dejin content list of a catalogue shows its newest posts. */
export const DEJIN_SORT_NEWEST = 'published_at';

/** A dejin post's comments, 10 a page (spec §9: comments page size 10, from page 1). */
export const DEJIN_COMMENT_PAGE_SIZE = 10;

/** Query parameter of /dejin/content: the catalogue whose posts it lists. */
export const DEJIN_CATALOG_QUERY = 'catalog_id';

/** Clue report states (the platform's `status`): received, accepted, answered. */
export const CLUE_STATUS = { pending: 0, accepted: 1, replied: 2 } as const;
