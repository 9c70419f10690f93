import { DEJIN_CATALOG_TITLE, DejinCatalogPage, loadDejinCatalogScreen } from '@share/clue-report';
import { recordMeta } from '../lib/record-meta';
import { guardIds, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/dejin-catalog';

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadDejinCatalogScreen(context.api, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  recordMeta(loaderData, matches, DEJIN_CATALOG_TITLE);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <DejinCatalogPage data={loaderData} />;
}
