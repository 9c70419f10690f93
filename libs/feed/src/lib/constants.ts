// Named constants of the list screens (spec §3, §7, §9); tests import them.

/** Items per page of the home feed and of lists (GET /peony/v1/content pagesize). */
export const FEED_PAGE_SIZE = 10;
/** Results per page of the search. */
export const SEARCH_PAGE_SIZE = 10;
/** Spec §9: recommendation page size. */
export const RECOMMEND_PAGE_SIZE = 10;
/** Rows per page of the 72-hour hot list and the editor picks. */
export const RANK_PAGE_SIZE = 10;

/** The site's base path (spec §2); card links from the platform already carry it. */
export { SHARE_BASE_PATH } from '@share/contract/browser';

/** Query parameters the screens read. */
export const QUERY = { group: 'group', keyword: 'keyword', moduleId: 'id' } as const;

/** Module entry categories the web cannot open: tapping one shows MSG_MODULE_UNSUPPORTED (spec §2). */
export const UNSUPPORTED_MODULE_CATEGORIES: readonly string[] = ['app', 'topic'];
