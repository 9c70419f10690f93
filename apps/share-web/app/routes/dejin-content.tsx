import { DEJIN_CATALOG_QUERY, DejinContentPage, loadDejinContentScreen } from '@share/clue-report';
import { recordMeta } from '../lib/record-meta';
import { guardIds, notFound } from '../lib/route-guards.server';
import type { QueryHandle } from '../lib/page-query';
import type { Route } from './+types/dejin-content';

export const handle: QueryHandle = { query: { reads: [DEJIN_CATALOG_QUERY] } };

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardIds(params);
  // The route ends in {index}: the catalogue comes in the query (?catalog_id=).
  const catalogId = new URL(request.url).searchParams.get(DEJIN_CATALOG_QUERY)?.trim() || undefined;
  return loadDejinContentScreen(context.api, catalogId, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <DejinContentPage data={loaderData} />;
}
