import { DejinTopicPage, loadDejinTopicScreen } from '@share/clue-report';
import { recordMeta } from '../lib/record-meta';
import { guardIds, notFound } from '../lib/route-guards.server';
import type { Route } from './+types/dejin-topic';

export function loader({ params, request, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadDejinTopicScreen(context.api, params.topic_name, { notFound, origin: new URL(request.url).origin });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => recordMeta(loaderData, matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <DejinTopicPage data={loaderData} />;
}
