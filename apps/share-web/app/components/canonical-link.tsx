import { useLocation, useMatches } from 'react-router';
import { BASE_PATH } from '../lib/base-path';
import { PC_PAGE_PATH } from '@share/shell/desktop';
import { canonicalQuery, queryKeysOf } from '../lib/page-query';
import { useRootData } from '../lib/root-data';

/**
 * <link rel="canonical"> of a page: its address with only the query keys its routes read (the HTML
 * micro-cache's key, lib/page-query.ts), so a CDN or a crawler keyed on it stores one page for the
 * plain link and for WeChat's `?from=timeline&isappinstalled=0`. The desktop page has none (it
 * only frames the mobile one).
 */
export function CanonicalLink() {
  const data = useRootData();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const path = `${BASE_PATH}${pathname}`;
  if (!data || path.startsWith(PC_PAGE_PATH)) return null;
  const query = canonicalQuery(search, queryKeysOf(matches));
  return <link rel="canonical" href={`${data.origin}${path}${query ? `?${query}` : ''}`} />;
}
