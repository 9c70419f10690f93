import { loadOpenListScreen, OpenListPage } from '@share/community';
import { recordMeta } from '../lib/record-meta';
import { guardDetail, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/open-list';

/** A resource's open content (open/{rid}) or one catalogue of it (open/{rid}/catalog/{catalog_id}). */
export function loader({ params, request, context }: Route.LoaderArgs) {
  guardDetail(request, params);
  return loadOpenListScreen(
    context.api,
    { rid: params.rid, catalogId: params.catalog_id },
    { notFound, origin: new URL(request.url).origin },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <OpenListPage data={loaderData} />;
}
