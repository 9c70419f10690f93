/**
 * The share site's base path (spec §2), in one place: the site's router basename and Vite base, its
 * server, the session cookie's path and every share_link the platform API hands out start with it.
 */
export const SHARE_BASE_PATH = '/davmu/share';
