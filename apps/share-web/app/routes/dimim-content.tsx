import { PostPage, COMMUNITY_QUERY, communityQuery, loadPostScreen } from '@share/community';
import { recordMeta } from '../lib/record-meta';
import { guardIds, notFound } from '../lib/route-guards.server';
import type { QueryHandle } from '../lib/page-query';
import type { Route } from './+types/dimim-content';

export const handle: QueryHandle = { query: { reads: [COMMUNITY_QUERY.id] } };

export function loader({ params, request, context }: Route.LoaderArgs) {
  // The route ends in {index}: the record's public id comes in the query (?id=).
  const query = communityQuery(request.url);
  guardIds({ ...params, ...query });
  return loadPostScreen(context.api, query, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches, '圈子动态');

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <PostPage data={loaderData} />;
}
