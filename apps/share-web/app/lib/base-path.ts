/** The site's base path (spec §2). React Router's basename is this with a trailing slash. */
export const BASE_PATH = '/davmu/share';

/** A path inside the site as the router sees it (React Router adds the basename back itself). */
export function withinBase(pathname: string): string {
  return pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
}
