import { Outlet } from 'react-router';
import type { Route } from './+types/index-guard';
import { guardIndex } from '../lib/route-guards.server';

/**
 * Around every page of the route table: a route whose last segment is `{index}` answers the 404
 * page unless the path, as written, ends in exactly index.html (spec §2 route rules, issue 58).
 * One loader here rather than one call per route, so a route added to the table cannot miss it.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  guardIndex(request, params);
  return null;
}

export default function IndexGuard() {
  return <Outlet />;
}
