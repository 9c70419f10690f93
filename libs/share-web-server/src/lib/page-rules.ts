/**
 * The rules the server takes from the app's route modules and page helpers: which pages are
 * previews or personal (never cached), which query keys make a page another page, where a desktop
 * agent goes, which environment class an agent is. The app owns them (its browser code applies the
 * same rules); its server entry hands them to createShareWebApp, so this library imports no app code.
 */
import type { EnvironmentClass } from '@share/tracking';

/** A matched route as React Router gives it (matchRoutes): its handle and path params. */
export interface MatchedRoute {
  handle?: unknown;
  params: Readonly<Record<string, string | undefined>>;
}

export interface PageRules {
  /**
   * Whether a page path (under the base path) is never shared or cached: a preview, or a page
   * personal by nature. Every other page is one HTML for every visitor, logged in or not (issue 62).
   */
  isPrivatePath: (pathname: string) => boolean;
  /** Whether a page request asks for the desktop page's own phone frame. */
  isFramedPageRequest: (fetchDest: string | string[] | undefined, requestUrl: string) => boolean;
  /** The desktop page's address showing `address`. */
  pcPageAddress: (address: string) => string;
  /** The query keys the matched routes of a page read, sorted. */
  queryKeysOf: (matches: readonly MatchedRoute[]) => readonly string[];
  /** A request target with only the given query keys, in their canonical order. */
  canonicalTarget: (target: string, keys: readonly string[]) => string;
  /** The environment class of detectEnvironment's flags. */
  environmentClass: (env: { isOwnClient: boolean; isMiniProgram: boolean; isWeChat: boolean }) => EnvironmentClass;
}
