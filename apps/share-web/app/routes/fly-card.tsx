import { FlyCardView, loadList } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/fly-card';

export async function loader({ params, context }: Route.LoaderArgs) {
  guardIds(params);
  // A fly card is a list of kind fly_card: without an id there is nothing to show.
  const data = await loadList(context.api, params.list_id ?? null);
  return params.list_id ? data : { ...data, status: 'empty' as const, page: { ...data.page, list: [] } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withSiteDescription([{ title: pageTitle(loaderData?.title) }], matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <FlyCardView {...loaderData} />;
}
