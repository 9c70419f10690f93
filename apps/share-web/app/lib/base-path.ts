import { SHARE_BASE_PATH } from '@share/contract/browser';

/** The site's base path (spec §2, the contract's SHARE_BASE_PATH). React Router's basename is this with a trailing slash. */
export const BASE_PATH = SHARE_BASE_PATH;

/** A path inside the site as the router sees it (React Router adds the basename back itself). */
export function withinBase(pathname: string): string {
  return pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
}
