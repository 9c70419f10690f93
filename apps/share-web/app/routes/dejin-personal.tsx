import { DejinPersonalPage, loadDejinPersonalScreen } from '@share/clue-report';
import { recordMeta } from '../lib/record-meta';
import { guardIds, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/dejin-personal';

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadDejinPersonalScreen(context.api, params.user_id, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <DejinPersonalPage data={loaderData} />;
}
