import { loadOpenContentScreen, OpenContentPage } from '@share/community';
import { recordMeta } from '../lib/record-meta';
import { guardDetail, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/open-content';

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardDetail(request, params);
  return loadOpenContentScreen(
    context.api,
    { rid: params.rid, uuid: params.uuid },
    { notFound, origin: new URL(request.url).origin },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <OpenContentPage data={loaderData} />;
}
