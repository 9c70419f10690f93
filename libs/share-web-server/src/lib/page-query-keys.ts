/**
 * The query keys a request's page reads, before React Router runs: the build's route table matched
 * with React Router's own matchRoutes (so the page found is the one the router will render), the
 * keys from the matched routes' handles (the app's rules, PageRules.queryKeysOf). A viral link brings one path
 * thousands of times, so the answer is remembered per path; the HTML cache's fast path asks it for
 * every request.
 */
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { PageRules } from './page-rules';

/** Paths remembered; a longer path than this is matched every time, never stored. */
const REMEMBERED_PATHS = 2000;
const LONGEST_REMEMBERED = 512;

/** What the matcher needs of a server build's route (ServerBuild['routes'] holds them by id). */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
}

/** React Router route objects (with each module's handle) from a server build's flat route table. */
function routeTree(routes: Record<string, BuildRoute | undefined>): RouteObject[] {
  const all = Object.values(routes).filter((route): route is BuildRoute => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const common = {
          id: route.id,
          path: route.path,
          caseSensitive: route.caseSensitive,
          handle: route.module.handle,
        };
        return route.index ? { ...common, index: true } : { ...common, children: childrenOf(route.id) };
      });
  return childrenOf(undefined);
}

/** A matcher over one build: the sorted query keys a path's page reads (none when no route matches). */
export function pageQueryMatcher(
  build: { routes: Record<string, BuildRoute | undefined>; basename?: string },
  queryKeysOf: PageRules['queryKeysOf'],
): (pathname: string) => readonly string[] {
  const tree = routeTree(build.routes);
  const remembered = new LRUCache<string, readonly string[]>({ max: REMEMBERED_PATHS });
  const match = (pathname: string) =>
    queryKeysOf(
      (matchRoutes(tree, pathname, build.basename) ?? []).map(({ route, params }) => ({
        handle: route.handle,
        params,
      })),
    );
  return (pathname) => {
    if (pathname.length > LONGEST_REMEMBERED) return match(pathname);
    let keys = remembered.get(pathname);
    if (!keys) remembered.set(pathname, (keys = match(pathname)));
    return keys;
  };
}

/**
 * The matcher of the build the server runs. A built server has it at once; development loads the
 * build per request through Vite, so there it is known after the first page request (the fast path
 * sends every request the long way until then) and rebuilt when the build changes.
 */
export function pageQueryKeys(
  build: ServerBuild | (() => Promise<ServerBuild>),
  queryKeysOf: PageRules['queryKeysOf'],
) {
  let current: { build: ServerBuild; keysOf: (pathname: string) => readonly string[] } | undefined;
  const of = (loaded: ServerBuild) => {
    if (current?.build !== loaded) current = { build: loaded, keysOf: pageQueryMatcher(loaded, queryKeysOf) };
    return current.keysOf;
  };
  if (typeof build !== 'function') of(build);
  return {
    /** The keys at once, or undefined while the build is not loaded yet. */
    peek: (pathname: string): readonly string[] | undefined => current?.keysOf(pathname),
    get: async (pathname: string): Promise<readonly string[]> =>
      of(typeof build === 'function' ? await build() : build)(pathname),
  };
}

export type PageQueryKeys = ReturnType<typeof pageQueryKeys>;
