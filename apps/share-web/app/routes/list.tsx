import { ListPage, loadList } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/list';

export function loader({ params, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadList(context.api, params.list_id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withSiteDescription([{ title: pageTitle(loaderData?.title) }], matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ListPage data={loaderData} />;
}
