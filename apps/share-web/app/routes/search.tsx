import { FEED_MESSAGES, loadSearch, QUERY, SearchPage } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { guardIds } from '../lib/route-guards.server';
import type { QueryHandle } from '../lib/page-query';
import type { Route } from './+types/search';

export const handle: QueryHandle = { query: { reads: [QUERY.keyword] } };

export function loader({ request, params, context }: Route.LoaderArgs) {
  guardIds(params);
  const keyword = new URL(request.url).searchParams.get(QUERY.keyword);
  return loadSearch(context.api, keyword);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withSiteDescription([{ title: pageTitle(loaderData?.keyword || FEED_MESSAGES.SEARCH_TITLE) }], matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
