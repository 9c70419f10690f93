import { ClueTopicPage, loadClueTopicScreen } from '@share/clue-report';
import { recordMeta } from '../lib/record-meta';
import { guardIds, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/clue-topic';

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadClueTopicScreen(context.api, params.name, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ClueTopicPage data={loaderData} />;
}
