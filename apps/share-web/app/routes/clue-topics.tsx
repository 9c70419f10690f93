import { ClueTopicsPage, loadClueTopicsScreen, TOPIC_SQUARE } from '@share/clue-report';
import { recordMeta } from '../lib/record-meta';
import { guardIds, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/clue-topics';

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadClueTopicsScreen(context.api, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches, TOPIC_SQUARE);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ClueTopicsPage data={loaderData} />;
}
