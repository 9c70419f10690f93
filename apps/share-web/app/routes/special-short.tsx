import { SpecialShortPage, specialShortMeta } from '@share/content-detail';
import { loadSpecialShort } from '@share/content-detail/server';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/special-short';

/**
 * The short form /special/{id?}/{index} (spec §2): the same special page as the long form; the
 * loader never fails the page (an sp_topic's share link shows the item, no data shows 暂无内容).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadSpecialShort(context.api, {
    id: params.id,
    origin: new URL(request.url).origin,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? specialShortMeta(loaderData) : []);

export default function SpecialShort({ loaderData }: Route.ComponentProps) {
  return <SpecialShortPage data={loaderData} />;
}
