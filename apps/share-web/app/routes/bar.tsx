import { BarPage, loadBar } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { platformGet } from '../lib/platform.server';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/bar';

export function loader({ request, params }: Route.LoaderArgs) {
  guardIds(params);
  return loadBar((path, query) => platformGet(path, query, request));
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('热榜') }];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <BarPage data={loaderData} />;
}
