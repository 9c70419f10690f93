import { loadSpecial, SpecialView } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { platformGet } from '../lib/platform.server';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/special-short';

export function loader({ request, params }: Route.LoaderArgs) {
  guardIds(params);
  return loadSpecial((path, query) => platformGet(path, query, request), params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: pageTitle(loaderData?.item?.title || '专题') }];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <SpecialView {...loaderData} />;
}
