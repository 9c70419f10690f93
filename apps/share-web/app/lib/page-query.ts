/**
 * Which query parameters make a page another page. Each route module (and each layout whose frame
 * reads one) declares the query keys it reads in its `handle`; everything else in a query — WeChat's
 * `from`/`isappinstalled`, `utm_*`, `share_*`, any unknown key — cannot change the HTML, so it is
 * left out of the page's canonical address. The HTML micro-cache keys on that address (plus the
 * environment class), the page names it in <link rel="canonical">, and a CDN keyed on it agrees.
 */
import { isPreviewActor } from './route-rules';

/** The query keys a route reads. */
export interface QueryDeclaration {
  /** Read on every request of the route. */
  reads: readonly string[];
  /** Read only on a preview (`preview-` actor), whose pages are never cached or shared. */
  previewReads?: readonly string[];
}

/** The `handle` export of a route module that reads query parameters. */
export interface QueryHandle {
  query: QueryDeclaration;
}

/** A matched route as React Router gives it (useMatches, matchRoutes): its handle and path params. */
export interface MatchedRoute {
  handle?: unknown;
  params: Readonly<Record<string, string | undefined>>;
}

function declarationOf(handle: unknown): QueryDeclaration | undefined {
  const query = (handle as Partial<QueryHandle> | null | undefined)?.query;
  return query && Array.isArray(query.reads) ? query : undefined;
}

/** The query keys a page reads: the union of its matched routes' declarations, sorted. */
export function queryKeysOf(matches: readonly MatchedRoute[]): readonly string[] {
  const keys = new Set<string>();
  const preview = isPreviewActor(matches[matches.length - 1]?.params['actor']);
  for (const match of matches) {
    const declaration = declarationOf(match.handle);
    for (const key of declaration?.reads ?? []) keys.add(key);
    if (preview) for (const key of declaration?.previewReads ?? []) keys.add(key);
  }
  return [...keys].sort();
}

/** Every key any of these route handles may read (previews included), sorted: what a front cache keys on. */
export function declaredQueryKeys(handles: readonly unknown[]): readonly string[] {
  const keys = new Set<string>();
  for (const handle of handles) {
    const declaration = declarationOf(handle);
    for (const key of [...(declaration?.reads ?? []), ...(declaration?.previewReads ?? [])]) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * The canonical query of a request: only `keys` (given sorted), each once with the first value the
 * request gave (what URLSearchParams.get hands a loader), percent-decoded and encoded again the one
 * way URLSearchParams writes it. '' when none of the keys is there.
 */
export function canonicalQuery(search: string, keys: readonly string[]): string {
  if (keys.length === 0 || search.length <= 1) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = given.get(key);
    if (value !== null) kept.append(key, value);
  }
  return kept.toString();
}

/** A request target (path and query, no origin) reduced to the page's canonical address. */
export function canonicalTarget(target: string, keys: readonly string[]): string {
  const mark = target.indexOf('?');
  if (mark === -1) return target;
  const query = canonicalQuery(target.slice(mark), keys);
  return query ? `${target.slice(0, mark)}?${query}` : target.slice(0, mark);
}
