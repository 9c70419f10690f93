import { DejinDetailPage, loadDejinDetailScreen } from '@share/clue-report';
import { recordMeta } from '../lib/record-meta';
import { guardDetail, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/dejin-detail';

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardDetail(request, params);
  return loadDejinDetailScreen(context.api, params.post_id, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <DejinDetailPage data={loaderData} />;
}
