import { ScreenPlaceholder } from '../components/screen-placeholder';
import { guardDetail, notFound } from '../lib/route-guards.server';
import { isLocalLiveScreen } from '../lib/route-rules';
import type { Route } from './+types/local-live-screen';

export function loader({ request, params }: Route.LoaderArgs) {
  if (!isLocalLiveScreen(params.screen)) notFound();
  guardDetail(request, params);
  return { params };
}

export default function LocalLiveScreen({ loaderData }: Route.ComponentProps) {
  return <ScreenPlaceholder screen={loaderData.params.screen} params={loaderData.params} />;
}
