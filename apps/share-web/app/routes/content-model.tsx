import { ContentModelPage, loadContentModel, QUERY } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { guardIds } from '../lib/route-guards.server';
import type { QueryHandle } from '../lib/page-query';
import type { Route } from './+types/content-model';

export const handle: QueryHandle = { query: { reads: [QUERY.moduleId] } };

export function loader({ request, params, context }: Route.LoaderArgs) {
  guardIds(params);
  const moduleId = new URL(request.url).searchParams.get(QUERY.moduleId);
  return loadContentModel(context.api, moduleId);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withSiteDescription([{ title: pageTitle(loaderData?.module?.name) }], matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ContentModelPage data={loaderData} />;
}
