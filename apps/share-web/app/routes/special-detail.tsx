import { ScreenPlaceholder } from '../components/screen-placeholder';
import { guardDetail } from '../lib/route-guards.server';
import type { Route } from './+types/special-detail';

export function loader({ request, params }: Route.LoaderArgs) {
  guardDetail(request, params);
  return { params };
}

export default function SpecialDetail({ loaderData }: Route.ComponentProps) {
  return <ScreenPlaceholder screen="SpecialDetail" params={loaderData.params} />;
}
