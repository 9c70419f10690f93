import { CirclePage, COMMUNITY_QUERY, communityQuery, loadCircleScreen } from '@share/community';
import { recordMeta } from '../lib/record-meta';
import { guardIds, notFound } from '../lib/route-guards.server';
import type { QueryHandle } from '../lib/page-query';
import type { Route } from './+types/dimim-circle';

export const handle: QueryHandle = { query: { reads: [COMMUNITY_QUERY.id] } };

export function loader({ params, request, context }: Route.LoaderArgs) {
  // The route ends in {index}: the record's public id comes in the query (?id=).
  const query = communityQuery(request.url);
  guardIds({ ...params, ...query });
  return loadCircleScreen(context.api, query, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches, '圈子');

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <CirclePage data={loaderData} />;
}
