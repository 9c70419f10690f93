import { BarPage, FEED_MESSAGES, loadBar } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/bar';

export function loader({ params, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadBar(context.api);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  withSiteDescription([{ title: pageTitle(FEED_MESSAGES.BAR_TITLE) }], matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <BarPage data={loaderData} />;
}
