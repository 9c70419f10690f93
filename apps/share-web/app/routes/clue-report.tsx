import { ClueReportPage, loadClueReportScreen } from '@share/clue-report';
import { recordMeta } from '../lib/record-meta';
import { guardDetail, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/clue-report';

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardDetail(request, params);
  return loadClueReportScreen(context.api, params.id, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ClueReportPage data={loaderData} />;
}
