import { ScreenPlaceholder } from '../components/screen-placeholder';
import { pageTitle } from '../lib/page-title';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/list';

export function loader({ params }: Route.LoaderArgs) {
  guardIds(params);
  return { params };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle() }];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ScreenPlaceholder screen="List" params={loaderData.params} />;
}
